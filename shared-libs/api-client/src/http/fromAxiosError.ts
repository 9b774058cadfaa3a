import type { AxiosError } from 'axios';
import { ApiError } from '../errors';
import { abortFailure, httpFailure, networkFailure, timeoutFailure } from './failures';

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

// Recognised by the marks axios documents on its errors, so this module does not need axios itself
// (it loads with the first request: createHttp.ts).
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

function isCancel(error: unknown): error is AxiosError {
  return isAxiosError(error) && error.code === 'ERR_CANCELED';
}

/** What went wrong with a call, as the ApiError every caller handles (answer, timeout, abort, no answer). */
export function fromAxiosError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) {
    const signal = error.config?.signal;
    return abortFailure(signal && 'reason' in signal ? signal.reason : undefined);
  }
  if (isAxiosError(error)) {
    if (error.response) return httpFailure(error.response.status, error.response.data);
    if (error.code && TIMEOUT_CODES.has(error.code)) return timeoutFailure(error.config?.timeout ?? 0);
  }
  return networkFailure(error);
}
