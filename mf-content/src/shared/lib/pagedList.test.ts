import { PAGE_SIZES } from '@hospital/domain';
import { nextPageOffset } from './pagedList';

const page = (from: number, length: number, count: number) => ({
  results: Array.from({ length }, (_, i) => from + i),
  count,
});

describe('nextPageOffset (docs/product-rules.md §4 load-more flag)', () => {
  it('asks for the next offset while full pages come back', () => {
    expect(nextPageOffset([page(0, 5, 29)], PAGE_SIZES.news)).toBe(5);
    expect(nextPageOffset([page(0, 5, 29), page(5, 5, 29)], PAGE_SIZES.news)).toBe(10);
  });

  it('stops after a short page', () => {
    const pages = [0, 5, 10, 15, 20].map((offset) => page(offset, 5, 29));
    expect(nextPageOffset(pages, 5)).toBe(25);
    expect(nextPageOffset([...pages, page(25, 4, 29)], 5)).toBeUndefined();
  });

  it('stops after a full last page when the total is reached (no empty extra page)', () => {
    expect(nextPageOffset([page(0, 6, 12), page(6, 6, 12)], 6)).toBeUndefined();
  });

  it('has nothing more for an empty list, and starts at 0 before any page', () => {
    expect(nextPageOffset([page(0, 0, 0)], 6)).toBeUndefined();
    expect(nextPageOffset([], 6)).toBe(0);
  });
});
