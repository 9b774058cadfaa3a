/** A rendered page kept for a short while: its status, its HTML, and the Cache-Control it was sent with. */
export interface CachedPage {
  status: number;
  html: string;
  at: number;
}

/**
 * Rendered HTML of public pages (ARCHITECTURE 2b), keyed by URL (the language is in it) and the
 * versions that rendered it; everything is forgotten when the registry changes, and an entry ages out
 * after `ttlMs`. Bounded: the oldest entry goes first.
 */
export function createHtmlCache({
  ttlMs,
  maxEntries = 500,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = new Map<string, CachedPage>();
  let generation = '';
  return {
    /** The versions the pages are rendered with; a new value empties the cache. */
    setGeneration(next: string) {
      if (next === generation) return;
      generation = next;
      entries.clear();
    },
    get(key: string): CachedPage | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (now() - entry.at > ttlMs) {
        entries.delete(key);
        return null;
      }
      return entry;
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
