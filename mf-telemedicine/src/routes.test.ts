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
  it('has every text in both languages', () => {
    expect(findMissingKeys(dictionaries)).toEqual([]);
  });
});
