import { useCallback, useEffect, useState } from 'react';

export type RequestState<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` now and whenever `key` changes (e.g. the id or the language), aborting the previous
 * call; `retry` runs it again. The last good data stays on screen while a new language loads.
 */
export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): RequestState<T> & { retry: () => void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ok' ? previous : { status: 'loading' }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ok', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is recreated every render; `key` says when it means something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
