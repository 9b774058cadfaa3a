import { lastValue, publish, type Locale } from '@hospital/event-bus';

export type { Locale };

export const SUPPORTED_LOCALES = ['id', 'en'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'id';
/** Older links carried the language as `?lang=en`; the site server redirects them to the `/en` URL. */
export const LOCALE_QUERY_PARAM = 'lang';

/*
 * The language is part of the URL (docs/architecture.md §2b): Indonesian pages have no prefix, English pages
 * live under `/en`. The server renders exactly what the URL says, so a CDN can cache each URL, and
 * every app of a page reads the same answer from the same place.
 */
const PREFIX: Record<Locale, string> = { id: '', en: '/en' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The router basename of a language: `''` for Indonesian, `/en` for English. */
export function localeBasename(locale: Locale): string {
  return PREFIX[locale];
}

export interface LocalePath {
  locale: Locale;
  /** The path without the language prefix, as routes.json patterns are written (`/news/x`, `/`). */
  pathname: string;
}

/** `/en/news/x` -> English, `/news/x`; `/en` -> English, `/`; anything else is Indonesian as it is. */
export function splitLocalePath(pathname: string): LocalePath {
  for (const locale of SUPPORTED_LOCALES) {
    const prefix = PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix) return { locale, pathname: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, pathname: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, pathname };
}

/** The URL path of a page in a language: (`/news/x`, en) -> `/en/news/x`; (`/`, en) -> `/en`. */
export function localePath(pathname: string, locale: Locale): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const prefix = PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of the page the browser shows (Indonesian outside a browser). */
export function locationLocale(): Locale {
  return typeof window === 'undefined' ? DEFAULT_LOCALE : splitLocalePath(window.location.pathname).locale;
}

export interface SetLocaleTargets {
  document?: Pick<Document, 'documentElement'> | null;
}

/** Shell only: sets `<html lang>` and tells every app of the page via `locale:changed`. */
export function setLocale(locale: Locale, targets: SetLocaleTargets = {}): void {
  if (!isLocale(locale)) return;
  const doc =
    targets.document === undefined ? (typeof document !== 'undefined' ? document : null) : targets.document;
  if (doc) doc.documentElement.lang = locale;
  publish('locale:changed', { locale });
}

/** Shell start-up: announces the language of the URL. */
export function initLocale(): Locale {
  const locale = locationLocale();
  setLocale(locale);
  return locale;
}

/** The locale last announced on the bus, or the URL's if the shell has not announced yet. */
export function currentLocale(): Locale {
  const announced = lastValue('locale:changed')?.locale;
  return isLocale(announced) ? announced : locationLocale();
}
