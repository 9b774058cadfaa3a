import { subscribe, type Unsubscribe } from '@hospital/event-bus';
import i18next, { type i18n } from 'i18next';
import type { BilingualDict } from './dictionary';
import { COMMON_NAMESPACE, commonDictionary } from './dictionaries/common';
import { currentLocale, DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locale';

export interface AppI18nOptions {
  /** The app's own namespace, e.g. `mf-doctors`. */
  namespace: string;
  resources: BilingualDict;
}

const detachers = new WeakMap<i18n, Unsubscribe>();

/**
 * One i18next instance per app (never the global one), so remotes cannot overwrite each other's
 * texts or language. Resources are inline and init is synchronous (`initAsync: false`), so `t` works
 * at once. The app's namespace is the default; keys it lacks fall back to the `common` namespace.
 * The language follows `locale:changed`; a late instance gets the replayed value immediately.
 */
export function createAppI18n({ namespace, resources }: AppI18nOptions): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: currentLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: [namespace, COMMON_NAMESPACE],
    defaultNS: namespace,
    fallbackNS: COMMON_NAMESPACE,
    resources: {
      id: { [COMMON_NAMESPACE]: commonDictionary.id, [namespace]: resources.id },
      en: { [COMMON_NAMESPACE]: commonDictionary.en, [namespace]: resources.en },
    },
    // React escapes rendered text already; escaping here would show entities such as &amp;.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
  });
  const unsubscribe = subscribe('locale:changed', ({ locale }) => {
    if (instance.language !== locale) void instance.changeLanguage(locale);
  });
  detachers.set(instance, unsubscribe);
  return instance;
}

/** Stops an instance from following the bus (when an app unmounts for good, and in tests). */
export function detachAppI18n(instance: i18n): void {
  detachers.get(instance)?.();
  detachers.delete(instance);
}
