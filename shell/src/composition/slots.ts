import type { RemoteSlot } from './resilientLifecycles';

/*
 * One stable element per app inside `<main>`; React in the chrome never re-renders these. The server
 * writes the slot of the page's app with its HTML (slotOpen + the app's HTML + slotClose); the browser
 * adopts that slot instead of creating another, so the app can take over the HTML in place.
 */

// The error panel comes first: when a remote cannot start, its notice is seen before the page the
// server rendered, which stays below it.
export function slotOpen(name: string, visible: boolean): string {
  return `<div data-app="${name}"${visible ? '' : ' hidden'}><div class="app-error" hidden></div><div class="app-root">`;
}

export function slotClose(): string {
  return '</div></div>';
}

function adopt(main: HTMLElement, name: string): RemoteSlot | null {
  const container = Array.from(main.children).find(
    (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.app === name,
  );
  const root = container?.querySelector<HTMLElement>(':scope > .app-root');
  const errorHost = container?.querySelector<HTMLElement>(':scope > .app-error');
  return container && root && errorHost ? { container, root, errorHost } : null;
}

export function createSlot(main: HTMLElement, name: string): RemoteSlot {
  const existing = adopt(main, name);
  if (existing) return existing;
  const container = document.createElement('div');
  container.dataset.app = name;
  container.hidden = true;
  const root = document.createElement('div');
  root.className = 'app-root';
  const errorHost = document.createElement('div');
  errorHost.className = 'app-error';
  errorHost.hidden = true;
  container.append(errorHost, root);
  main.append(container);
  return { container, root, errorHost };
}
