import type { PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited.
export const pages: Record<string, PageLoader> = {
  '/screening': () => import('./pages/ScreeningPage').then((m) => ({ default: m.ScreeningPage })),
  '/screening/result': () => import('./pages/ResultPage').then((m) => ({ default: m.ResultPage })),
};
