import { snapshot, visibleHeading, type PageSnapshot } from './pageSnapshot';

/*
 * Every client-side navigation, whichever remote renders the page, is told to screen readers (docs/decisions.md, issue 15
 * item 9): the new page's title is announced in a polite live region and focus moves to its h1, as a
 * page load would start there. The shell does it once for every remote (docs/architecture.md §2: remotes meet
 * only through the shell), so no remote has to. A change of the query alone (the wizard's steps, the
 * doctor filters) is not a new page: the page itself handles focus there.
 */

/** How long a page may take to show its h1 (its code and data arriving) before the title is told anyway. */
export const SETTLE_TIMEOUT_MS = 5000;
/** Once the new h1 is there, the page's head follows in an effect: a moment for it to be applied. */
export const HEAD_GRACE_MS = 100;

/** Focus stays where the visitor or the page put it inside the new content; from anywhere else it moves. */
function mayMoveFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === main || !main.contains(active);
}

export interface RouteAnnouncer {
  stop(): void;
}

/**
 * Follows single-spa's routing events. `region` is the live region the server's HTML already has
 * (index.html): a region created together with its text is often not read. `inFlight`: the page shown
 * when a navigation started that this code arrived after (announceRoutes.ts loads it then).
 */
export function announceRouteChanges(
  main: HTMLElement,
  region: HTMLElement,
  inFlight?: PageSnapshot,
): RouteAnnouncer {
  let path = inFlight ? '' : window.location.pathname;
  let before = inFlight ?? snapshot(main);
  let cancel = () => {};

  const onBefore = () => {
    // The URL has changed, the old page is still shown: what the new one must differ from.
    if (window.location.pathname !== path) before = snapshot(main);
  };

  const onRouted = () => {
    if (window.location.pathname === path) return;
    path = window.location.pathname;
    cancel();
    const previous = before;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;

    const settle = () => {
      cancel();
      const heading = visibleHeading(main);
      // Emptied first, so a title equal to the last one announced is read again.
      region.textContent = '';
      window.requestAnimationFrame(() => {
        region.textContent = document.title;
      });
      if (heading && mayMoveFocus(main)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // Scroll restoration (scrollRestoration.ts) decides where the page is shown.
        heading.focus({ preventScroll: true });
      }
    };

    const check = () => {
      const heading = visibleHeading(main);
      const changed =
        heading !== null &&
        (heading !== previous.heading ||
          heading.textContent !== previous.text ||
          document.title !== previous.title);
      if (changed && graceTimer === undefined) graceTimer = setTimeout(settle, HEAD_GRACE_MS);
    };

    const observer = new MutationObserver(check);
    observer.observe(main, { childList: true, subtree: true, characterData: true, attributes: true });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    const timeout = setTimeout(settle, SETTLE_TIMEOUT_MS);
    cancel = () => {
      observer.disconnect();
      clearTimeout(timeout);
      clearTimeout(graceTimer);
      cancel = () => {};
    };
    check();
  };

  window.addEventListener('single-spa:before-routing-event', onBefore);
  window.addEventListener('single-spa:routing-event', onRouted);
  if (inFlight) onRouted();
  return {
    stop() {
      cancel();
      window.removeEventListener('single-spa:before-routing-event', onBefore);
      window.removeEventListener('single-spa:routing-event', onRouted);
    },
  };
}
