import { createRoot } from 'react-dom/client';
import { ShellProviders } from './ShellProviders';
import { NotFoundPage } from './NotFoundPage';

export function mountNotFound(host: HTMLElement): () => void {
  const root = createRoot(host);
  root.render(
    <ShellProviders>
      <NotFoundPage />
    </ShellProviders>,
  );
  return () => root.unmount();
}
