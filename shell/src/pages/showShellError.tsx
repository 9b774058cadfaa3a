import { createRoot, Root } from 'react-dom/client';
import { browserShellContext } from '../shellContext';
import { ShellProviders } from './ShellProviders';
import { ShellErrorPage } from './ShellErrorPage';

let errorRoot: { host: HTMLElement; root: Root } | null = null;

/** Renders the error page inside <main> (the chrome stays) when the site cannot be composed. */
export function showShellError(main: HTMLElement, args: { statusCode?: number; retry: () => void }): void {
  if (!errorRoot) {
    const host = document.createElement('div');
    host.dataset.app = 'shell-error';
    main.append(host);
    errorRoot = { host, root: createRoot(host) };
  }
  const { host, root } = errorRoot;
  const retry = () => {
    root.render(null);
    host.remove();
    errorRoot = null;
    args.retry();
  };
  root.render(
    <ShellProviders context={browserShellContext()}>
      <ShellErrorPage statusCode={args.statusCode} retry={retry} />
    </ShellProviders>,
  );
}
