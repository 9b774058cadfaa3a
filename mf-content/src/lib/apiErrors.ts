import { isApiError } from '@hospital/api-client';

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function isAbortError(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError')) return true;
  return isApiError(error) && /cancel|abort/i.test(error.message);
}
