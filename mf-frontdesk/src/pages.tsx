import type { PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page.
export const pages: Record<string, PageLoader> = {
  '/frontdesk': () => import('./pages/FrontdeskPage').then((m) => ({ default: m.FrontdeskPage })),
};
