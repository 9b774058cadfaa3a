import type { FastifyRequest } from 'fastify';

/**
 * Log lines without personal data (docs/decisions.md, issue 13: a failed query logged its parameters — full phone,
 * e-mail and NIK). Three layers: request URLs keep only the values of parameters known to be
 * harmless (ids, paging, order, language); errors are rebuilt from their codes, never from their
 * messages (a driver error quotes the values, Drizzle's lists the parameters, both reach the stack);
 * and pino's `redact` blanks the known personal fields wherever a log call names them.
 */

/**
 * Query parameters whose values say nothing about a person. Not `id` (a screening result's id opens
 * it) unless it is a number, nor `filters`, `q` or `name` (free text).
 */
const HARMLESS_PARAMS =
  /^(lang|_|offset|limit|order|[a-z]+_id|physicians|category|state|when|section|day|start_day|with_schedule|industry|from|to|speciality|meetingId|m)$/;

/**
 * A booking code is half of what opens a booking, a consultation key (`/konsultasi/<meeting id>.<token>`,
 * a page of the site) all of what opens a consultation, and a booking-access token (docs/decisions.md,
 * issue 24) all of what opens a patient's bookings: they stay out of the logs too.
 */
const SECRET_SEGMENTS = [/(\.appointment\/)[^/?]+/, /(\/konsultasi\/)[^/?]+/, /(\.booking_access\/)[^/?]+/];

const REDACTED = '[redacted]';

/** `/api/medika.appointment/K7PQ3MZXA9?born_date=1990-05-17` → `/api/medika.appointment/[redacted]?born_date=[redacted]` */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  const safePath = SECRET_SEGMENTS.reduce(
    (current, segment) => current.replace(segment, `$1${REDACTED}`),
    path,
  );
  if (query === undefined) return safePath;
  const params = query
    .split('&')
    .map((pair) => {
      const [name, value = ''] = pair.split('=', 2);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as it came, without its value.
      }
      const harmless = HARMLESS_PARAMS.test(decoded) || (decoded === 'id' && /^\d+$/.test(value));
      return harmless ? pair : `${name}=${REDACTED}`;
    })
    .join('&');
  return `${safePath}?${params}`;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  statusCode?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
}

const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'severity', 'statusCode'] as const;

/** Drizzle's query error: its message and stack list the query's parameters. */
function isQueryError(error: ErrorLike): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

/** A driver error (node-postgres, PGlite): its message may quote a value (`invalid input syntax for type uuid: "…"`). */
function isDriverError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

function safeMessage(error: ErrorLike): string {
  if (isQueryError(error)) return `Failed query: ${String(error.query)}`;
  if (isDriverError(error)) return `database error ${String(error.code)}`;
  return typeof error.message === 'string' ? error.message : String(error.message ?? '');
}

/** The stack without its first lines (the message, which may span lines): only the frames. */
function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n');
  const first = lines.findIndex((line) => /^\s+at /.test(line));
  return first < 0 ? undefined : lines.slice(first).join('\n');
}

/** What `serializeError` keeps of an error (the shape of pino's own `err` serializer). */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** pino's `err` serializer: type, a message that carries no values, codes, frames, the cause chain. */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (typeof value !== 'object' || value === null)
    return { type: typeof value, message: typeof value, stack: '' };
  const error = value as ErrorLike;
  const type =
    (typeof error.name === 'string' && error.name !== 'Error' ? error.name : value.constructor?.name) ??
    'Error';
  const message = safeMessage(error);
  const stackFrames = frames(error.stack);
  const out: SerializedError = {
    type,
    message,
    stack: stackFrames ? `${type}: ${message}\n${stackFrames}` : '',
  };
  for (const field of SAFE_FIELDS) if (error[field] !== undefined) out[field] = error[field];
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** pino's `req` serializer: method, redacted URL, client address (the proxy-aware `request.ip`). */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/** Personal fields wherever a log call puts them (one level deep, and in a request's body). */
const PERSONAL = [
  'nik',
  'phone',
  'email',
  'fullName',
  'full_name',
  'name',
  'bornDate',
  'born_date',
  'contact',
  'visitor',
  // docs/decisions.md, issue 15: BPJS numbers, the whole payment, the patient's name as typed.
  'bpjsCardNumber',
  'referralNumber',
  'insurance',
  'patientName',
];
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'params',
  'err.params',
  ...PERSONAL.map((field) => `*.${field}`),
  ...PERSONAL,
];

/** The pino options of every server that mounts the API (its own and the site's). */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
  };
}
