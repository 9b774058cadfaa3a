import { createContext, useContext } from 'react';
import type { MouseEvent } from 'react';

/** Apps pass this to let a link do client-side navigation (a remote router's `navigate`, single-spa `navigateToUrl`). */
export type NavigateHandler = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * Only a plain primary click may be turned into client-side navigation: modified clicks
 * (new tab, new window, download) and `target` links must keep the browser's behaviour.
 */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self')
  );
}

/** Click handler for an anchor that hands plain clicks to `onNavigate` and leaves the rest to the browser. */
export function handleLinkClick(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  onNavigate: NavigateHandler | undefined,
): void {
  if (!onNavigate || !isPlainLeftClick(event)) return;
  event.preventDefault();
  onNavigate(href, event);
}

/**
 * How a site path becomes the `href` of a page in the page's language (`/news` -> `/en/news` on an
 * English page). Each app provides it once (its router knows the language); links of the kit render
 * the localized href, so a link works without JavaScript and crawlers see the right language, while
 * `onNavigate` still receives the plain path for the app's router.
 */
const SiteHrefContext = createContext<(path: string) => string>((path) => path);

export const SiteHrefProvider = SiteHrefContext.Provider;

export function useSiteHref(): (path: string) => string {
  return useContext(SiteHrefContext);
}
