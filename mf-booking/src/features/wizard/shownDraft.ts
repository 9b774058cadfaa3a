import { createContext, useContext } from 'react';
import {
  draftData,
  emptyDraft,
  useDraftStore,
  withPreselection,
  type BookingDraft,
  type Preselection,
} from './draftStore';

/**
 * The draft as the wizard shows it. Once the stored draft is restored, the store's. Before that (on the
 * server, and in the browser while it takes over the server's HTML) no draft is known: an empty one with
 * the choice of the doctor card's link, which both sides read from the same URL, so they render alike.
 */
export const ShownDraftContext = createContext<BookingDraft | null>(null);

export function previewDraft(preselection: Preselection | null): BookingDraft {
  return preselection ? withPreselection(emptyDraft(), preselection) : emptyDraft();
}

/** Read by the parts of the wizard the server renders (step 1, the choice bar); the store's outside a wizard. */
export function useShownDraft(): BookingDraft {
  const shown = useContext(ShownDraftContext);
  // Inside the wizard no subscription of its own: the wizard follows the store and gives the answers
  // through the context, so a change of the remembered step alone renders no step again.
  const stored = useDraftStore((state) => (shown ? null : state));
  return shown ?? draftData(stored ?? useDraftStore.getState());
}
