import { isAxiosError, isCancel } from 'axios';
import { ApiError } from '../errors';
import { abortFailure, httpFailure, networkFailure, timeoutFailure } from './failures';

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** What went wrong with a call, as the ApiError every caller handles (answer, timeout, abort, no answer). */
export function fromAxiosError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return abortFailure(error.config?.signal && 'reason' in error.config.signal ? error.config.signal.reason : undefined);
  if (isAxiosError(error)) {
    if (error.response) return httpFailure(error.response.status, error.response.data);
    if (error.code && TIMEOUT_CODES.has(error.code)) return timeoutFailure(error.config?.timeout ?? 0);
  }
  return networkFailure(error);
}
