import { isAxiosError } from 'axios';
import { ERROR_CODES, type ApiErrorBody, type ApiErrorCode } from './types/common';

/** Every failed call rejects with this: `status` 0 and code `network` when no answer came back. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: Record<string, string>;
  /** Extra data of some errors, e.g. the existing booking of a `duplicate_booking`. */
  readonly details?: unknown;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    details?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.details = init.details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
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

/** Turns whatever axios threw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      return new ApiError({ status: 0, code: 'network', message: error.message || 'Network error' });
    }
    if (isErrorBody(response.data)) {
      const body = response.data.error;
      return new ApiError({
        status: response.status,
        code: knownCode(body.code, response.status),
        message: body.message,
        fields: body.fields,
        details: body.existing,
      });
    }
    return new ApiError({
      status: response.status,
      code: knownCode(undefined, response.status),
      message: error.message || `HTTP ${response.status}`,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, code: 'network', message });
}
