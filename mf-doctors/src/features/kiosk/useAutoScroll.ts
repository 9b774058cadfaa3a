import { useEffect } from 'react';

export interface AutoScrollOptions {
  enabled: boolean;
  /** Instead of gliding, jump one screen at a time (prefers-reduced-motion). */
  reducedMotion: boolean;
  /** CSS pixels per second. */
  speed: number;
  /** Wait at the top, at the bottom and (reduced motion) on each screen. */
  pauseMs: number;
}

function maxScroll(): number {
  return document.documentElement.scrollHeight - window.innerHeight;
}

/**
 * Scrolls the page slowly to the bottom, waits, returns to the top and starts again, but only while
 * the content is taller than the screen. With reduced motion it shows one screen after the other.
 */
export function useAutoScroll({ enabled, reducedMotion, speed, pauseMs }: AutoScrollOptions): void {
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (then: () => void) => {
      timer = setTimeout(then, pauseMs);
    };

    if (reducedMotion) {
      const step = () => {
        const max = maxScroll();
        if (max > 0) {
          const atBottom = window.scrollY >= max - 1;
          window.scrollTo({ top: atBottom ? 0 : Math.min(max, window.scrollY + window.innerHeight * 0.85) });
        }
        later(step);
      };
      later(step);
      return () => clearTimeout(timer);
    }

    // Kept as a float: the browser rounds scroll positions, so reading scrollY back would stall.
    let position = 0;
    let last: number | null = null;
    const glide = (time: number) => {
      const max = maxScroll();
      if (max <= 0) {
        later(start);
        return;
      }
      if (last !== null) position = Math.min(max, position + ((time - last) / 1000) * speed);
      last = time;
      window.scrollTo({ top: position });
      if (position >= max) {
        later(() => {
          window.scrollTo({ top: 0 });
          later(start);
        });
        return;
      }
      frame = requestAnimationFrame(glide);
    };
    function start() {
      position = window.scrollY;
      last = null;
      frame = requestAnimationFrame(glide);
    }
    later(start);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [enabled, reducedMotion, speed, pauseMs]);
}
