import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from '@hospital/api-client';

export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'success'; data: T };

export type QueryResult<T> = QueryState<T> & { reload: () => void };

// Reference data (hospitals, clinics, doctors, insurers) rarely changes during a visit: steps that
// mount again, or the summary, reuse it instead of waiting for the network.
const cache = new Map<string, unknown>();

export function clearQueryCacheForTests(): void {
  cache.clear();
}

interface Options {
  /** Keep the answer for later mounts with the same key (default true). */
  cache?: boolean;
}

/**
 * Loads `fetcher()` whenever `key` changes (null: nothing to load yet). The key must name every
 * input of the fetcher, the language included. A failed load can be retried with `reload`.
 */
export function useApiQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: Options = {},
): QueryResult<T> {
  const useCache = options.cache ?? true;
  const cached = key !== null && useCache && cache.has(key);
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>(() => ({
    key,
    value: cached ? { status: 'success', data: cache.get(key) as T } : { status: key ? 'loading' : 'idle' },
  }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) {
      setState({ key, value: { status: 'idle' } });
      return;
    }
    if (useCache && cache.has(key)) {
      setState({ key, value: { status: 'success', data: cache.get(key) as T } });
      return;
    }
    const controller = new AbortController();
    setState((previous) =>
      previous.key === key && previous.value.status === 'loading'
        ? previous
        : { key, value: { status: 'loading' } },
    );
    fetcher(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        if (useCache) cache.set(key, data);
        setState({ key, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, value: { status: 'error', error: toApiError(error) } });
      },
    );
    return () => controller.abort();
    // The fetcher is described by the key; a new closure with the same key must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, useCache]);

  const reload = useCallback(() => {
    if (key !== null) cache.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  // Until the effect has run for a new key, report loading rather than the previous key's data.
  const value: QueryState<T> =
    state.key === key
      ? state.value
      : key !== null && useCache && cache.has(key)
        ? { status: 'success', data: cache.get(key) as T }
        : { status: key ? 'loading' : 'idle' };
  return { ...value, reload };
}
