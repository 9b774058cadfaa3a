import { lastValue, publish, type Locale } from '@hospital/event-bus';

export type { Locale };

export const SUPPORTED_LOCALES = ['id', 'en'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'id';
export const LOCALE_STORAGE_KEY = 'hospital.locale';
export const LOCALE_QUERY_PARAM = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

// localStorage can be missing (node) or throw on access (blocked cookies, some private modes).
function browserStorage(): LocaleStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function readStorage(storage: Pick<Storage, 'getItem'> | null | undefined): string | null {
  try {
    return storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export interface InitialLocaleSources {
  /** A URL query string such as `?lang=en`; defaults to `window.location.search`. */
  search?: string;
  /** Defaults to `window.localStorage`; null for none. */
  storage?: Pick<Storage, 'getItem'> | null;
}

/** `?lang=en|id` in the URL wins, then the stored choice, then Indonesian. */
export function resolveInitialLocale(sources: InitialLocaleSources = {}): Locale {
  const search = sources.search ?? (typeof window !== 'undefined' ? window.location.search : '');
  const fromUrl = new URLSearchParams(search).get(LOCALE_QUERY_PARAM);
  if (isLocale(fromUrl)) return fromUrl;
  const storage = sources.storage === undefined ? browserStorage() : sources.storage;
  const fromStorage = readStorage(storage);
  if (isLocale(fromStorage)) return fromStorage;
  return DEFAULT_LOCALE;
}

export interface SetLocaleTargets {
  storage?: LocaleStorage | null;
  document?: Pick<Document, 'documentElement'> | null;
}

/** Shell only: remembers the locale, sets `<html lang>` and tells every app via `locale:changed`. */
export function setLocale(locale: Locale, targets: SetLocaleTargets = {}): void {
  if (!isLocale(locale)) return;
  const storage = targets.storage === undefined ? browserStorage() : targets.storage;
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable: the choice still applies to this page view.
  }
  const doc =
    targets.document === undefined ? (typeof document !== 'undefined' ? document : null) : targets.document;
  if (doc) doc.documentElement.lang = locale;
  publish('locale:changed', { locale });
}

/** Shell start-up: applies the locale from the URL, storage or default, and announces it. */
export function initLocale(sources: InitialLocaleSources = {}): Locale {
  const locale = resolveInitialLocale(sources);
  setLocale(locale);
  return locale;
}

/** The locale last announced on the bus, or the initial one if the shell has not announced yet. */
export function currentLocale(): Locale {
  const announced = lastValue('locale:changed')?.locale;
  return isLocale(announced) ? announced : resolveInitialLocale();
}
