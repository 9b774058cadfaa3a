import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { currentLocale, localePath } from '@hospital/i18n';
import { isPlainLeftClick } from '@hospital/ui';

/** True for links that leave the site (another origin, `tel:`, `mailto:`...): the browser handles those. */
export function isExternalHref(href: string): boolean {
  return !href.startsWith('/') || href.startsWith('//');
}

/**
 * Client-side navigation from the chrome: single-spa reroutes to the owning remote without a reload.
 * A new page starts at the top (scroll restoration is manual on this site). `href` is a URL of the
 * site as it appears in a link, language prefix included.
 */
function navigateTo(href: string): void {
  navigateToUrl(href);
  window.scrollTo(0, 0);
}

/** Navigates to a site path written without the language prefix, in the page's language. */
export function navigateToPath(path: string): void {
  navigateTo(localePath(path, currentLocale()));
}

/** onClick for an internal `<a href>`: plain left clicks navigate client-side, the rest keep browser behaviour. */
export function onInternalLinkClick(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (isExternalHref(href) || !isPlainLeftClick(event)) return;
  event.preventDefault();
  navigateTo(href);
}

/**
 * The booking look-up ("Cek / Batalkan Janji", docs/decisions.md, issue 15 item 1): a route of mf-booking (its routes.json),
 * named in the menu, the bottom bar and the footer. The API's menu links the same path.
 */
export const LOOKUP_PATH = '/appointment/detail';

/** Paths of the booking wizard: the bottom bar, chat button and booking tab step aside there (docs/product-rules.md §2). */
export function isBookingPath(pathname: string): boolean {
  return pathname.includes('/appointment/create');
}
