import { isLocale, localePath, splitLocalePath, type Locale } from '@hospital/i18n';
import { findRouteOwner, type RegistryDocument, type RouteDefinition } from '@hospital/registry';

/** A page URL as the site server reads it, once per request. */
export interface PageUrl {
  /** As requested: path (with its language prefix) and query. */
  url: string;
  /** The path with its language prefix, the query apart. */
  path: string;
  search: string;
  locale: Locale;
  /** The path without its language prefix: what the routes of the registry are written for. */
  pathname: string;
  /** The language of an old link (`?lang=en`), which is now in the path. */
  legacyLang: Locale | null;
}

/** The remote whose route a page is, and the version of it that is live. */
export interface PageOwner {
  remote: string;
  version: string;
  route: RouteDefinition;
}

/** A page request: its URL and the remote that owns it (null: nobody's, the shell's 404). */
export interface PageRequest extends PageUrl {
  owner: PageOwner | null;
}

export function parsePageUrl(url: string): PageUrl {
  const requested = new URL(url, 'http://site.invalid');
  const { locale, pathname } = splitLocalePath(requested.pathname);
  const lang = requested.searchParams.get('lang');
  return {
    url,
    path: requested.pathname,
    search: requested.search,
    locale,
    pathname,
    legacyLang: isLocale(lang) ? lang : null,
  };
}

/** Links of the old site and of earlier versions of this one carried the language as ?lang=. */
export function legacyLanguageRedirect(page: PageUrl): string | null {
  if (!page.legacyLang) return null;
  const query = new URLSearchParams(page.search);
  query.delete('lang');
  const search = query.size ? `?${query}` : '';
  return localePath(page.pathname, page.legacyLang) + search;
}

/** The page's owner in the live registry, matched once for the whole request. */
export function ownedPage(page: PageUrl, registry: RegistryDocument): PageRequest {
  const match = findRouteOwner(registry, page.pathname);
  const owner = match
    ? { remote: match.remote, version: registry[match.remote].version, route: match.route }
    : null;
  return { ...page, owner };
}
