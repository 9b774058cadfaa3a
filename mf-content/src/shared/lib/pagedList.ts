import { hasMore } from '@hospital/domain';

/** One page of a list as the API answers it (`{ results, count }`). */
interface ListPage {
  results: readonly unknown[];
  count: number;
}

/**
 * Offset of the page after `pages`, or undefined when there is none: docs/product-rules.md §4's load-more flag is on when
 * a full page came back; it also turns off when the API's total says nothing is left, which saves a
 * click that would bring back an empty page.
 */
export function nextPageOffset(pages: readonly ListPage[], pageSize: number): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((n, page) => n + page.results.length, 0);
  return hasMore(last.results.length, pageSize) && loaded < last.count ? loaded : undefined;
}
