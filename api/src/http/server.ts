import type { Server } from 'node:http';
import type { FastifyError, FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config';
import { resolveLang } from './lang';
import { loggerOptions } from './logging';

export interface HttpServerSettings {
  trustProxy: TrustProxy;
  requestTimeoutMs: number;
  bodyLimitBytes?: number;
  /** pino level, or false for no logs. */
  logLevel: string | false;
  /** Where log lines go (default: standard output). */
  logStream?: NodeJS.WritableStream;
}

const BAD_URL = {
  id: 'Alamat permintaan terlalu panjang atau tidak valid.',
  en: 'The request address is too long or not valid.',
};

/**
 * Errors of the router itself (a path parameter over `maxParamLength`, a malformed URL) in the API's
 * error shape: they happen before any route, plugin or error handler.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = resolveLang(
    new URLSearchParams(request.url.split('?')[1] ?? '').get('lang'),
    request.headers['accept-language'],
  );
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.code(status).send({ error: { code: 'bad_request', message: BAD_URL[lang] } });
}

/**
 * Fastify trusts no hop count (it cannot check the immediate peer): a count becomes "the first n
 * addresses, from the socket's, are proxies". That is only true when the server cannot be reached
 * but through those proxies (bound to loopback behind nginx, say): prefer addresses or ranges.
 */
function trustFunction(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * Options of every Fastify server that serves the API (its own, `main.ts`, and the site's, ops):
 * - `trustProxy` from `TRUST_PROXY` only (never "everyone": a forged `X-Forwarded-For` would
 *   otherwise reset the per-IP rate limits and connection caps);
 * - `requestTimeout`: the whole request (headers and body) within the limit, checked every second,
 *   so a client sending a byte every few seconds is cut off instead of holding a connection;
 * - the logger with personal data redacted (`logging.ts`).
 */
export function httpServerOptions(settings: HttpServerSettings): FastifyHttpOptions<Server> {
  const timeout = settings.requestTimeoutMs;
  return {
    trustProxy: trustFunction(settings.trustProxy),
    requestTimeout: timeout,
    http: { requestTimeout: timeout, headersTimeout: timeout, connectionsCheckingInterval: 1000 },
    ...(settings.bodyLimitBytes ? { bodyLimit: settings.bodyLimitBytes } : {}),
    logger:
      settings.logLevel === false
        ? false
        : {
            ...loggerOptions(settings.logLevel),
            ...(settings.logStream ? { stream: settings.logStream } : {}),
          },
    frameworkErrors,
  };
}
