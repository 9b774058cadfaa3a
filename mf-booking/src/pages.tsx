import type { PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited.
export const pages: Record<string, PageLoader> = {
  '/appointment/create': () =>
    import('./pages/CreateAppointmentPage').then(async (m) => {
      await m.loadFirstStep();
      return { default: m.CreateAppointmentPage };
    }),
  '/appointment/detail': () => import('./pages/LookupPage').then((m) => ({ default: m.LookupPage })),
  '/appointment/success': () => import('./pages/SuccessPage').then((m) => ({ default: m.SuccessPage })),
  '/detail-appointment': () => import('./pages/LookupPage').then((m) => ({ default: m.LookupPage })),
  '/registrasi': () => import('./pages/RegistrationPage').then((m) => ({ default: m.RegistrationPage })),
};
