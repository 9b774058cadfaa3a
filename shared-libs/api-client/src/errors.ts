import type { ApiErrorCode } from '@hospital/contract';

/**
 * Every failed call rejects with this: `status` 0 and code `network` when no answer came back (no
 * connection, timeout, or the caller's abort; `cause` then holds the underlying error or abort reason).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: Record<string, string>;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    cause?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    // Set by hand, non-enumerable like the native one: older WebViews ignore Error's `{ cause }` option.
    if (init.cause !== undefined) {
      Object.defineProperty(this, 'cause', { value: init.cause, writable: true, configurable: true });
    }
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** An ApiError as is; anything else thrown around a call becomes a `network` ApiError (status 0). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, code: 'network', message: message || 'Network Error', cause: error });
}
