import { act, screen, within } from '@testing-library/react';
import { createApiClient } from '@hospital/api-client';
import { fakeRoutes, listAnswer, testQueryClient } from '@hospital/remote-kit/testing';
import { promo } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import { HomeSections, prefetchHomeSections } from './HomeSections';

/** An IntersectionObserver that never reports the sections near the viewport. */
class FarAwayObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const PROMOS = { 'GET web/promo': listAnswer([promo(1), promo(2, { state: 'draft' as 'published' })]) };

function sectionsFarAway() {
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FarAwayObserver,
  });
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('below the fold, every section shows its heading and link at once but fetches nothing yet', () => {
  sectionsFarAway();
  const { requests } = renderWithApp(<HomeSections />, { lang: 'en' });
  expect(screen.getByRole('heading', { name: 'Centres of Excellence' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Current promotions' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Latest news and articles' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /See all/ }).length).toBeGreaterThanOrEqual(5);
  expect(requests).toEqual([]);
});

test('keyboard focus entering a section fetches its data (Tab reaches sections, not the footer)', async () => {
  sectionsFarAway();
  const { requests } = renderWithApp(<HomeSections />, { lang: 'en', api: PROMOS });
  const promotions = screen.getByRole('heading', { name: 'Current promotions' }).closest('section');
  expect(promotions).not.toBeNull();
  act(() =>
    within(promotions as HTMLElement)
      .getByRole('link', { name: /See all/ })
      .focus(),
  );
  expect(await within(promotions as HTMLElement).findByRole('link', { name: 'Promo 1' })).toBeInTheDocument();
  expect(requests.map((r) => r.path)).toEqual(['web/promo']);
  expect(requests[0].query).toMatchObject({ limit: '3', order: 'sequence asc' });
});

test("the server's data shows at once, published promotions only, and is not fetched again", async () => {
  // No IntersectionObserver here: every section counts as in view, so each would fetch what it lacks.
  const queryClient = testQueryClient();
  const server = fakeRoutes({
    ...PROMOS,
    'GET web/page': listAnswer([]),
    'GET web/service_package': listAnswer([]),
    'GET web/article': listAnswer([]),
    'GET web/events': listAnswer([]),
    'GET web/rekanan': listAnswer([]),
  });
  const api = createApiClient({ baseURL: '/api/', lang: 'en', adapter: server.adapter });
  await prefetchHomeSections({ queryClient, api, lang: 'en', params: {}, search: new URLSearchParams() });
  expect(server.calls.map((r) => r.path).sort()).toEqual(
    ['web/article', 'web/events', 'web/page', 'web/promo', 'web/rekanan', 'web/service_package'].sort(),
  );

  const { requests } = renderWithApp(<HomeSections />, { lang: 'en', queryClient });
  expect(screen.getByRole('link', { name: 'Promo 1' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Promo 2' })).toBeNull();
  // Whatever the browser would fetch on mount has been asked for once pending work has run.
  await act(async () => {});
  expect(requests).toEqual([]);
});
