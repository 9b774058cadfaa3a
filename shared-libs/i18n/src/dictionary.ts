/** A dictionary: nested objects whose leaves are strings (i18next JSON v4 shape). */
export interface Dict {
  [key: string]: string | Dict;
}

/**
 * The shape of a dictionary with every text widened to `string`. Type the English dictionary with it
 * so the compiler rejects a missing or extra key: `export const en: DictShape<typeof id> = { ... }`.
 */
export type DictShape<T> = { [K in keyof T]: T[K] extends string ? string : DictShape<T[K]> };

export interface BilingualDict {
  id: Dict;
  en: Dict;
}

/** Fetches a dictionary on demand, e.g. `() => import('./en').then((m) => m.en)` (its own chunk). */
export type DictLoader = () => Promise<Dict>;

/**
 * An app's texts: Indonesian (the default language) inline, so the first render never waits for it;
 * English inline or, to keep it off the first load, as a loader fetched when the locale is English.
 */
export interface AppResources {
  id: Dict;
  en: Dict | DictLoader;
}

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collect(id: Dict | undefined, en: Dict | undefined, prefix: string, out: Set<string>): void {
  const keys = new Set([...Object.keys(id ?? {}), ...Object.keys(en ?? {})]);
  for (const key of keys) {
    const path = prefix ? `${prefix}.${key}` : key;
    const a = id?.[key];
    const b = en?.[key];
    if (isDict(a) || isDict(b)) {
      if (!isDict(a) || !isDict(b)) out.add(path);
      collect(isDict(a) ? a : undefined, isDict(b) ? b : undefined, path, out);
      continue;
    }
    if (typeof a !== 'string' || typeof b !== 'string' || a.trim() === '' || b.trim() === '') out.add(path);
  }
}

/**
 * Dotted keys that exist in one language but not the other, hold an empty text, or are a text in one
 * language and a group in the other. Sorted; `[]` means the dictionaries match.
 */
export function findMissingKeys(resources: BilingualDict): string[] {
  const out = new Set<string>();
  collect(resources.id, resources.en, '', out);
  return [...out].sort();
}
