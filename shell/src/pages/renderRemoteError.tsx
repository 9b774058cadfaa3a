import { createRoot } from 'react-dom/client';
import { browserShellContext } from '../shellContext';
import { ShellProviders } from './ShellProviders';
import { RemoteErrorPanel } from './RemoteErrorPanel';

export function renderRemoteError(
  host: HTMLElement,
  args: { remote: string; retry: () => void; besideContent: boolean },
): () => void {
  const root = createRoot(host);
  root.render(
    <ShellProviders context={browserShellContext()}>
      <RemoteErrorPanel remote={args.remote} retry={args.retry} besideContent={args.besideContent} />
    </ShellProviders>,
  );
  return () => root.unmount();
}
