import { MAX_LIST_LIMIT } from '@hospital/api-client';
import type { QueryClient, QueryKey } from '@hospital/query';

/** One page of a list read by offset and limit. */
export interface RangePage {
  results: readonly unknown[];
}

/** What a paged list's query needs to be read by the server: its key, its paging and how to read a range. */
export interface PagedListSource<TPage extends RangePage, TKey extends QueryKey> {
  queryKey: TKey;
  initialPageParam: number;
  getNextPageParam: (
    last: TPage,
    all: TPage[],
    lastParam: number,
    allParams: number[],
  ) => number | undefined | null;
  pageSize: number;
  /** One API call for the items from `offset`, at most `limit` of them. */
  loadRange: (
    range: { offset: number; limit: number },
    context: { signal: AbortSignal; client: QueryClient },
  ) => Promise<TPage>;
}

/**
 * Puts the first `pages` pages of a list into the cache, as the browser's "load more" would have (`?page=n`,
 * docs/decisions.md, issue 25), with ONE API call for all of them: fetched one after another, a deep list
 * (3 pages and more) missed the server's data budget on a busy machine, and the page then showed no list
 * without JavaScript. TanStack Query still builds the pages itself (their params from `getNextPageParam`,
 * where it stops), so the cache holds exactly what page-by-page reading gives; each page is the slice of
 * the one answer at its offset. A list longer than one call may ask for is read page by page, as before.
 */
export function prefetchShownPages<TPage extends RangePage, TKey extends QueryKey>(
  queryClient: QueryClient,
  source: PagedListSource<TPage, TKey>,
  pages: number,
): Promise<void> {
  const { pageSize, loadRange, initialPageParam: first } = source;
  const limit = pages * pageSize;
  let all: Promise<TPage> | undefined;
  return queryClient.prefetchInfiniteQuery({
    queryKey: source.queryKey,
    initialPageParam: first,
    getNextPageParam: source.getNextPageParam,
    pages,
    queryFn: async ({ pageParam, signal, client }) => {
      if (pages === 1 || limit > MAX_LIST_LIMIT)
        return loadRange({ offset: pageParam, limit: pageSize }, { signal, client });
      all ??= loadRange({ offset: first, limit }, { signal, client });
      const answer = await all;
      const from = pageParam - first;
      return { ...answer, results: answer.results.slice(from, from + pageSize) };
    },
  });
}
