import { MAX_SHOWN_PAGES, morePagesHref, shownPages, withShownPages } from './shownPages';

const pagesOf = (query: string) => shownPages(new URLSearchParams(query));

describe('shownPages', () => {
  it('is 1 without the parameter', () => {
    expect(pagesOf('')).toBe(1);
    expect(pagesOf('category=kesehatan')).toBe(1);
  });

  it('reads a whole number of pages', () => {
    expect(pagesOf('page=1')).toBe(1);
    expect(pagesOf('page=3')).toBe(3);
    expect(pagesOf(`page=${MAX_SHOWN_PAGES}`)).toBe(MAX_SHOWN_PAGES);
  });

  it('caps a larger count at MAX_SHOWN_PAGES', () => {
    expect(MAX_SHOWN_PAGES).toBe(10);
    expect(pagesOf('page=11')).toBe(10);
    expect(pagesOf('page=999999')).toBe(10);
    expect(pagesOf('page=99999999999999999999999')).toBe(10);
  });

  it.each(['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=', 'page=%202', 'page=1e3', 'page=0x10'])(
    'reads %s as one page',
    (query) => expect(pagesOf(query)).toBe(1),
  );

  it('reads the first of repeated parameters', () => {
    expect(pagesOf('page=2&page=9')).toBe(2);
  });
});

describe('withShownPages', () => {
  it('sets the count and keeps every other parameter', () => {
    expect(withShownPages(new URLSearchParams('hospital=1&name=budi'), 3).toString()).toBe(
      'hospital=1&name=budi&page=3',
    );
    expect(withShownPages(new URLSearchParams('page=2&q=jantung'), 4).toString()).toBe('page=4&q=jantung');
  });

  it('leaves the parameter out for one page', () => {
    expect(withShownPages(new URLSearchParams('page=4&q=jantung'), 1).toString()).toBe('q=jantung');
  });

  it('does not change what it was given', () => {
    const search = new URLSearchParams('q=jantung');
    withShownPages(search, 2);
    expect(search.toString()).toBe('q=jantung');
  });
});

describe('morePagesHref', () => {
  it('asks for one page more, with the filters, and points at the first new item', () => {
    expect(morePagesHref('/appointment', new URLSearchParams('hospital=2&day=1'), 1)).toBe(
      '/appointment?hospital=2&day=1&page=2#page-2',
    );
    expect(morePagesHref('/news', new URLSearchParams('page=2'), 2)).toBe('/news?page=3#page-3');
  });
});
