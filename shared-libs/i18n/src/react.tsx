import { subscribe } from '@hospital/event-bus';
import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { currentLocale, DEFAULT_LOCALE, type Locale } from './locale';
import { translationFeed } from './translationFeed';

/*
 * Our own React binding for i18next (the official binding cost 8.5 KB gzip on every page, issue 9):
 * the apps only need a provider and `useTranslation`. @hospital/i18n is a Module Federation singleton,
 * so this context object is the same for the provider a remote renders and for every page using it.
 */

interface TranslationScope {
  i18n: i18n;
  defaultNS?: string;
}

const TranslationContext = createContext<TranslationScope | null>(null);

export interface I18nextProviderProps {
  /** The app's own instance from `createAppI18n`. */
  i18n: i18n;
  /** The namespace of `useTranslation()` without argument; defaults to the instance's `defaultNS`. */
  defaultNS?: string;
  children?: ReactNode;
}

/** Binds `useTranslation()` in this tree to the app's own instance (same props as the official binding's). */
export function I18nextProvider({ i18n: instance, defaultNS, children }: I18nextProviderProps) {
  const scope = useMemo(() => ({ i18n: instance, defaultNS }), [instance, defaultNS]);
  return <TranslationContext.Provider value={scope}>{children}</TranslationContext.Provider>;
}

export interface UseTranslationResponse {
  /** Bound to the namespace (falling back to `common`) and to the language shown; new on every change. */
  t: TFunction;
  i18n: i18n;
  /** Always true: the texts of the language shown are in (English is switched to once fetched). */
  ready: true;
}

function instanceDefaultNamespace(instance: i18n): string | undefined {
  const { defaultNS } = instance.options;
  if (typeof defaultNS === 'string') return defaultNS;
  return Array.isArray(defaultNS) ? defaultNS[0] : undefined;
}

/**
 * `t` of the provider's instance in namespace `ns` (default: the provider's, else the instance's), and
 * a re-render when its language changes or texts of that language arrive.
 */
export function useTranslation(ns?: string): UseTranslationResponse {
  const scope = useContext(TranslationContext);
  if (!scope) throw new Error('useTranslation() needs an <I18nextProvider> from @hospital/i18n above it');
  const { i18n: instance } = scope;
  const namespace = ns ?? scope.defaultNS ?? instanceDefaultNamespace(instance) ?? null;
  const feed = translationFeed(instance);
  const shown = useSyncExternalStore(feed.subscribe, feed.snapshot, feed.snapshot);
  const t = useMemo(
    () => instance.getFixedT(shown.language, namespace) as TFunction,
    [instance, shown, namespace],
  );
  return { t, i18n: instance, ready: true };
}

function subscribeLocale(onChange: () => void): () => void {
  return subscribe('locale:changed', onChange);
}

function serverLocale(): Locale {
  return DEFAULT_LOCALE;
}

/** The current locale; re-renders when `locale:changed` is published. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, serverLocale);
}
