import type { LazyModule } from '@hospital/ui';

export interface IntentHandlers {
  onPointerEnter(): void;
  onFocus(): void;
  onTouchStart(): void;
}

/**
 * Event props for the button that opens a lazily loaded part: hovering, focusing or touching it starts
 * the download, so the part is usually there by the time the click lands.
 */
export function warmOnIntent(chunk: LazyModule<unknown>): IntentHandlers {
  return { onPointerEnter: chunk.prefetch, onFocus: chunk.prefetch, onTouchStart: chunk.prefetch };
}
