import { useCallback, useRef } from 'react';
import type { checkNewsletter } from './newsletterValidation';

type Check = typeof checkNewsletter;

/**
 * The validation code is fetched on the first focus of the form (so it is usually there by the time
 * the visitor submits) and awaited on submit; a failed download is retried on the next attempt.
 */
export function useLazyNewsletterCheck(): { prepare(): void; load(): Promise<Check> } {
  const pending = useRef<Promise<Check> | null>(null);
  const load = useCallback(() => {
    pending.current ??= import('./newsletterValidation').then(
      (module) => module.checkNewsletter,
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, []);
  const prepare = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  return { prepare, load };
}
