import { abortFailure } from './http/failures';
import { SignalFired, unlessAborted } from './http/callSignal';

/** How long hospital and menu data stay fresh in the page: they change a few times a year. */
export const REFERENCE_TTL_MS = 5 * 60 * 1000;

/**
 * Keeps the answers of reference calls (the hospitals, the menu) for a few minutes, per URL and
 * language. Every app of a page shares one client, so the shell's chrome and a remote asking for the
 * hospitals at first load make one request instead of two. A failed answer is not kept. The shared
 * request never carries one caller's signal: a caller that aborts (its page unmounted) stops waiting,
 * the others still get the answer.
 */
export function createReferenceCache(now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();

  return function cached<T>(key: string, load: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    let entry = entries.get(key);
    if (!entry || now() - entry.at > REFERENCE_TTL_MS) {
      const value = load();
      entry = { at: now(), value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
    }
    const value = entry.value as Promise<T>;
    if (!signal) return value;
    return unlessAborted(value, signal).catch((error: unknown) => {
      throw error instanceof SignalFired ? abortFailure(signal.reason) : error;
    });
  };
}
