import { useEffect, useState } from 'react';

/**
 * True while the page scrolls and until `returnAfterMs` have passed without a scroll event
 * (docs/product-rules.md §2: the chat button slides mostly off-screen and returns 1 s after scrolling stops).
 */
export function useRetractWhileScrolling(returnAfterMs: number, enabled = true): boolean {
  const [retracted, setRetracted] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setRetracted(true);
      clearTimeout(timer);
      timer = setTimeout(() => setRetracted(false), returnAfterMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
      setRetracted(false);
    };
  }, [returnAfterMs, enabled]);
  return retracted;
}
