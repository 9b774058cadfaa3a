import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { browserShellContext } from '../shellContext';
import { ShellProviders } from './ShellProviders';
import { NotFoundPage } from './NotFoundPage';

let serverHtmlTaken = false;

/** The 404 page in its slot: the server's HTML is taken over the first time, later visits render it. */
export function mountNotFound(host: HTMLElement): () => void {
  const page = (
    <ShellProviders context={browserShellContext()}>
      <NotFoundPage />
    </ShellProviders>
  );
  let root: Root;
  if (!serverHtmlTaken && host.hasChildNodes()) root = hydrateRoot(host, page);
  else {
    host.replaceChildren();
    root = createRoot(host);
    root.render(page);
  }
  serverHtmlTaken = true;
  return () => root.unmount();
}
