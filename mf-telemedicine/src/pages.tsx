import type { PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. The call itself is a further chunk, loaded on Join.
export const pages: Record<string, PageLoader> = {
  '/konsultasi/:key?': () =>
    import('./pages/ConsultationPage').then((m) => ({ default: m.ConsultationPage })),
};
