import type { AppProps } from 'single-spa';
import type { ApiClient } from '@hospital/api-client';
import type { Locale } from '@hospital/i18n';
import type { FakeAnswer, FakeHandler, SentRequest } from '@hospital/api-client/testing';
import type { PageEnvironment, RemoteDefinition, ShellProps } from '../index';

/*
 * One page load of a remote as the site serves it (docs/architecture.md §2b), in jsdom: the server renders
 * the page with its prefetched data, then the browser takes that HTML over with the remote's own
 * lifecycles. Every module is required afresh (call jest.resetModules() before each page load): a new
 * page has a new store, new chunks and a new query cache, as in a browser. So the remote is given as
 * its import, and this file imports what it uses on each call too.
 */

export interface PageLoadOptions {
  /** Imports the remote afresh: `() => import('../remote')`. */
  loadRemote: () => Promise<{ remote: RemoteDefinition }>;
  /** The time of the server's render (ms since the epoch), as the fixtures expect it. */
  now: number;
  origin?: string;
}

export interface ServerSlot {
  url: string;
  lang: Locale;
  html: string;
  /** The data block the server sends after the slot. */
  data: string;
  environment: PageEnvironment;
  /** What the server asked the API. */
  requests: SentRequest[];
}

async function fakeClient(answers: Record<string, FakeHandler | FakeAnswer>, lang: Locale) {
  const [{ createApiClient }, { fakeRoutes }] = await Promise.all([
    import('@hospital/api-client'),
    import('@hospital/api-client/testing'),
  ]);
  const { adapter, calls } = fakeRoutes(answers);
  const client: ApiClient = createApiClient({ baseURL: '/api/', lang, adapter });
  return { client, calls };
}

export interface MountOptions {
  /** What the visitor does to the server's HTML before the scripts take it over (a choice in a form). */
  beforeHydration?: (domElement: HTMLElement) => void;
}

/** The two halves of a page load of one remote, bound to it. */
export function createPageLoad({ loadRemote, now, origin = 'https://medika.example' }: PageLoadOptions) {
  return {
    renderOnServer: (url: string, answers: Record<string, FakeHandler | FakeAnswer>) =>
      renderOnServer(loadRemote, { now, origin }, url, answers),
    mountInBrowser: (
      slot: ServerSlot,
      answers: Record<string, FakeHandler | FakeAnswer>,
      options?: MountOptions,
    ) => mountInBrowser(loadRemote, slot, answers, options),
  };
}

/** What the remote's server renderer does for `url` (path and query, language prefix included). */
async function renderOnServer(
  loadRemote: PageLoadOptions['loadRemote'],
  { now, origin }: { now: number; origin: string },
  url: string,
  answers: Record<string, FakeHandler | FakeAnswer>,
): Promise<ServerSlot> {
  const [{ renderToString }, query, kit, i18n, router, routerServer, { remote }] = await Promise.all([
    import('react-dom/server'),
    import('@hospital/query/server'),
    import('../index'),
    import('@hospital/i18n'),
    import('@hospital/router'),
    import('@hospital/router/server'),
    loadRemote(),
  ]);
  const address = new URL(url, origin);
  const { locale: lang, pathname } = i18n.splitLocalePath(address.pathname);
  const match = kit.matchRemoteRoute(remote.routes, pathname);
  if (!match) throw new Error(`no route of ${remote.name} for ${pathname}`);
  const { client, calls } = await fakeClient(answers, lang);
  const queryClient = kit.createQueryClient('server');
  const Page = (await remote.pages[match.pattern]()).default;
  await Page.prefetch?.({
    queryClient,
    api: client,
    lang,
    params: match.params,
    search: address.searchParams,
  });
  // As the renderer does: a failed query is left to the browser, which never receives it.
  queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
  const environment: PageEnvironment = {
    mode: 'server',
    origin,
    lang,
    head: null,
    status: 200,
    redirect: null,
    now,
  };
  const html = renderToString(
    <kit.RemoteTree
      definition={remote}
      i18n={await i18n.createFixedI18n(remote.i18n, lang)}
      queryClient={queryClient}
      api={client}
      environment={environment}
      router={(children) => (
        <routerServer.StaticRouter
          location={address.pathname + address.search}
          basename={i18n.localeBasename(lang) || undefined}
          future={router.ROUTER_FUTURE}
        >
          {children}
        </routerServer.StaticRouter>
      )}
      loaded={{ [match.pattern]: Page }}
    />,
  );
  const data = kit.ssrDataScript(remote.name, {
    version: process.env.APP_VERSION ?? 'dev',
    lang,
    origin,
    now,
    queries: query.dehydrate(queryClient),
  });
  return { url, lang, html, data, environment, requests: calls };
}

/**
 * The browser's side: the page's HTML and data block in the document at the page's address, the
 * remote mounted by its single-spa lifecycles as the shell mounts it (hydrating on this first mount).
 * The browser's API client answers from `answers`; `requests` are the browser's own calls.
 */
async function mountInBrowser(
  loadRemote: PageLoadOptions['loadRemote'],
  slot: ServerSlot,
  answers: Record<string, FakeHandler | FakeAnswer>,
  { beforeHydration }: MountOptions = {},
) {
  const [{ configureApi }, { fakeRoutes }, i18n, { createRemoteApp }, { remote }] = await Promise.all([
    import('@hospital/api-client'),
    import('@hospital/api-client/testing'),
    import('@hospital/i18n'),
    import('../index'),
    loadRemote(),
  ]);
  window.history.replaceState(null, '', slot.url);
  i18n.setLocale(slot.lang, { document: null });
  const { adapter, calls } = fakeRoutes(answers);
  configureApi({ baseURL: '/api/', lang: slot.lang, adapter });
  document.body.innerHTML = '';
  document.body.insertAdjacentHTML('beforeend', slot.data);
  const domElement = document.createElement('div');
  domElement.innerHTML = slot.html;
  document.body.prepend(domElement);
  beforeHydration?.(domElement);
  const props: ShellProps & AppProps = {
    name: remote.name,
    domElement,
    singleSpa: {},
    mountParcel: jest.fn(),
  };
  const app = createRemoteApp(remote);
  await app.lifecycles.bootstrap(props);
  await app.lifecycles.mount(props);
  return { domElement, requests: calls, unmount: () => app.lifecycles.unmount(props) };
}
