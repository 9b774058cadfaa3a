import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { subscribe } from '@hospital/event-bus';
import type { LayoutName } from '@hospital/registry';
import { useRouteState } from '../composition/routeState';
import { browserShellContext } from '../shellContext';
import { ShellProviders } from '../pages/ShellProviders';
import { whenNearViewportOrIdle } from './common/useNearViewportOrIdle';
import { Footer } from './Footer';
import { siteFooterChunk } from './footer/siteFooterChunk';
import { Header } from './Header';
import { Overlays } from './Overlays';

function withProviders(node: ReactNode) {
  return <ShellProviders context={browserShellContext()}>{node}</ShellProviders>;
}

function render(host: HTMLElement, node: ReactNode): void {
  host.replaceChildren();
  const root = createRoot(host);
  // Rendered at once rather than on React's next task: the composition un-hides the route's slot in
  // <main> right after this call, and a frame painted with that slot but without the header moved
  // <main> down by the header's height when the header arrived (CLS 0.13 on every page, issue 9).
  flushSync(() => root.render(withProviders(node)));
}

/**
 * The footer's HTML came from the server; its code is below the fold. It takes over that HTML once it
 * comes near the viewport, the page is idle, or the layout changes (another page needs another footer),
 * whichever comes first. Until then the HTML is there to read, its links work as plain links.
 */
function hydrateFooterLater(host: HTMLElement, serverLayout: LayoutName): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    cancelNear();
    stopFollowing();
    siteFooterChunk.load().then(
      ({ default: SiteFooter }) => {
        const footer = <Footer SiteFooter={SiteFooter} />;
        // Another layout by now: the server's footer is not what this page shows, so it is replaced.
        if (useRouteState.getState().layout === serverLayout) hydrateRoot(host, withProviders(footer));
        else render(host, footer);
      },
      (error: unknown) => {
        console.error('[shell] footer code unavailable; the footer stays as the server sent it', error);
      },
    );
  };
  const cancelNear = whenNearViewportOrIdle(host, start);
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
 */
export function mountChrome({ hydrate, layout }: { hydrate: boolean; layout: LayoutName }): void {
  const header = document.getElementById('shell-header');
  const footer = document.getElementById('shell-footer');
  const overlays = document.getElementById('shell-overlays');
  if (hydrate) {
    if (header) hydrateRoot(header, withProviders(<Header />));
    if (overlays) hydrateRoot(overlays, withProviders(<Overlays />));
    if (footer?.hasChildNodes()) hydrateFooterLater(footer, layout);
    else if (footer) render(footer, <Footer />);
    return;
  }
  if (header) render(header, <Header />);
  if (footer) render(footer, <Footer />);
  if (overlays) render(overlays, <Overlays />);
}
