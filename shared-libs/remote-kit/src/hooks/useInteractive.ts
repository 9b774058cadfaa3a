import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => undefined;

/**
 * Whether the page answers input itself: false on the server and while the browser takes over the
 * server's HTML (React renders the server's value then, and again with the browser's once it has), true
 * at once for a page the browser renders. Until then a form is sent by the browser on its own, so a
 * control that only works with a script is rendered when this is true (docs/decisions.md, issue 25).
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
