import { ApiError } from '../errors';
import { ERROR_CODES, type ApiErrorBody, type ApiErrorCode } from '@hospital/contract';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function knownCode(code: unknown, status: number): ApiErrorCode {
  if (typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code))
    return code as ApiErrorCode;
  return CODE_BY_STATUS[status] ?? 'internal';
}

/** An answer outside 2xx: the API's `{ error: { code, message, fields } }`, or a code from the status. */
export function httpFailure(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError({
      status,
      code: knownCode(body.error.code, status),
      message: body.error.message,
      fields: body.error.fields,
    });
  }
  return new ApiError({
    status,
    code: knownCode(undefined, status),
    message: `Request failed with status code ${status}`,
  });
}

/** No answer: the connection failed (browsers word it differently, so the message is one fixed text). */
export function networkFailure(cause: unknown): ApiError {
  return new ApiError({ status: 0, code: 'network', message: 'Network Error', cause });
}

/** No answer in time. The message must not read as an abort: the UI shows an error for a timeout. */
export function timeoutFailure(timeoutMs: number): ApiError {
  const message = `timeout of ${timeoutMs}ms exceeded`;
  return new ApiError({
    status: 0,
    code: 'network',
    message,
    cause: new DOMException(message, 'TimeoutError'),
  });
}

/**
 * The caller aborted. `cause` is the signal's reason (a DOMException named AbortError unless the
 * caller gave another), so `isAbortError`-style checks can tell an abort from a failure.
 */
export function abortFailure(reason: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: 'network',
    message: 'canceled',
    cause: reason ?? new DOMException('The operation was aborted.', 'AbortError'),
  });
}
