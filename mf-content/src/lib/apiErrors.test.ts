import { ApiError, createApiClient, type FetchLike } from '@hospital/api-client';
import { isAbortError, isNotFoundError } from './apiErrors';

/** A fetch that never answers, but rejects like the browser's once its signal aborts. */
const hangingFetch: FetchLike = (_url, init) =>
  new Promise((_, reject) => {
    init.signal.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

describe('isAbortError', () => {
  it('recognises the rejection of an api-client call its caller aborted', async () => {
    const controller = new AbortController();
    const pending = createApiClient({ fetch: hangingFetch })
      .listServices({ signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });

  it('does not take a timeout, a dead API or an answer for an abort', async () => {
    jest.useFakeTimers();
    try {
      const pending = createApiClient({ fetch: hangingFetch, timeoutMs: 100 })
        .listServices()
        .catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(100);
      const timedOut = await pending;
      expect(timedOut).toMatchObject({ status: 0, code: 'network' });
      expect(isAbortError(timedOut)).toBe(false);
    } finally {
      jest.useRealTimers();
    }
    const refused: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(
      isAbortError(
        await createApiClient({ fetch: refused })
          .listServices()
          .catch((e: unknown) => e),
      ),
    ).toBe(false);
    const cancelled = new ApiError({ status: 409, code: 'invalid_status', message: 'Booking was cancelled' });
    expect(isAbortError(cancelled)).toBe(false);
  });

  it('recognises a bare AbortError', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    const error = new Error('aborted');
    error.name = 'AbortError';
    expect(isAbortError(error)).toBe(true);
    expect(isAbortError(new Error('aborted'))).toBe(false);
    expect(isAbortError(undefined)).toBe(false);
  });
});

describe('isNotFoundError', () => {
  it('is a 404 ApiError only', () => {
    expect(isNotFoundError(new ApiError({ status: 404, code: 'not_found', message: 'x' }))).toBe(true);
    expect(isNotFoundError(new ApiError({ status: 500, code: 'internal', message: 'x' }))).toBe(false);
    expect(isNotFoundError(new Error('404'))).toBe(false);
  });
});
