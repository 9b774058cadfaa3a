import { warmOnIntent, type IntentHandlers } from '../lazy/warmOnIntent';
import { useLazyModuleState } from '@hospital/ui';
import { contactDialogsChunk } from './contactDialogsChunk';
import { useDialogStore, type ChromeDialog } from './dialogStore';

/**
 * For a button that opens one of the chrome's dialogs: `busy` while that dialog is asked for and its
 * code is still downloading (for `aria-busy`), and the intent handlers that start the download early.
 */
export function useDialogOpener(dialog: ChromeDialog): { busy: boolean; intent: IntentHandlers } {
  const requested = useDialogStore((s) => s.open === dialog);
  const { status } = useLazyModuleState(contactDialogsChunk);
  return { busy: requested && status !== 'ready', intent: warmOnIntent(contactDialogsChunk) };
}
