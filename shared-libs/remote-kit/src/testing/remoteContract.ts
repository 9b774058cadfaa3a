import { type BilingualDict } from '@hospital/i18n';
import { findMissingKeys } from '@hospital/i18n/testing';
import { validateRoutes } from '@hospital/registry';
import type { RemoteDefinition } from '../contract';
import { routePageMismatches } from '../RemoteRoutes';

export interface RemoteContractOptions {
  /** Both dictionaries of the remote (its `i18n/dictionaries.ts`, for tests only). */
  dictionaries: BilingualDict;
  /** Patterns whose page needs no data from the API before it is rendered on the server. */
  pagesWithoutPrefetch?: string[];
}

/**
 * The contract every remote keeps (ARCHITECTURE 2 and 2b), as one test suite each remote runs with one
 * line: a valid routes.json with a page per route, every text in both languages, English off the first
 * load, and a server prefetch for each page that shows the API's data.
 */
export function describeRemoteContract(remote: RemoteDefinition, options: RemoteContractOptions): void {
  describe(`${remote.name}: the remote contract`, () => {
    it('has a valid routes.json', () => {
      expect(validateRoutes(remote.routes)).toBe(true);
    });

    it('has one page per route and no page without a route', () => {
      expect(routePageMismatches(remote.routes, remote.pages)).toEqual({ withoutPage: [], withoutRoute: [] });
    });

    it('has every text in both languages', () => {
      expect(findMissingKeys(options.dictionaries)).toEqual([]);
    });

    it('keeps English off the first load: a chunk fetched when the page is English', async () => {
      expect(typeof remote.i18n.resources.en).toBe('function');
      const { en } = remote.i18n.resources;
      if (typeof en !== 'function') return;
      expect(findMissingKeys({ id: remote.i18n.resources.id, en: await en() })).toEqual([]);
    });

    it('gives the server a prefetch for every page that shows the API data (issue 14)', async () => {
      const without = new Set(options.pagesWithoutPrefetch ?? []);
      const pages = await Promise.all(
        Object.entries(remote.pages).map(async ([pattern, load]) => ({
          pattern,
          page: (await load()).default,
        })),
      );
      expect(pages.filter(({ page }) => typeof page !== 'function').map((p) => p.pattern)).toEqual([]);
      expect(
        pages
          .filter(({ pattern, page }) => !without.has(pattern) && typeof page.prefetch !== 'function')
          .map((p) => p.pattern),
      ).toEqual([]);
    });
  });
}
