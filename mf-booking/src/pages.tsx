import { lazyPage, type PageLoader } from '@hospital/remote-kit';

const lookup = () => import('./pages/LookupPage');

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited.
export const pages: Record<string, PageLoader> = {
  // The wizard's first step is its own chunk, in before the page renders (no fallback in between).
  '/appointment/create': () =>
    import('./pages/CreateAppointmentPage').then(async (m) => {
      await m.loadFirstStep();
      return { default: m.CreateAppointmentPage };
    }),
  '/appointment/detail': lazyPage(lookup, 'LookupPage'),
  '/appointment/success': lazyPage(() => import('./pages/SuccessPage'), 'SuccessPage'),
  '/detail-appointment': lazyPage(lookup, 'LookupPage'),
  '/registrasi': lazyPage(() => import('./pages/RegistrationPage'), 'RegistrationPage'),
};
