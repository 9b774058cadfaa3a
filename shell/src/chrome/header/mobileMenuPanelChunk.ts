import { lazyModule } from '@hospital/ui';

/** The mobile menu's slide-in panel (the hamburger itself is in the first load). */
export const mobileMenuPanelChunk = lazyModule(() => import('./MobileMenuPanel'));
