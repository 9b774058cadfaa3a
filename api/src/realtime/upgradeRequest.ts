import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** The query parameter that carries the token (RFC 6750 2.3), since a browser WebSocket has no headers. */
export const TOKEN_PARAM = 'access_token';

function queryToken(url: string | undefined): string | null {
  const query = url?.split('?')[1];
  return query ? new URLSearchParams(query).get(TOKEN_PARAM) : null;
}

/**
 * An `upgrade` listener for the signalling path: a token given as `?access_token=` becomes the
 * `Authorization: Bearer` header, so the API's one token check (an onRequest hook that reads
 * only the header) applies to the WebSocket as to every other call.
 */
export function copyQueryTokenToHeader(pathPrefix: string): (request: IncomingMessage) => void {
  return (request) => {
    if (request.headers.authorization || !request.url?.startsWith(pathPrefix)) return;
    const token = queryToken(request.url);
    if (token) request.headers.authorization = `Bearer ${token}`;
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Header or query token, checked again here so the route is safe wherever it is mounted. */
export function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = /^Bearer\s+(.+)$/i.exec(request.headers.authorization?.trim() ?? '');
  const given = header?.[1] ?? queryToken(request.url);
  return given !== null && given !== undefined && sameSecret(given, token);
}

/**
 * WebSockets are not covered by CORS, so the origin is checked here: no Origin (not a browser),
 * the API's own host, or one of the site's origins.
 */
export function isSameOrAllowedOrigin(request: FastifyRequest, siteOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (siteOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
