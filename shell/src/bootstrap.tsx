import { hydrate as hydrateQueries } from '@hospital/query';
import { initLocale, whenReady } from '@hospital/i18n';
import { takeSsrData } from '@hospital/remote-kit';
import { startComposition } from './composition/startComposition';
import { presetLayout } from './composition/routeState';
import { installScrollRestoration } from './composition/scrollRestoration';
import { announceRoutes } from './composition/announceRoutes';
import { firstRouting, markHydrated } from './composition/hydrationMarker';
import { startTelemetry } from './composition/telemetry';
import { mountChrome } from './chrome/mountChrome';
import { mountNotFound, renderRemoteError, showShellError, takeOverUnavailablePage } from './pages/lazyPages';
import { browserShellContext } from './shellContext';
import type { ShellPayload } from './ssrPayload';
import './styles/global';

installScrollRestoration();
announceRoutes();

function main(): HTMLElement {
  const el = document.getElementById('main-content');
  if (!el) throw new Error('index.html lacks <main id="main-content">');
  return el;
}

// The shell's English texts are their own chunk, requested as soon as the context is created: nothing of
// the shell renders before they are in, so an English page never shows Indonesian chrome first. If they
// cannot be fetched, Indonesian is better than no page.
async function shellTextsReady(): Promise<void> {
  try {
    await whenReady(browserShellContext().i18n);
  } catch (error) {
    console.error('[shell] English texts unavailable', error);
  }
}

/**
 * The server sent the page as HTML with the chrome's data (docs/architecture.md §2b): the chrome takes it over
 * in place with that data, at once, without waiting for the registry (it came with the page too).
 */
function takeOverServerHtml(payload: ShellPayload | null): boolean {
  const context = browserShellContext();
  if (!payload || payload.version !== process.env.APP_VERSION) return false;
  hydrateQueries(context.queryClient, payload.queries);
  context.environment.origin = payload.origin;
  context.environment.now = payload.now;
  presetLayout(payload.layout);
  return true;
}

async function boot() {
  initLocale();
  const slot = main();
  const payload = takeSsrData('shell') as ShellPayload | null;
  await shellTextsReady();
  const fromServer = takeOverServerHtml(payload);
  let headerReady: () => void = () => undefined;
  const header = new Promise<void>((resolve) => (headerReady = resolve));
  // Before any remote mounts: its failures and mismatches are reported too (docs/decisions.md, "Issue 28 — metrics").
  startTelemetry(header);
  let chromeMounted = false;
  const mountChromeOnce = () => {
    if (chromeMounted) return;
    chromeMounted = true;
    mountChrome({ hydrate: fromServer, layout: payload?.layout ?? 'default', onHeader: headerReady });
  };
  if (fromServer) mountChromeOnce();
  if (fromServer && payload?.main === 'unavailable') {
    // The server could not get the page's data (503): its page stays, and "Reload" loads it again.
    const host = slot.querySelector<HTMLElement>('[data-app="shell-error"]');
    if (host) takeOverUnavailablePage(host);
    markHydrated([header]);
    return;
  }
  markHydrated([header, firstRouting()]);
  try {
    await startComposition(slot, {
      renderRemoteError,
      mountNotFound,
      onRegistryReady: mountChromeOnce,
    });
  } catch (error) {
    console.error('[shell] registry unavailable', error);
    mountChromeOnce();
    markHydrated([header]);
    showShellError(slot, { statusCode: 503, retry: () => void boot() });
  }
}

void boot();
