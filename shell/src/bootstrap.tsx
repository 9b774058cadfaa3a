import { startComposition } from './composition/startComposition';
import { mountChrome } from './chrome/mountChrome';
import { mountNotFound } from './pages/mountNotFound';
import { renderRemoteError } from './pages/renderRemoteError';
import { showShellError } from './pages/showShellError';
import { initLocale } from './locale/initLocale';
import { whenReady } from '@hospital/i18n';
import { shellI18n } from './i18n';
import { installScrollRestoration } from './composition/scrollRestoration';
import './styles/global';

installScrollRestoration();

// The chrome depends on the route's layout, known once the registry is read: mounting it then avoids
// showing the default chrome on a full-page route for a moment. Without a registry it mounts anyway.
let chromeMounted = false;
function mountChromeOnce() {
  if (chromeMounted) return;
  chromeMounted = true;
  mountChrome();
}

function main(): HTMLElement {
  const el = document.getElementById('main-content');
  if (!el) throw new Error('index.html lacks <main id="main-content">');
  return el;
}

// The shell's English texts are their own chunk, requested as soon as ./i18n is evaluated: nothing of
// the shell renders before they are in, so an English visitor never sees Indonesian chrome first. If
// they cannot be fetched, Indonesian is better than no page.
async function shellTextsReady(): Promise<void> {
  try {
    await whenReady(shellI18n);
  } catch (error) {
    console.error('[shell] English texts unavailable', error);
  }
}

async function boot() {
  initLocale();
  const slot = main();
  await shellTextsReady();
  try {
    await startComposition(slot, { renderRemoteError, mountNotFound, onRegistryReady: mountChromeOnce });
  } catch (error) {
    console.error('[shell] registry unavailable', error);
    mountChromeOnce();
    showShellError(slot, { statusCode: 503, retry: () => void boot() });
  }
}

void boot();
