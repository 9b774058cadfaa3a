import { useMediaQuery } from './useMediaQuery';

/** True when the user asked the system for less motion (skip confetti, smooth scrolling, slide-ins). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
