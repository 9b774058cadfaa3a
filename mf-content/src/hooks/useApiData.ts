import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, isNotFoundError } from '../lib/apiErrors';
import { useLang } from './useLang';

export type DataState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; notFound: boolean; error: unknown };

export type DataResult<T> = DataState<T> & { retry: () => void };

/**
 * Loads data for a page and reloads it when `key` or the language changes. SPEC 8: a failed load is
 * logged and the loading state stops; the page then shows a polite error with a retry (or the 404
 * panel for an unknown item). With `enabled` false nothing is fetched yet and the state stays
 * `loading`, so a section below the fold can show its skeleton until the visitor comes near it.
 */
export function useApiData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
): DataResult<T> {
  const lang = useLang();
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ id: string; value: DataState<T> }>({
    id: '',
    value: { status: 'loading' },
  });
  const id = `${key}|${lang}|${attempt}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ id, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const notFound = isNotFoundError(error);
        if (!notFound) console.warn('[mf-content] data load failed', key, error);
        setState({ id, value: { status: 'error', notFound, error } });
      },
    );
    return () => controller.abort();
  }, [id, key, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A new key shows the loading state at once rather than the previous item for one render.
  const value: DataState<T> = state.id === id ? state.value : { status: 'loading' };
  return { ...value, retry };
}
