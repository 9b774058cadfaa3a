import type { Localized } from '../db/schema';
import {
  badRequest,
  DOMAIN_MESSAGES,
  DomainError,
  notFound,
  resolveMessage,
  validationFailed,
  type DomainErrorCode,
  type Message,
} from '../lib/errors';

export { badRequest, notFound, resolveMessage, validationFailed, type Message };

/**
 * The HTTP status of each error code: the one place that maps what domain code refuses
 * (`DomainError`, src/lib/errors.ts) to HTTP. docs/product-rules.md §7 and api/README.md, "Status codes".
 */
export const HTTP_STATUS: Record<DomainErrorCode, number> = {
  bad_request: 400,
  invalid_filter: 400,
  validation_failed: 400,
  unauthorized: 401,
  wrong_code: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  session_full: 409,
  session_unavailable: 409,
  duplicate_booking: 409,
  reschedule_limit: 409,
  invalid_status: 409,
  registration_closed: 409,
  event_full: 409,
  meeting_not_open: 409,
  meeting_ended: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  booking_locked: 429,
  account_locked: 429,
  too_many_attempts: 429,
  internal: 500,
};

/**
 * An error of the HTTP layer itself, whose status is not its code's (a 414 from the router, a 503 of
 * the health check): thrown only under src/http/ and by the error handler's translation of Fastify's errors.
 */
export class HttpError extends DomainError {
  constructor(
    readonly statusCode: number,
    code: DomainErrorCode,
    localizedMessage: Message,
    fields?: Record<string, string>,
  ) {
    super(code, localizedMessage, fields);
    this.name = 'HttpError';
  }
}

export function httpStatusOf(error: DomainError): number {
  return error instanceof HttpError ? error.statusCode : HTTP_STATUS[error.code];
}

export const MESSAGES = {
  ...DOMAIN_MESSAGES,
  unauthorized: {
    id: 'Token akses tidak ada atau salah.',
    en: 'The access token is missing or wrong.',
  },
  csrf: {
    id: 'Formulir ini sudah kedaluwarsa. Muat ulang halaman lalu coba lagi.',
    en: 'This form has expired. Reload the page and try again.',
  },
  route_not_found: { id: 'Alamat API tidak dikenal.', en: 'Unknown API path.' },
  payload_too_large: { id: 'Data yang dikirim terlalu besar.', en: 'The request body is too large.' },
  unsupported_media_type: {
    id: 'Format data tidak didukung; kirim JSON atau form.',
    en: 'Unsupported content type; send JSON or a form.',
  },
  invalid_json: { id: 'JSON tidak valid.', en: 'The JSON body is not valid.' },
  rate_limited: {
    id: 'Terlalu banyak permintaan. Silakan coba lagi sebentar lagi.',
    en: 'Too many requests. Please try again in a moment.',
  },
  internal: {
    id: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    en: 'Something went wrong on the server. Please try again.',
  },
} satisfies Record<string, Localized>;
