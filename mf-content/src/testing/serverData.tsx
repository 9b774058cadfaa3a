import { act } from '@testing-library/react';
import { createApiClient } from '@hospital/api-client';
import type { Locale } from '@hospital/i18n';
import { matchRemoteRoute } from '@hospital/remote-kit';
import { fakeRoutes, testQueryClient, type FakeAnswer, type FakeHandler } from '@hospital/remote-kit/testing';
import type { RouteDefinition } from '@hospital/registry';
import routes from '../routes.json';
import { pages } from '../pages';
import { renderPage } from './render';

/**
 * Does for one route what the server renderer does before rendering (ARCHITECTURE 2b): finds the route's
 * page through pages.tsx, runs its `prefetch` against the API answers, and drops failed queries. Then
 * renders the page from that cache with an API that answers nothing, as the browser hydrates it.
 * `requests` are the browser's own calls (none expected for data the server had).
 */
export async function renderFromServerData(
  route: string,
  answers: Record<string, FakeHandler | FakeAnswer>,
  lang: Locale = 'en',
) {
  const url = new URL(route, 'http://site.test');
  const match = matchRemoteRoute(routes as RouteDefinition[], url.pathname);
  if (!match) throw new Error(`no route of mf-content matches ${url.pathname}`);
  const { default: Page } = await pages[match.pattern]();
  const server = fakeRoutes(answers);
  const queryClient = testQueryClient();
  const api = createApiClient({ baseURL: '/api/', lang, adapter: server.adapter });
  await Page.prefetch?.({ queryClient, api, lang, params: match.params, search: url.searchParams });
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

  const rendered = renderPage(<Page />, {
    route: url.pathname + url.search,
    path: match.pattern,
    queryClient,
    lang,
  });
  // Whatever the page would fetch on mount has been asked for once pending work has run.
  await act(async () => {});
  return { ...rendered, serverRequests: server.calls, Page };
}
