import { createChunk } from '../lazy/createChunk';

/** The Call Us dialog and the WhatsApp chooser: fetched on first opening, warmed on intent. */
export const contactDialogsChunk = createChunk(() => import('./ContactDialogs'));
