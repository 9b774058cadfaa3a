/**
 * The shell's own pages, one chunk loaded only when one is shown (see lazyPages.ts): the 404 page, the
 * error page, a remote's failure notice and the server's 503 page taken over.
 */
import { hydrateRoot } from 'react-dom/client';
import { browserShellContext } from '../shellContext';
import { ShellErrorPage } from './ShellErrorPage';
import { ShellProviders } from './ShellProviders';

export { mountNotFound } from './mountNotFound';
export { renderRemoteError } from './renderRemoteError';
export { showShellError } from './showShellError';

/** The server could not get the page's data (503): its page stays, and "Reload" loads the page again. */
export function takeOverUnavailablePage(host: HTMLElement): void {
  hydrateRoot(
    host,
    <ShellProviders context={browserShellContext()}>
      <ShellErrorPage statusCode={503} retry={() => window.location.reload()} />
    </ShellProviders>,
  );
}
