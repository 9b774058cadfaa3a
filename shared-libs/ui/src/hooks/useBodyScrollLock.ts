import { useLayoutEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Stops the page behind an overlay from scrolling while `active`. Counts nested locks
 * (a modal opened from the mobile menu) and pads for the vanished scrollbar so the page does not shift.
 */
export function useBodyScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
      if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
      body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0 && saved) {
        body.style.overflow = saved.overflow;
        body.style.paddingRight = saved.paddingRight;
        saved = null;
      }
    };
  }, [active]);
}
