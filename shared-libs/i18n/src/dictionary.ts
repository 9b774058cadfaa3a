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
