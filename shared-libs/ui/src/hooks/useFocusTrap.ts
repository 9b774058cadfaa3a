import { useLayoutEffect, useRef, type RefObject } from 'react';
import { getTabbableElements } from '../utils/focusable';

export interface FocusTrapOptions {
  /** Element to focus when the trap activates; defaults to the first tabbable element, then the container. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * Keeps keyboard focus inside `ref` while `active`: focus moves in on activation and
 * Tab / Shift+Tab wrap around at the ends. The container should have `tabIndex={-1}` so it can
 * hold focus when it has no tabbable children.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  // Latest-value ref: callers pass inline functions, which must not re-run the effect every render.
  const initialFocusRef = useRef(options.initialFocus);
  useLayoutEffect(() => {
    initialFocusRef.current = options.initialFocus;
  });

  useLayoutEffect(() => {
    const container = ref.current;
    if (!active || !container) return;

    if (!container.contains(document.activeElement)) {
      const target = initialFocusRef.current?.() ?? getTabbableElements(container)[0] ?? container;
      target.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const tabbables = getTabbableElements(container);
      const current = document.activeElement;
      if (tabbables.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      const outside = !current || current === container || !container.contains(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || (outside && current !== container))) {
        event.preventDefault();
        first.focus();
      }
    };

    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [ref, active]);
}
