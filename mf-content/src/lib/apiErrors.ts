import { isApiError } from '@hospital/api-client';

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A call given up by its caller: an AbortError itself, or the api-client's ApiError for an aborted call
 * (status 0, the abort reason as `cause`). A timeout is not one: its cause is a TimeoutError.
 */
export function isAbortError(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0 && isAbortError(error.cause);
  // By name rather than instanceof: older WebViews' DOMException does not extend Error.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
