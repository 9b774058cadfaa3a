import { subscribe, type Unsubscribe } from '@hospital/event-bus';
import i18next, { type i18n } from 'i18next';
import type { AppResources, Dict, DictLoader } from './dictionary';
import { COMMON_NAMESPACE, commonDictionary } from './dictionaries/common';
import { installLazyLanguages, wantedLanguage } from './lazyLanguages';
import { currentLocale, DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locale';

export interface AppI18nOptions {
  /** The app's own namespace, e.g. `mf-doctors`. */
  namespace: string;
  /** Indonesian inline; English inline (tests) or `() => import('./en').then((m) => m.en)`. */
  resources: AppResources;
}

const detachers = new WeakMap<i18n, Unsubscribe>();

function isLoader(source: Dict | DictLoader): source is DictLoader {
  return typeof source === 'function';
}

/** One app's i18next instance with Indonesian, and English when it is given inline. */
function newInstance(
  namespace: string,
  resources: AppResources,
  english: Dict | undefined,
  lng: Locale,
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: [namespace, COMMON_NAMESPACE],
    defaultNS: namespace,
    fallbackNS: COMMON_NAMESPACE,
    resources: {
      id: { [COMMON_NAMESPACE]: commonDictionary.id, [namespace]: resources.id },
      en: { [COMMON_NAMESPACE]: commonDictionary.en, ...(english ? { [namespace]: english } : {}) },
    },
    // React escapes rendered text already; escaping here would show entities such as &amp;.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
    // Texts are in before anything renders (English awaited by mount, or fixed on the server).
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * One i18next instance per app (never the global one), so remotes cannot overwrite each other's
 * texts or language. Indonesian is inline and init is synchronous (`initAsync: false`), so `t` works
 * at once. The app's namespace is the default; keys it lacks fall back to the `common` namespace.
 * The language follows `locale:changed`; a late instance gets the replayed value immediately.
 *
 * English given as a loader stays off the first load (docs/decisions.md, issue 9): it is fetched when the locale is or
 * becomes English, and the instance switches only once it is in (until then it stays in Indonesian,
 * never a mix). `whenReady(instance)` tells when the current locale's texts are showing.
 */
export function createAppI18n({ namespace, resources }: AppI18nOptions): i18n {
  const locale = currentLocale();
  const english = isLoader(resources.en) ? undefined : resources.en;
  const instance = newInstance(
    namespace,
    resources,
    english,
    locale === 'en' && !english ? DEFAULT_LOCALE : locale,
  );
  installLazyLanguages(instance, namespace, isLoader(resources.en) ? { en: resources.en } : {});

  const follow = (next: string) => {
    // Skipped only when `next` is showing as asked; a fetch of it still running or failed is asked again.
    if (instance.language === next && wantedLanguage(instance) === next) return;
    instance.changeLanguage(next).catch((error: unknown) => {
      console.error(`[i18n] ${namespace}: the ${next} texts could not be loaded`, error);
    });
  };
  follow(locale);
  const unsubscribe = subscribe('locale:changed', ({ locale: next }) => follow(next));
  detachers.set(instance, unsubscribe);
  return instance;
}

/**
 * An instance fixed to one language, for the server render of a page in that language: it never
 * follows the bus (which is the server's, not a page's), and a language given as a loader is fetched
 * before it resolves, so the render never waits or mixes languages. Read-only afterwards, so one per
 * language serves every request.
 */
export async function createFixedI18n({ namespace, resources }: AppI18nOptions, lng: Locale): Promise<i18n> {
  const english = isLoader(resources.en) ? await resources.en() : resources.en;
  return newInstance(namespace, resources, english, lng);
}

/** The same, with both dictionaries at hand (tests): ready synchronously. */
export function createFixedI18nSync(namespace: string, resources: { id: Dict; en: Dict }, lng: Locale): i18n {
  return newInstance(namespace, resources, resources.en, lng);
}

/** Stops an instance from following the bus (when an app unmounts for good, and in tests). */
export function detachAppI18n(instance: i18n): void {
  detachers.get(instance)?.();
  detachers.delete(instance);
}
