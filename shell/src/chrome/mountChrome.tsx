import { createRoot } from 'react-dom/client';
import { ShellProviders } from '../pages/ShellProviders';
import { Header } from './Header';
import { Footer } from './Footer';

/** The chrome lives in two React roots around <main>, so remotes' slots are never re-rendered by it. */
export function mountChrome(): void {
  const header = document.getElementById('shell-header');
  const footer = document.getElementById('shell-footer');
  if (header)
    createRoot(header).render(
      <ShellProviders>
        <Header />
      </ShellProviders>,
    );
  if (footer)
    createRoot(footer).render(
      <ShellProviders>
        <Footer />
      </ShellProviders>,
    );
}
