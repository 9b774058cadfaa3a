import type { ApiErrorCode, Lang } from '@hospital/api-client';
import type { Localized } from '../db/schema';

/** A text in both languages, or one already in the request's language. */
export type Message = Localized | string;

export function resolveMessage(message: Message, lang: Lang): string {
  return typeof message === 'string' ? message : message[lang];
}

/** Thrown by routes; the error handler renders it as `{ error: { code, message, fields } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly localizedMessage: Message,
    readonly fields?: Record<string, string>,
    /** Response headers that belong to the error, e.g. `Retry-After` of a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof localizedMessage === 'string' ? localizedMessage : localizedMessage.en);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  bad_request: { id: 'Permintaan tidak valid.', en: 'The request is not valid.' },
  validation_failed: { id: 'Periksa kembali data yang diisi.', en: 'Please check the data you entered.' },
  unauthorized: {
    id: 'Token akses tidak ada atau salah.',
    en: 'The access token is missing or wrong.',
  },
  not_found: { id: 'Data tidak ditemukan.', en: 'Not found.' },
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

export function notFound(message: Message = MESSAGES.not_found): HttpError {
  return new HttpError(404, 'not_found', message);
}

export function badRequest(message: Message, fields?: Record<string, string>): HttpError {
  return new HttpError(400, 'bad_request', message, fields);
}

export function validationFailed(fields: Record<string, string>): HttpError {
  return new HttpError(400, 'validation_failed', MESSAGES.validation_failed, fields);
}
