import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { ShellProviders } from '../pages/ShellProviders';
import { Footer } from './Footer';
import { Header } from './Header';
import { Overlays } from './Overlays';

function mount(id: string, node: ReactNode): void {
  const host = document.getElementById(id);
  if (!host) return;
  const root = createRoot(host);
  // Rendered at once rather than on React's next task: the composition un-hides the route's slot in
  // <main> right after this call, and a frame painted with that slot but without the header moved
  // <main> down by the header's height when the header arrived (CLS 0.13 on every page, issue 9).
  flushSync(() => root.render(<ShellProviders>{node}</ShellProviders>));
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
