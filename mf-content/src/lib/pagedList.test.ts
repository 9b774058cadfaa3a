import { PAGE_SIZES } from '@hospital/domain';
import { appendPage, emptyPagedList } from './pagedList';

const page = (from: number, length: number, count: number) => ({
  results: Array.from({ length }, (_, i) => from + i),
  count,
});

describe('appendPage (SPEC 4 load-more flag)', () => {
  it('turns the flag on when a full page came back and appends the next page', () => {
    const first = appendPage(emptyPagedList<number>(), page(0, 5, 29), PAGE_SIZES.news);
    expect(first).toEqual({ items: [0, 1, 2, 3, 4], hasMore: true, nextOffset: 5, total: 29 });
    const second = appendPage(first, page(5, 5, 29), PAGE_SIZES.news);
    expect(second.items).toHaveLength(10);
    expect(second.items.slice(5)).toEqual([5, 6, 7, 8, 9]);
    expect(second.nextOffset).toBe(10);
    expect(second.hasMore).toBe(true);
  });

  it('turns the flag off when a short page came back', () => {
    let list = emptyPagedList<number>();
    for (let offset = 0; offset < 25; offset += 5) list = appendPage(list, page(offset, 5, 29), 5);
    expect(list.hasMore).toBe(true);
    list = appendPage(list, page(25, 4, 29), 5);
    expect(list.items).toHaveLength(29);
    expect(list.hasMore).toBe(false);
  });

  it('turns the flag off after a full last page when the total is reached (no empty extra page)', () => {
    const list = appendPage(appendPage(emptyPagedList<number>(), page(0, 6, 12), 6), page(6, 6, 12), 6);
    expect(list.items).toHaveLength(12);
    expect(list.hasMore).toBe(false);
  });

  it('has nothing more for an empty list', () => {
    expect(appendPage(emptyPagedList<number>(), page(0, 0, 0), 6).hasMore).toBe(false);
  });
});
