import { lazyModule } from '@hospital/ui';

/** The Call Us dialog and the WhatsApp chooser: fetched on first opening, warmed on intent. */
export const contactDialogsChunk = lazyModule(() => import('./ContactDialogs'));
