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
