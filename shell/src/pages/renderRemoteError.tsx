import { createRoot } from 'react-dom/client';
import { ShellProviders } from './ShellProviders';
import { RemoteErrorPanel } from './RemoteErrorPanel';

export function renderRemoteError(
  host: HTMLElement,
  args: { remote: string; retry: () => void },
): () => void {
  const root = createRoot(host);
  root.render(
    <ShellProviders>
      <RemoteErrorPanel remote={args.remote} retry={args.retry} />
    </ShellProviders>,
  );
  return () => root.unmount();
}
