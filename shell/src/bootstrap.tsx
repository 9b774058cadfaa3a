import { startComposition } from './composition/startComposition';
import { mountChrome } from './chrome/mountChrome';
import { mountNotFound } from './pages/mountNotFound';
import { renderRemoteError } from './pages/renderRemoteError';
import { showShellError } from './pages/showShellError';
import { initLocale } from './locale/initLocale';
import './styles/global';

// Scroll position is restored by the shell, not the browser (SPEC 9: manual scroll restoration).
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

function main(): HTMLElement {
  const el = document.getElementById('main-content');
  if (!el) throw new Error('index.html lacks <main id="main-content">');
  return el;
}

async function boot() {
  initLocale();
  mountChrome();
  const slot = main();
  try {
    await startComposition(slot, { renderRemoteError, mountNotFound });
  } catch (error) {
    console.error('[shell] registry unavailable', error);
    showShellError(slot, { statusCode: 503, retry: () => void boot() });
  }
}

void boot();
