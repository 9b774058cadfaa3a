import { act } from '@testing-library/react';
import { createApiClient } from '@hospital/api-client';
import { fakeRoutes, type FakeAnswer, type FakeHandler } from '@hospital/api-client/testing';
import type { Locale } from '@hospital/i18n';
import type { RemoteDefinition } from '../contract';
import { matchRemoteRoute } from '../RemoteRoutes';
import { testQueryClient, type createRenderWithApp } from './renderWithRemote';

/**
 * Does for one route what the server renderer does before rendering (docs/architecture.md §2b): finds the route's
 * page through the remote's pages, runs its `prefetch` against the API answers, and drops failed queries.
 * Then renders the page from that cache with an API that answers nothing, as the browser hydrates it.
 * `requests` are the browser's own calls (none expected for data the server had).
 */
export function createRenderFromServerData(
  remote: Pick<RemoteDefinition, 'name' | 'routes' | 'pages'>,
  renderWithApp: ReturnType<typeof createRenderWithApp>,
) {
  return async function renderFromServerData(
    route: string,
    answers: Record<string, FakeHandler | FakeAnswer>,
    lang: Locale = 'id',
  ) {
    const url = new URL(route, 'http://site.test');
    const match = matchRemoteRoute(remote.routes, url.pathname);
    if (!match) throw new Error(`no route of ${remote.name} matches ${url.pathname}`);
    const { default: Page } = await remote.pages[match.pattern]();
    const server = fakeRoutes(answers);
    const queryClient = testQueryClient();
    const api = createApiClient({ baseURL: '/api/', lang, adapter: server.adapter });
    await Page.prefetch?.({ queryClient, api, lang, params: match.params, search: url.searchParams });
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

    const rendered = renderWithApp(<Page />, {
      route: url.pathname + url.search,
      path: match.pattern,
      queryClient,
      lang,
      api: {},
    });
    // Whatever the page would fetch on mount has been asked for once pending work has run.
    await act(async () => {});
    return { ...rendered, serverRequests: server.calls, Page };
  };
}
