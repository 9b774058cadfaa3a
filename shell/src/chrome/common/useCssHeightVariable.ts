import { useCallback } from 'react';

export type BarHeightVariable = '--topbar-height' | '--bottombar-height';

function write(name: BarHeightVariable, px: number): void {
  document.documentElement.style.setProperty(name, `${Math.round(px)}px`);
}

/**
 * A ref callback that keeps a `:root` custom property equal to the element's rendered height, and
 * `0px` once the element is gone or `display: none`. The UI kit's scroll padding reads these, so a
 * focused element is never scrolled under a sticky bar (WCAG 2.4.11).
 */
export function useCssHeightVariable(name: BarHeightVariable): (element: HTMLElement | null) => () => void {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return () => undefined;
      const measure = () => write(name, element.getBoundingClientRect().height);
      measure();
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
      observer?.observe(element);
      // Crossing a breakpoint may hide the bar (display: none); resize catches it where the observer does not.
      window.addEventListener('resize', measure);
      return () => {
        observer?.disconnect();
        window.removeEventListener('resize', measure);
        write(name, 0);
      };
    },
    [name],
  );
}
