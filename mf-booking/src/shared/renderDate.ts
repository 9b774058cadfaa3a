import { useRenderTime } from '@hospital/remote-kit';

/**
 * "Now" for what a render shows (an age, whether a visit is still ahead): the time of the render, the
 * server's while the browser takes over its HTML, so both sides show the same (docs/architecture.md §9).
 */
export function useRenderDate(): Date {
  return new Date(useRenderTime());
}
