import type { PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited.
export const pages: Record<string, PageLoader> = {
  '/appointment': () => import('./pages/DoctorSearchPage').then((m) => ({ default: m.DoctorSearchPage })),
  '/doctor/:id?': () => import('./pages/DoctorProfilePage').then((m) => ({ default: m.DoctorProfilePage })),
  '/specialist/:slug?': () => import('./pages/SpecialistPage').then((m) => ({ default: m.SpecialistPage })),
  '/kiosk': () => import('./pages/KioskPage').then((m) => ({ default: m.KioskPage })),
};
