import { useEffect, useState, type RefObject } from 'react';

/** How close (in CSS px) to the viewport an element may come before it is wanted. */
const NEARBY_MARGIN = '600px 0px';
/** Longest wait for an idle moment after the page's load event. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Calls `want` once the element is near the viewport, or once the page has loaded and the browser is
 * idle, whichever comes first; returns the cancel. Without IntersectionObserver or requestIdleCallback
 * (old browsers, jsdom) it calls at once.
 */
function whenNearViewportOrIdle(element: Element | null, want: () => void): () => void {
  if (typeof IntersectionObserver !== 'function' || typeof requestIdleCallback !== 'function') {
    want();
    return () => undefined;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    want();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) once();
    },
    { rootMargin: NEARBY_MARGIN },
  );
  if (element) observer.observe(element);
  let idle: number | undefined;
  const whenIdle = () => {
    idle = requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  function cancel() {
    observer.disconnect();
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) cancelIdleCallback(idle);
  }
  return cancel;
}

/**
 * True once the element is near the viewport or the page is idle after loading: below-the-fold code
 * (the footer's) then stays off the network while the page's own content loads.
 */
export function useNearViewportOrIdle(ref: RefObject<Element | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    return whenNearViewportOrIdle(ref.current, () => setWanted(true));
  }, [ref, wanted]);
  return wanted;
}
