import { lazyPage, type PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page.
export const pages: Record<string, PageLoader> = {
  '/frontdesk': lazyPage(() => import('./pages/FrontdeskPage'), 'FrontdeskPage'),
};
