import { hasMore } from '@hospital/domain';

/** Items loaded so far of a list read page by page (news, events, promotions, packages, rooms...). */
export interface PagedList<T> {
  items: T[];
  /** SPEC 4 load-more flag. */
  hasMore: boolean;
  /** Offset of the next page. */
  nextOffset: number;
  /** Total reported by the API (`count`). */
  total: number;
}

export function emptyPagedList<T>(): PagedList<T> {
  return { items: [], hasMore: false, nextOffset: 0, total: 0 };
}

/**
 * Appends one page. The flag follows SPEC 4 (on when a full page came back) and also turns off when
 * the API's total says nothing is left, which saves a click that would bring back an empty page.
 */
export function appendPage<T>(
  list: PagedList<T>,
  page: { results: T[]; count: number },
  pageSize: number,
): PagedList<T> {
  const items = [...list.items, ...page.results];
  const nextOffset = list.nextOffset + page.results.length;
  return {
    items,
    nextOffset,
    total: page.count,
    hasMore: hasMore(page.results.length, pageSize) && nextOffset < page.count,
  };
}
