import { useCallback, useEffect, useRef, useState } from 'react';

// Reference lists (hospitals, polis, specialities) change rarely: one request per language and page
// load is enough, and a revisit renders them at once instead of flashing a skeleton.
const pending = new Map<string, Promise<unknown>>();
const resolved = new Map<string, unknown>();

function loadCached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    pending.set(key, promise);
    promise.then(
      (value) => resolved.set(key, value),
      () => pending.delete(key),
    );
  }
  return promise;
}

/** For tests. */
export function clearResourceCache(): void {
  pending.clear();
  resolved.clear();
}

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Tries again after a failure (and refreshes an uncached resource). */
  reload: () => void;
}

interface State<T> {
  key: string | null;
  attempt: number;
  data?: T;
  error?: unknown;
}

/**
 * Loads `key` with `load` and follows key changes; answers of an outdated key are dropped.
 * `cache: true` shares one request per key for the whole page load.
 */
export function useResource<T>(
  key: string | null,
  load: () => Promise<T>,
  { cache = false }: { cache?: boolean } = {},
): Resource<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>({ key: null, attempt: 0 });

  useEffect(() => {
    if (key === null) return;
    let active = true;
    const promise = cache ? loadCached(key, () => loadRef.current()) : loadRef.current();
    promise.then(
      (data) => {
        if (active) setState({ key, attempt, data });
      },
      (error: unknown) => {
        if (active) setState({ key, attempt, error });
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt, cache]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === key && state.attempt === attempt;
  const data = current
    ? state.data
    : cache && key !== null
      ? (resolved.get(key) as T | undefined)
      : undefined;
  const error = current ? state.error : undefined;
  return { data, error, loading: key !== null && data === undefined && error === undefined, reload };
}
