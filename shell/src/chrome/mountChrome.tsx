import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { ShellProviders } from '../pages/ShellProviders';
import { Footer } from './Footer';
import { Header } from './Header';
import { Overlays } from './Overlays';

function mount(id: string, node: ReactNode): void {
  const host = document.getElementById(id);
  if (host) createRoot(host).render(<ShellProviders>{node}</ShellProviders>);
}

/**
 * The chrome lives in three React roots around <main> (header, footer, and the fixed/floating parts
 * with the dialogs), so the remotes' slots inside <main> are never re-rendered by it.
 */
export function mountChrome(): void {
  mount('shell-header', <Header />);
  mount('shell-footer', <Footer />);
  mount('shell-overlays', <Overlays />);
}
