import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@hospital/query';
import { createApiClient, type ApiClient } from '@hospital/api-client';
import { fakeRoutes, type FakeAnswer, type FakeHandler } from '@hospital/api-client/testing';
import {
  createFixedI18nSync,
  I18nextProvider,
  localeBasename,
  setLocale,
  type Dict,
  type Locale,
} from '@hospital/i18n';
import { Route, Routes, ROUTER_FUTURE } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import { SiteHrefProvider } from '@hospital/ui';
import { ApiProvider } from '../data/ApiContext';
import { PageEnvironmentProvider, type PageEnvironment } from '../head/PageContext';
import { siteHref } from '../siteHref';
import { LocationProbe } from './routerProbes';

export interface RenderWithRemoteOptions {
  /** The remote's namespace and both dictionaries (tests have English inline). */
  texts: { namespace: string; id: Dict; en: Dict };
  lang?: Locale;
  /** The address the page is shown at, without the language prefix. */
  route?: string;
  /** The route pattern the element is mounted at (for useParams). */
  path?: string;
  /** The API answers, keyed `'GET web/menu'`; an unplanned call fails like a dead API. */
  api?: Record<string, FakeHandler | FakeAnswer>;
  /** Seeds the query cache, as the server's data would. */
  queryClient?: QueryClient;
  /** The time of the render (ms since the epoch). */
  now?: number;
}

/** A query cache for tests: no retries (a failure shows at once), nothing collected during a test. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: 60_000 } },
  });
}

/**
 * Renders like a remote does on a page of the site: its texts in the chosen language, a query cache,
 * an API client answering from memory, the page's environment and a router (with a LocationProbe).
 * Returns the render result with the requests the page made and the client it used.
 */
export function renderWithRemote(ui: ReactElement, options: RenderWithRemoteOptions) {
  const lang = options.lang ?? 'id';
  setLocale(lang, { document: null });
  const i18n = createFixedI18nSync(options.texts.namespace, options.texts, lang);
  const { adapter, calls } = fakeRoutes(options.api ?? {});
  const api: ApiClient = createApiClient({ baseURL: '/api/', lang, adapter });
  const queryClient = options.queryClient ?? testQueryClient();
  const environment: PageEnvironment = {
    mode: 'browser',
    origin: 'http://site.test',
    lang,
    head: null,
    status: 200,
    redirect: null,
    now: options.now ?? Date.now(),
  };
  const basename = localeBasename(lang);
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <PageEnvironmentProvider value={environment}>
            <SiteHrefProvider value={siteHref(lang)}>
              <MemoryRouter
                future={ROUTER_FUTURE}
                initialEntries={[`${basename}${options.route ?? '/'}`]}
                basename={basename || undefined}
              >
                <Routes>
                  <Route
                    path={options.path ?? '*'}
                    element={
                      <>
                        {children}
                        <LocationProbe />
                      </>
                    }
                  />
                </Routes>
              </MemoryRouter>
            </SiteHrefProvider>
          </PageEnvironmentProvider>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    /** Where the router is now: path, query and hash, without the language prefix. */
    location: () => result.getByTestId('location').textContent ?? '',
    requests: calls,
    api,
    queryClient,
    i18n,
    rerenderPage: (next: ReactElement) => result.rerender(wrap(next)),
  };
}

/** What a remote's tests may set per render: everything but its texts. */
export type RenderWithAppOptions = Omit<RenderWithRemoteOptions, 'texts'>;

/**
 * The render helper of one remote, made once in its `src/testing/`: its texts bound, and the route and
 * API answers most of its tests start from (`defaults` is called for every render, so stateful answers
 * start afresh). The language is not a default a remote may change: every remote's tests render in
 * Indonesian, the site's default, unless a test asks for English.
 */
export function createRenderWithApp(
  texts: RenderWithRemoteOptions['texts'],
  defaults: () => Omit<RenderWithAppOptions, 'lang'> = () => ({}),
) {
  return (ui: ReactElement, options: RenderWithAppOptions = {}) =>
    renderWithRemote(ui, { ...defaults(), ...options, texts });
}
