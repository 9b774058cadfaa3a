import { useEffect, useRef, useState } from 'react';
import { useLocale, type Locale } from '@hospital/i18n';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface LocalizedData<T> {
  data: T | null;
  status: LoadStatus;
}

/**
 * Loads API data in the current language and again whenever the language changes. The previous
 * answer stays on screen while the new one loads (no flash, no layout shift); a failure is logged
 * and reported as `error` so the caller can show its static fallback (SPEC 8: no user-facing message).
 */
export function useLocalizedData<T>(
  load: (signal: AbortSignal, locale: Locale) => Promise<T>,
  label: string,
  /** False keeps the call off the network (and the status `loading`) until it turns true. */
  enabled = true,
): LocalizedData<T> {
  const locale = useLocale();
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [state, setState] = useState<LocalizedData<T>>({ data: null, status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    loadRef.current(controller.signal, locale).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`[shell] ${label} unavailable, showing the static fallback`, error);
        setState((previous) => ({ data: previous.data, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [locale, label, enabled]);

  return state;
}
