import { useLayoutEffect, useState } from 'react';

function focusedElement(): HTMLElement | null {
  return typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
    ? document.activeElement
    : null;
}

/**
 * Remembers the focused element when `active` turns on and focuses it again when `active` turns
 * off or the component unmounts (e.g. the button that opened a dialog or menu).
 * The opener is read while rendering, before children can move focus (autoFocus, ref callbacks).
 */
export function useReturnFocus(active: boolean): void {
  const [wasActive, setWasActive] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (active !== wasActive) {
    // "Adjust state while rendering": React re-renders at once, before anything is committed.
    setWasActive(active);
    setOpener(active ? focusedElement() : null);
  }

  useLayoutEffect(() => {
    if (!active || !opener) return;
    return () => {
      if (opener.isConnected) opener.focus();
    };
  }, [active, opener]);
}
