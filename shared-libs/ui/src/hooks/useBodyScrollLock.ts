import { useLayoutEffect } from 'react';

interface ScrollLockState {
  count: number;
  saved: { overflow: string; paddingRight: string } | null;
}

const KEY = '__hospitalScrollLock';

/**
 * The lock count lives on `window`, not in this module: each app bundles its own copy of the UI kit,
 * and a modal of the shell opened over a modal of a remote must share one count with it.
 */
function lockState(): ScrollLockState {
  const holder = window as unknown as Record<typeof KEY, ScrollLockState | undefined>;
  holder[KEY] ??= { count: 0, saved: null };
  return holder[KEY];
}

/**
 * Stops the page behind an overlay from scrolling while `active`. Counts nested locks
 * (a modal opened from the mobile menu) and pads for the vanished scrollbar so the page does not shift.
 */
export function useBodyScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const state = lockState();
    if (state.count === 0) {
      state.saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
      if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
      body.style.overflow = 'hidden';
    }
    state.count += 1;
    return () => {
      state.count -= 1;
      if (state.count === 0 && state.saved) {
        body.style.overflow = state.saved.overflow;
        body.style.paddingRight = state.saved.paddingRight;
        state.saved = null;
      }
    };
  }, [active]);
}
