import { type BilingualDict } from '@hospital/i18n';
import { describeLazyEnglish, findMissingKeys } from '@hospital/i18n/testing';
import { validateRoutes } from '@hospital/registry';
import type { RemoteDefinition } from '../contract';
import { routePageMismatches } from '../RemoteRoutes';

export interface RemoteContractOptions {
  /** Both dictionaries of the remote (its `i18n/dictionaries.ts`, for tests only). */
  dictionaries: BilingualDict;
  /** Absolute path of the remote's English dictionary module: `require.resolve('./i18n/en')`. */
  englishModule: string;
  /** Imports the remote afresh (`() => import('./remote')`), to see what importing it evaluates. */
  reload: () => Promise<{ remote: RemoteDefinition }>;
  /** Patterns whose page needs no data from the API before it is rendered on the server. */
  pagesWithoutPrefetch?: string[];
}

/**
 * The contract every remote keeps (docs/architecture.md §2 and 2b), as one test suite each remote runs with one
 * call in its `src/remote.test.ts`: a valid routes.json with a page per route, every text in both
 * languages, English off the first load (loaded only for an English page), and a server prefetch for
 * each page that shows the API's data.
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

    it('uses the texts of its i18n folder', () => {
      expect(remote.i18n.resources.id).toEqual(options.dictionaries.id);
    });

    it('gives the server a prefetch for every page that shows the API data (docs/decisions.md, issue 14)', async () => {
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

    describeLazyEnglish({
      name: remote.name,
      load: () => options.reload().then((fresh) => fresh.remote.i18n),
      englishModule: options.englishModule,
      dictionaries: options.dictionaries,
    });
  });
}
