import type { ApiErrorCode, Lang } from '@hospital/contract';
import type { Localized } from '../db/schema';

/** A text in both languages, or one already in the request's language. */
export type Message = Localized | string;

export function resolveMessage(message: Message, lang: Lang): string {
  return typeof message === 'string' ? message : message[lang];
}

/** The codes a rule refuses with (`network` is the client's own, never the server's). */
export type DomainErrorCode = Exclude<ApiErrorCode, 'network'>;

/**
 * What a rule refuses, in the API's own words: a code of the error list, the message in both
 * languages, the field messages of a form. Domain code throws it and knows nothing of HTTP: the API's
 * error handler gives each code its status (`HTTP_STATUS`, src/http/errors.ts), the one place that does.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly localizedMessage: Message,
    readonly fields?: Record<string, string>,
    /** When trying again can succeed (a lock, a throttle): sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof localizedMessage === 'string' ? localizedMessage : localizedMessage.en);
    this.name = 'DomainError';
  }
}

export const DOMAIN_MESSAGES = {
  bad_request: { id: 'Permintaan tidak valid.', en: 'The request is not valid.' },
  validation_failed: { id: 'Periksa kembali data yang diisi.', en: 'Please check the data you entered.' },
  not_found: { id: 'Data tidak ditemukan.', en: 'Not found.' },
} satisfies Record<string, Localized>;

export function notFound(message: Message = DOMAIN_MESSAGES.not_found): DomainError {
  return new DomainError('not_found', message);
}

export function badRequest(message: Message, fields?: Record<string, string>): DomainError {
  return new DomainError('bad_request', message, fields);
}

export function validationFailed(fields: Record<string, string>): DomainError {
  return new DomainError('validation_failed', DOMAIN_MESSAGES.validation_failed, fields);
}
