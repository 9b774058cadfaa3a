import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@hospital/query';
import type { i18n as I18nInstance } from 'i18next';
import type { ApiClient } from '@hospital/api-client';
import { I18nextProvider, useTranslation } from '@hospital/i18n';
import { SiteHrefProvider } from '@hospital/ui';
import type { PageComponent, RemoteDefinition } from './contract';
import { ApiProvider } from './data/ApiContext';
import { FirstLocationProvider, PageEnvironmentProvider, type PageEnvironment } from './head/PageContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRoutes } from './RemoteRoutes';
import { siteHref } from './siteHref';

export const DEFAULT_ERROR_TEXTS = {
  id: {
    title: 'Terjadi kesalahan',
    message: 'Bagian halaman ini gagal ditampilkan. Silakan coba lagi.',
    retry: 'Coba lagi',
  },
  en: {
    title: 'Something went wrong',
    message: 'This part of the page failed to display. Please try again.',
    retry: 'Try again',
  },
};

function ErrorBoundaryWithTexts({
  definition,
  children,
}: {
  definition: RemoteDefinition;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const texts = definition.errorTexts
    ? definition.errorTexts(t)
    : DEFAULT_ERROR_TEXTS[i18n.language === 'en' ? 'en' : 'id'];
  return (
    <RemoteErrorBoundary remote={definition.name} texts={texts}>
      {children}
    </RemoteErrorBoundary>
  );
}

export interface RemoteTreeProps {
  definition: RemoteDefinition;
  i18n: I18nInstance;
  queryClient: QueryClient;
  api: ApiClient;
  environment: PageEnvironment;
  /** `SiteBrowserRouter` (@hospital/router) in the browser, `StaticRouter` on the server, each with the language's basename. */
  router: (children: ReactNode) => ReactNode;
  loaded?: Readonly<Record<string, PageComponent>>;
}

/**
 * Everything a remote renders, the same on the server and in the browser (a different tree would not
 * hydrate): providers for texts, data, the API and the page's head, the router, and the pages.
 */
export function RemoteTree({
  definition,
  i18n,
  queryClient,
  api,
  environment,
  router,
  loaded,
}: RemoteTreeProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={api}>
            <PageEnvironmentProvider value={environment}>
              <SiteHrefProvider value={siteHref(environment.lang)}>
                {router(
                  <FirstLocationProvider>
                    <ErrorBoundaryWithTexts definition={definition}>
                      <RemoteRoutes routes={definition.routes} pages={definition.pages} loaded={loaded} />
                    </ErrorBoundaryWithTexts>
                  </FirstLocationProvider>,
                )}
              </SiteHrefProvider>
            </PageEnvironmentProvider>
          </ApiProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
