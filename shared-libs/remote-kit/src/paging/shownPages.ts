/*
 * "Load more" as a link (docs/decisions.md, issue 25): `?page=n` asks for the first n pages of a paged
 * list. The server's prefetch reads it and renders that many pages, so the link works before the scripts
 * run and without them; with them the click loads the next page in place and records the count here, so
 * a reload or a shared link shows the same items. The list's query key never holds it: changing it neither
 * refetches nor resets the list.
 */

/** The query parameter holding how many pages of the page's list are shown. */
export const PAGES_PARAM = 'page';

/**
 * The most pages one request renders: each page is one API call on the server, and the data block
 * carries every item shown. A larger count is read as this one.
 */
export const MAX_SHOWN_PAGES = 10;

/** How many pages `?page=` asks for: 1 when it is absent or not a whole number from 1 up, at most MAX_SHOWN_PAGES. */
export function shownPages(search: URLSearchParams): number {
  const value = search.get(PAGES_PARAM);
  if (value === null || !/^\d+$/.test(value)) return 1;
  const pages = Number(value);
  return pages < 1 ? 1 : Math.min(pages, MAX_SHOWN_PAGES);
}

/** A copy of `search` asking for `pages` pages (none: the parameter is left out, as the first page needs none). */
export function withShownPages(search: URLSearchParams, pages: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (pages > 1) next.set(PAGES_PARAM, String(pages));
  else next.delete(PAGES_PARAM);
  return next;
}

/** The id of the first item of page `page` (from 2): the link's fragment, where a page loaded without scripts starts reading. */
export function pageStartId(page: number): string {
  return `page-${page}`;
}

/**
 * The href (a site path, before its language prefix) of the same page with one more page of its list:
 * every other parameter (filters, the search) stays, and the fragment points at the first new item.
 */
export function morePagesHref(pathname: string, search: URLSearchParams, shown: number): string {
  const next = shown + 1;
  return `${pathname}?${withShownPages(search, next).toString()}#${pageStartId(next)}`;
}
