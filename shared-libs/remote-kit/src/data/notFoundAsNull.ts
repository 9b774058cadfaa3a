import { isApiError } from '@hospital/api-client';

/**
 * An item that does not exist is an answer, not a failure: `null`, cached and sent to the browser like
 * any data, so the server and the browser both render the 404 panel from it (a failure is never sent
 * with the page, so rendering one on the server would not match the browser).
 */
export async function notFoundAsNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
