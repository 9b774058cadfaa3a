import { QueryClient, type InfiniteData } from '@hospital/query';
import { MAX_LIST_LIMIT } from '@hospital/api-client';
import { prefetchShownPages, type PagedListSource } from './prefetchShownPages';

interface Page {
  results: number[];
  count: number;
}

const PAGE_SIZE = 5;

/** A list of `total` items read by offset and limit, counting its calls. */
function list(total: number, pageSize = PAGE_SIZE) {
  const calls: { offset: number; limit: number }[] = [];
  const items = Array.from({ length: total }, (_, i) => i + 1);
  const source: PagedListSource<Page, readonly ['items', number]> = {
    queryKey: ['items', total] as const,
    initialPageParam: 0,
    // As the content lists do: a full page and items left mean more.
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, page) => n + page.results.length, 0);
      return last.results.length === pageSize && loaded < last.count ? loaded : undefined;
    },
    pageSize,
    loadRange: async ({ offset, limit }) => {
      calls.push({ offset, limit });
      return { results: items.slice(offset, offset + limit), count: total };
    },
  };
  return { source, calls };
}

/** What the cache holds after page-by-page reading (TanStack Query's own `pages`), for comparison. */
async function pageByPage(total: number, pages: number, pageSize = PAGE_SIZE) {
  const { source, calls } = list(total, pageSize);
  const client = new QueryClient();
  await client.prefetchInfiniteQuery({
    queryKey: source.queryKey,
    initialPageParam: 0,
    getNextPageParam: source.getNextPageParam,
    pages,
    queryFn: ({ pageParam, signal }) =>
      source.loadRange({ offset: pageParam, limit: pageSize }, { signal, client }),
  });
  return { data: client.getQueryData<InfiniteData<Page, number>>(source.queryKey), calls };
}

async function inOneCall(total: number, pages: number, pageSize = PAGE_SIZE) {
  const { source, calls } = list(total, pageSize);
  const client = new QueryClient();
  await prefetchShownPages(client, source, pages);
  return { data: client.getQueryData<InfiniteData<Page, number>>(source.queryKey), calls };
}

describe('prefetchShownPages: the pages `?page=n` shows, in one API call', () => {
  test.each([
    ['a long list, 3 pages', 40, 3],
    ['a list ending inside the last page asked for', 12, 3],
    ['a list ending exactly at a page boundary', 10, 3],
    ['a list shorter than one page', 3, 4],
    ['an empty list', 0, 2],
  ])('%s: the same pages and params as page-by-page reading', async (_name, total, pages) => {
    const one = await inOneCall(total, pages);
    const each = await pageByPage(total, pages);
    expect(one.data).toEqual(each.data);
    expect(one.calls).toEqual([{ offset: 0, limit: pages * PAGE_SIZE }]);
  });

  test('page-by-page reading of 3 pages makes 3 calls (what the single call replaces)', async () => {
    expect((await pageByPage(40, 3)).calls).toHaveLength(3);
  });

  test('one page is one call of one page', async () => {
    const one = await inOneCall(40, 1);
    expect(one.calls).toEqual([{ offset: 0, limit: PAGE_SIZE }]);
    expect(one.data?.pages.map((p) => p.results)).toEqual([[1, 2, 3, 4, 5]]);
  });

  test('more than one call may ask for: read page by page, never a refused limit', async () => {
    const pageSize = MAX_LIST_LIMIT / 2 + 1;
    const one = await inOneCall(500, 2, pageSize);
    expect(one.calls).toEqual([
      { offset: 0, limit: pageSize },
      { offset: pageSize, limit: pageSize },
    ]);
    expect(one.data).toEqual((await pageByPage(500, 2, pageSize)).data);
  });

  test('a failed call leaves no data, as a failed prefetch does, and never throws', async () => {
    const client = new QueryClient();
    const { source } = list(40);
    await expect(
      prefetchShownPages(client, { ...source, loadRange: () => Promise.reject(new Error('down')) }, 3),
    ).resolves.toBeUndefined();
    expect(client.getQueryData(source.queryKey)).toBeUndefined();
  });
});
