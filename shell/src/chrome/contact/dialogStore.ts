import { create } from 'zustand';
import { subscribe } from '@hospital/event-bus';
import type { HospitalKey } from '../hospitals/hospitalContact';

export type ChromeDialog = 'call-us' | 'whatsapp';

interface DialogState {
  open: ChromeDialog | null;
  /** Hospital to preselect in the WhatsApp chooser (from `ui:open-whatsapp`). */
  whatsappHospital: HospitalKey | null;
  openCallUs(): void;
  openWhatsApp(hospital?: HospitalKey | null): void;
  close(): void;
}

/** Which of the chrome's dialogs is open; shared by the header, footer and overlay roots. */
export const useDialogStore = create<DialogState>((set) => ({
  open: null,
  whatsappHospital: null,
  openCallUs: () => set({ open: 'call-us' }),
  openWhatsApp: (hospital = null) => set({ open: 'whatsapp', whatsappHospital: hospital }),
  close: () => set({ open: null }),
}));

/** Remotes open these dialogs over the bus (`ui:open-call-us`, `ui:open-whatsapp`). */
export function listenForDialogRequests(): () => void {
  const offCallUs = subscribe('ui:open-call-us', () => useDialogStore.getState().openCallUs());
  const offWhatsApp = subscribe('ui:open-whatsapp', (payload) =>
    useDialogStore.getState().openWhatsApp(payload?.hospital ?? null),
  );
  return () => {
    offCallUs();
    offWhatsApp();
  };
}
