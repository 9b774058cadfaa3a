import { lazyPage, type PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. The call itself is a further chunk, loaded on Join.
export const pages: Record<string, PageLoader> = {
  '/konsultasi/:key?': lazyPage(() => import('./pages/ConsultationPage'), 'ConsultationPage'),
};
