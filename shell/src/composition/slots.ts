import type { RemoteSlot } from './resilientLifecycles';

/** One stable element per app inside `<main>`; React in the chrome never re-renders these. */
export function createSlot(main: HTMLElement, name: string): RemoteSlot {
  const container = document.createElement('div');
  container.dataset.app = name;
  container.hidden = true;
  const root = document.createElement('div');
  root.className = 'app-root';
  const errorHost = document.createElement('div');
  errorHost.className = 'app-error';
  errorHost.hidden = true;
  container.append(root, errorHost);
  main.append(container);
  return { container, root, errorHost };
}
