import { create } from 'zustand';
import type { LazyModule } from '@hospital/ui';

interface LoadFailureState {
  /** The on-demand part whose last download failed after the visitor asked for it. */
  chunk: LazyModule<unknown> | null;
  report(chunk: LazyModule<unknown>): void;
  dismiss(): void;
}

/**
 * Failures of the chrome's on-demand parts (dialogs, menu panel, search) are told to the visitor in one
 * notice, instead of the page reload composition/chunkReload.ts does for a remote. The shell's chunks
 * live in an immutable version folder that stays deployed, so a failure here is the network, which a
 * reload cannot fix, and a reload would throw away the page (a half-filled booking form) for a dialog.
 * Asking again (clicking the opener) downloads again.
 */
export const useLoadFailureStore = create<LoadFailureState>((set) => ({
  chunk: null,
  report: (chunk) => set({ chunk }),
  dismiss: () => set({ chunk: null }),
}));

export function reportLoadFailure(chunk: LazyModule<unknown>): void {
  useLoadFailureStore.getState().report(chunk);
}
