import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@hospital/contract';
import { DomainError } from '../lib/errors';
import { HttpError, httpStatusOf, MESSAGES, resolveMessage } from './errors';
import { resolveLang } from './lang';
import { schemaError } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /**
     * The client's address (proxy-aware, as `request.ip`), read when the request arrived. The rate
     * limits and per-client caps use this one: `request.ip` reads the socket, and once Node has
     * destroyed it (a malformed body arriving behind the headers) it is gone.
     */
    clientAddress: string;
  }
}

/**
 * Paths answered without the token: health checks, generated media/files (loaded by <img>/<a>), the
 * API's documentation (a page a browser opens; openapi/install.ts), the live queue (numbers only,
 * read by EventSource, which cannot send a header; docs/decisions.md, issue 18), and the front desk, which signs its
 * staff in with a session cookie instead: the public token, which every visitor's browser holds,
 * must give no access to it.
 */
const PUBLIC_PREFIXES = ['health', 'media/', 'files/', 'docs/', 'queue/', 'frontdesk/'];
const PUBLIC_PATHS = ['docs'];

function tokenMatches(header: string | undefined, token: string): boolean {
  if (!header) return false;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Path relative to the plugin's prefix (`/api/web/dokter` → `web/dokter`). */
function relativePath(request: FastifyRequest, prefix: string): string {
  const path = request.url.split('?')[0];
  const withoutPrefix = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
  return withoutPrefix.replace(/^\/+/, '');
}

export function installRequestHooks(app: FastifyInstance, token: string): void {
  app.decorateRequest('lang', 'id');
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', async (request, reply) => {
    const address = request.ip;
    if (!address) {
      // The connection is gone already (Node answered a malformed request with a 400 and closed it;
      // docs/decisions.md, issue 24): no answer can reach anyone, so nothing more runs for it.
      request.log.info('client gone before its request was read; dropped');
      reply.hijack();
      request.raw.destroy();
      return reply;
    }
    request.clientAddress = address;
    const query = request.query as Record<string, unknown> | undefined;
    request.lang = resolveLang(query?.lang, request.headers['accept-language']);
    if (request.method === 'OPTIONS') return;
    const path = relativePath(request, app.prefix);
    if (PUBLIC_PATHS.includes(path) || PUBLIC_PREFIXES.some((p) => path === p || path.startsWith(p))) return;
    if (!tokenMatches(request.headers.authorization, token)) {
      throw new HttpError(401, 'unauthorized', MESSAGES.unauthorized);
    }
  });
}

function fromFastifyError(error: FastifyError): DomainError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', MESSAGES.payload_too_large);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'unsupported_media_type', MESSAGES.unsupported_media_type);
    case 'FST_CSRF_INVALID_TOKEN':
    case 'FST_CSRF_MISSING_SECRET':
      return new HttpError(403, 'forbidden', MESSAGES.csrf);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, 'bad_request', MESSAGES.invalid_json);
    default:
      break;
  }
  if (error instanceof SyntaxError) return new HttpError(400, 'bad_request', MESSAGES.invalid_json);
  const status = error.statusCode;
  if (status === 429) return new HttpError(429, 'rate_limited', MESSAGES.rate_limited);
  if (status === 413) return new HttpError(413, 'payload_too_large', MESSAGES.payload_too_large);
  if (status === 415) return new HttpError(415, 'unsupported_media_type', MESSAGES.unsupported_media_type);
  if (status === 404) return new HttpError(404, 'not_found', MESSAGES.not_found);
  if (status !== undefined && status >= 400 && status < 500)
    return new HttpError(status, 'bad_request', MESSAGES.bad_request);
  return null;
}

/** Every error becomes `{ error: { code, message, fields } }`; nothing internal leaks out. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'id';
    const known =
      error instanceof DomainError
        ? error
        : error.validation
          ? schemaError(error.validation, error.validationContext ?? '', lang)
          : fromFastifyError(error);
    if (!known) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: { code: 'internal', message: MESSAGES.internal[lang] } });
    }
    const status = httpStatusOf(known);
    if (status >= 500) request.log.error({ err: error }, 'server error');
    const body: Record<string, unknown> = {
      code: known.code,
      message: resolveMessage(known.localizedMessage, lang),
    };
    if (known.fields) body.fields = known.fields;
    if (known.retryAfterSeconds !== undefined) reply.header('retry-after', String(known.retryAfterSeconds));
    return reply.status(status).send({ error: body });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: MESSAGES.route_not_found[request.lang ?? 'id'] } });
  });
}
