import { lazyPage, type PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited.
export const pages: Record<string, PageLoader> = {
  '/appointment': lazyPage(() => import('./pages/DoctorSearchPage'), 'DoctorSearchPage'),
  '/doctor/:id?': lazyPage(() => import('./pages/DoctorProfilePage'), 'DoctorProfilePage'),
  '/specialist/:slug?': lazyPage(() => import('./pages/SpecialistPage'), 'SpecialistPage'),
  '/kiosk': lazyPage(() => import('./pages/KioskPage'), 'KioskPage'),
};
