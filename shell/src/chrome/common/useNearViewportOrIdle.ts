import { useEffect, useState, type RefObject } from 'react';

/** How close (in CSS px) to the viewport an element may come before its data is wanted. */
const NEARBY_MARGIN = '600px 0px';
/** Longest wait for an idle moment after the page's load event. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the element is near the viewport, or once the page has loaded and the browser is idle,
 * whichever comes first. Below-the-fold data (the footer's lists) then stays off the network while the
 * page's own content loads. Without IntersectionObserver or requestIdleCallback (old browsers, jsdom)
 * it is true at once.
 */
export function useNearViewportOrIdle(ref: RefObject<Element | null>): boolean {
  const supported = typeof IntersectionObserver === 'function' && typeof requestIdleCallback === 'function';
  const [wanted, setWanted] = useState(!supported);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: NEARBY_MARGIN },
    );
    if (ref.current) observer.observe(ref.current);

    let idle: number | undefined;
    const whenIdle = () => {
      idle = requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS });
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });

    return () => {
      observer.disconnect();
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [ref, wanted]);

  return wanted;
}
