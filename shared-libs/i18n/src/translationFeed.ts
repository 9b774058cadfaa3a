import type { i18n } from 'i18next';

/** What a translated component renders from; a new object whenever the texts it shows may change. */
export interface TranslationSnapshot {
  readonly language: string;
  readonly revision: number;
}

export interface TranslationFeed {
  subscribe(onChange: () => void): () => void;
  snapshot(): TranslationSnapshot;
}

const feeds = new WeakMap<i18n, TranslationFeed>();

/**
 * One feed per i18next instance, for `useSyncExternalStore`: it changes on `languageChanged`, on
 * `loaded`, and when a dictionary of a language being shown is added (the texts on screen change).
 */
export function translationFeed(instance: i18n): TranslationFeed {
  const existing = feeds.get(instance);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let current: TranslationSnapshot = { language: instance.language, revision: 0 };
  const bump = () => {
    current = { language: instance.language, revision: current.revision + 1 };
    for (const listener of listeners) listener();
  };
  instance.on('languageChanged', bump);
  instance.on('loaded', bump);
  instance.store.on('added', (lng) => {
    if (instance.languages?.includes(lng)) bump();
  });
  const feed: TranslationFeed = {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    snapshot: () => current,
  };
  feeds.set(instance, feed);
  return feed;
}
