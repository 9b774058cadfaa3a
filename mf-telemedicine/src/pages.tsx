import type { PageLoader } from '@hospital/remote-kit';

// Route pattern (routes.json) -> lazily loaded page. Each page's code downloads only when visited.
const titled =
  (titleKey: string): PageLoader =>
  () =>
    import('./pages/TitledPage').then(({ TitledPage }) => ({
      default: function Page() {
        return <TitledPage titleKey={titleKey} />;
      },
    }));

export const pages: Record<string, PageLoader> = {
  '/konsultasi/:key?': titled('konsultasiKey'),
};
