import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@hospital/query';
import type { i18n as I18nInstance } from 'i18next';
import type { ApiClient } from '@hospital/api-client';
import { I18nextProvider } from '@hospital/i18n';
import { ApiProvider, PageEnvironmentProvider, siteHref, type PageEnvironment } from '@hospital/remote-kit';
import { SiteHrefProvider } from '@hospital/ui';
import { FixedRouteProvider, type ChromeRoute } from '../chrome/common/chromeRoute';

/** What every React root of the shell renders with: one per page in the browser, one per request on the server. */
export interface ShellContext {
  i18n: I18nInstance;
  queryClient: QueryClient;
  api: ApiClient;
  environment: PageEnvironment;
}

/**
 * The providers around each of the shell's roots (header, footer, overlays, 404 and error pages).
 * `route` fixes the route for a server render; in the browser the chrome follows navigations.
 */
export function ShellProviders({
  context,
  route,
  children,
}: {
  context: ShellContext;
  route?: ChromeRoute;
  children: ReactNode;
}) {
  const tree = (
    <I18nextProvider i18n={context.i18n}>
      <QueryClientProvider client={context.queryClient}>
        <ApiProvider client={context.api}>
          <PageEnvironmentProvider value={context.environment}>
            <SiteHrefProvider value={siteHref(context.environment.lang)}>{children}</SiteHrefProvider>
          </PageEnvironmentProvider>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return route ? <FixedRouteProvider route={route}>{tree}</FixedRouteProvider> : tree;
}
