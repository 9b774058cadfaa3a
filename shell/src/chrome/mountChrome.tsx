import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot as reactHydrateRoot } from 'react-dom/client';
import { shellHydrationOptions } from '../composition/telemetry';
import { useEffect, type ReactNode } from 'react';
import { subscribe } from '@hospital/event-bus';
import type { LayoutName } from '@hospital/registry';
import { useRouteState } from '../composition/routeState';
import { browserShellContext } from '../shellContext';
import { ShellProviders } from '../pages/ShellProviders';
import { Footer } from './Footer';
import { siteFooterChunk } from './footer/siteFooterChunk';
import { Header } from './Header';
import { Overlays } from './Overlays';

/** React's hydrateRoot, with what it recovers from counted for the shell (composition/telemetry.ts). */
const hydrateRoot: typeof reactHydrateRoot = (container, children, options) =>
  reactHydrateRoot(container, children, { ...shellHydrationOptions, ...options });

function withProviders(node: ReactNode) {
  return <ShellProviders context={browserShellContext()}>{node}</ShellProviders>;
}

function render(host: HTMLElement, node: ReactNode): void {
  host.replaceChildren();
  const root = createRoot(host);
  // Rendered at once rather than on React's next task: the composition un-hides the route's slot in
  // <main> right after this call, and a frame painted with that slot but without the header moved
  // <main> down by the header's height when the header arrived (CLS 0.13 on every page, docs/decisions.md, issue 9).
  flushSync(() => root.render(withProviders(node)));
}

/**
 * Calls `onCommit` once React has committed its children (for a hydration: once the server's HTML is
 * React's, with its event handlers live). `hydrateRoot` only starts the work; until this commit a submit
 * in the footer is not React's and the browser would send the form itself.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** What a visitor does in the footer before it is taken over: any of these starts it. */
const FOOTER_INTENT = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * The footer's HTML came from the server and is complete: links are plain links, the lists are there.
 * Its code (the newsletter form's behaviour) downloads only when the visitor turns to it (a touch, a
 * click, the keyboard's focus inside it), or when another layout needs another footer: a first visit
 * does not download it at all. Until then a link in it is followed as a plain link (the next page is
 * served as HTML too).
 */
function hydrateFooterOnIntent(host: HTMLElement, serverLayout: LayoutName): void {
  let started = false;
  // A form sent before the footer's code is there (the newsletter) would reload the page with the
  // e-mail in the URL: it is held, then sent again once React handles the form (it replays a submit
  // that reaches a part still being taken over).
  let heldForm: HTMLFormElement | null = null;
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) heldForm = event.target;
    start();
  };
  host.addEventListener('submit', holdSubmit, true);
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FOOTER_INTENT) host.removeEventListener(type, start, true);
    stopFollowing();
    siteFooterChunk.load().then(
      ({ default: SiteFooter }) => {
        // The held form is sent again only once React has taken the footer over (its commit): sent as
        // soon as `hydrateRoot` was called, it reached a footer still being hydrated, React did not
        // handle it and the browser sent it itself (the page reloaded with `?email=`). Until then, any
        // further submit is held as well.
        let committed = false;
        const onCommit = () => {
          if (committed) return;
          committed = true;
          host.removeEventListener('submit', holdSubmit, true);
          const form = heldForm;
          heldForm = null;
          if (form?.isConnected) form.requestSubmit();
        };
        const footer = (
          <Committed onCommit={onCommit}>
            <Footer SiteFooter={SiteFooter} />
          </Committed>
        );
        // Another layout by now: the server's footer is not what this page shows, so it is replaced.
        if (useRouteState.getState().layout === serverLayout) hydrateRoot(host, withProviders(footer));
        else render(host, footer);
      },
      (error: unknown) => {
        host.removeEventListener('submit', holdSubmit, true);
        console.error('[shell] footer code unavailable; the footer stays as the server sent it', error);
      },
    );
  };
  for (const type of FOOTER_INTENT) host.addEventListener(type, start, { capture: true, passive: true });
  let firstLayout = true;
  const stopFollowing = subscribe('layout:changed', () => {
    // The state topic replays the current layout at once: only a later change means a new page.
    if (firstLayout) firstLayout = false;
    else start();
  });
}

/**
 * The chrome lives in three React roots around <main> (header, footer, and the fixed/floating parts
 * with the dialogs), so the remotes' slots inside <main> are never re-rendered by it. With the
 * server's HTML (`hydrate`), each root takes it over in place; otherwise each renders afresh.
 * `onHeader` is called once the header is React's (its commit).
 */
export function mountChrome({
  hydrate,
  layout,
  onHeader = () => undefined,
}: {
  hydrate: boolean;
  layout: LayoutName;
  onHeader?: () => void;
}): void {
  const header = document.getElementById('shell-header');
  const footer = document.getElementById('shell-footer');
  const overlays = document.getElementById('shell-overlays');
  if (!header) onHeader();
  if (hydrate) {
    if (header)
      hydrateRoot(
        header,
        withProviders(
          <Committed onCommit={onHeader}>
            <Header />
          </Committed>,
        ),
      );
    if (overlays) hydrateRoot(overlays, withProviders(<Overlays />));
    if (footer?.hasChildNodes()) hydrateFooterOnIntent(footer, layout);
    else if (footer) render(footer, <Footer />);
    return;
  }
  if (header) render(header, <Header />);
  if (header) onHeader();
  if (footer) render(footer, <Footer />);
  if (overlays) render(overlays, <Overlays />);
}
