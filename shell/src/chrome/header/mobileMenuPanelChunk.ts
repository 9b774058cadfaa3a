import { createChunk } from '../lazy/createChunk';

/** The mobile menu's slide-in panel (the hamburger itself is in the first load). */
export const mobileMenuPanelChunk = createChunk(() => import('./MobileMenuPanel'));
