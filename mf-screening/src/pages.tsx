import { lazyPage, type PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited.
export const pages: Record<string, PageLoader> = {
  '/screening': lazyPage(() => import('./pages/ScreeningPage'), 'ScreeningPage'),
  '/screening/result': lazyPage(() => import('./pages/ResultPage'), 'ResultPage'),
};
