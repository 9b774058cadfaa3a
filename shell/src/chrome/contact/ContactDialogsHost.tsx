import { loadedValue } from '@hospital/ui';
import { reportLoadFailure } from '../lazy/loadFailureStore';
import { useEscapeKey } from '../lazy/useEscapeKey';
import { useOnDemandChunk } from '../lazy/useOnDemandChunk';
import { contactDialogsChunk } from './contactDialogsChunk';
import { useDialogStore } from './dialogStore';

/**
 * Renders the chrome's dialogs once their code is in. The first request (a click, or a remote on the
 * bus) starts the download; the opener shows itself busy meanwhile (useDialogOpener) and the dialog
 * opens when the code lands, taking focus from the opener, which therefore gets it back on close.
 * Escape while downloading cancels; a failed download drops the request and shows the notice.
 */
export function ContactDialogsHost() {
  const requested = useDialogStore((s) => s.open !== null);
  const close = useDialogStore((s) => s.close);
  const dialogs = useOnDemandChunk(contactDialogsChunk, requested, () => {
    close();
    reportLoadFailure(contactDialogsChunk);
  });
  useEscapeKey(requested && dialogs.status === 'loading', close);
  const ContactDialogs = loadedValue(dialogs)?.default;
  // Kept mounted once loaded (closed dialogs render nothing), so opening again is instant.
  return ContactDialogs ? <ContactDialogs /> : null;
}
