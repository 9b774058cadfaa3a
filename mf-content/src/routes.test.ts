import { findMissingKeys } from '@hospital/i18n/testing';
import { routePageMismatches } from '@hospital/remote-kit';
import { validateRoutes, RouteDefinition } from '@hospital/registry';
import routes from './routes.json';
import { pages } from './pages';
import { dictionaries } from './i18n/dictionaries';

describe('remote contract', () => {
  it('has a valid routes.json', () => {
    expect(validateRoutes(routes)).toBe(true);
  });
  it('has one page per route and no page without a route', () => {
    expect(routePageMismatches(routes as RouteDefinition[], pages)).toEqual({
      withoutPage: [],
      withoutRoute: [],
    });
  });
  it('gives the server a prefetch for every page (issue 14: each page arrives with its content)', async () => {
    const loaded = await Promise.all(
      Object.entries(pages).map(async ([pattern, load]) => ({ pattern, page: (await load()).default })),
    );
    expect(loaded.filter(({ page }) => typeof page !== 'function').map((p) => p.pattern)).toEqual([]);
    expect(loaded.filter(({ page }) => typeof page.prefetch !== 'function').map((p) => p.pattern)).toEqual(
      [],
    );
  });
  it('has every text in both languages', () => {
    expect(findMissingKeys(dictionaries)).toEqual([]);
  });
});
