import type { EncodedHtml } from './htmlEncoding';

/** A rendered page kept for a short while: its status and its HTML, as it is and compressed. */
export interface CachedPage {
  status: number;
  html: string;
  /** The Content-Security-Policy sent with it: it allows the inline scripts this HTML holds, no other. */
  securityPolicy: string;
  /** The HTML in each content coding, sent as it is to a browser that accepts one. */
  encoded?: EncodedHtml;
  /** `encoded` is being made (from the page's first hit on). */
  encoding?: boolean;
  at: number;
}

export interface CacheLookup {
  page: CachedPage;
  /** Past its time to live but still in its stale window: served while a new render is made. */
  stale: boolean;
}

/**
 * Rendered HTML of public pages (docs/architecture.md §2b), keyed by URL (the language is in it) and the
 * versions that rendered it; everything is forgotten when the registry changes. An entry is fresh for
 * `ttlMs`, then usable for `staleMs` more while one new render replaces it (as a CDN's
 * stale-while-revalidate), then gone. Bounded: the oldest entry goes first.
 */
export function createHtmlCache({
  ttlMs,
  staleMs = 0,
  maxEntries = 500,
  now = Date.now,
}: {
  ttlMs: number;
  staleMs?: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = new Map<string, CachedPage>();
  let generation = '';

  function lookup(key: string): CacheLookup | null {
    const page = entries.get(key);
    if (!page) return null;
    const age = now() - page.at;
    if (age <= ttlMs) return { page, stale: false };
    if (age <= ttlMs + staleMs) return { page, stale: true };
    entries.delete(key);
    return null;
  }

  return {
    /** The versions the pages are rendered with; a new value empties the cache. */
    setGeneration(next: string) {
      if (next === generation) return;
      generation = next;
      entries.clear();
    },
    lookup,
    /** A fresh page only. */
    get(key: string): CachedPage | null {
      const found = lookup(key);
      return found && !found.stale ? found.page : null;
    },
    set(key: string, page: Omit<CachedPage, 'at'>) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { ...page, at: now() });
    },
    size: () => entries.size,
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
