import {
  BOOKING_WINDOW_DAYS_DEFAULT,
  CHAT_BUTTON_RETURN_MS,
  EXCLUDED_FROM_ALL_NEWS,
  EXCLUDED_NEWS_CATEGORIES,
  EXCLUDED_POLI_NAME_PATTERNS,
  hasMore,
  isExcludedPoliName,
  MAX_RESCHEDULES,
  MIN_PAGE_FETCH_DELAY_MS,
  MOTHER_AND_CHILD_POLI_IDS,
  PAGE_SIZES,
  SCHEDULE_START_DAY,
} from './constants';

describe('docs/product-rules.md §9 constants', () => {
  it('pins page sizes', () => {
    expect(PAGE_SIZES).toEqual({
      news: 5,
      events: 5,
      promotions: 6,
      packages: 6,
      rooms: 6,
      search: 8,
      footerSpecialists: 6,
      popularNews: 3,
      relatedNews: 10,
      footerArticles: 6,
    });
  });

  it('pins ids, categories, timings', () => {
    expect(MOTHER_AND_CHILD_POLI_IDS).toEqual([2496, 2485, 2471, 2473]);
    expect(EXCLUDED_NEWS_CATEGORIES).toEqual(['Spesialis', 'Tentang Kami', 'Services']);
    expect(EXCLUDED_FROM_ALL_NEWS).toEqual(['Spesialis', 'Tentang Kami', 'Services', 'Video']);
    expect(EXCLUDED_POLI_NAME_PATTERNS).toEqual(['BPJS', 'Reguler', 'Farmasi', 'Anestesiologi']);
    expect(CHAT_BUTTON_RETURN_MS).toBe(1000);
    expect(SCHEDULE_START_DAY).toBe(0);
    expect(MIN_PAGE_FETCH_DELAY_MS).toBe(200);
    expect(BOOKING_WINDOW_DAYS_DEFAULT).toBe(30);
    expect(MAX_RESCHEDULES).toBe(3);
  });
});

describe('isExcludedPoliName', () => {
  it('matches any pattern, case-insensitively, anywhere in the name', () => {
    expect(isExcludedPoliName('Poli Anak BPJS')).toBe(true);
    expect(isExcludedPoliName('Poli Umum reguler')).toBe(true);
    expect(isExcludedPoliName('FARMASI')).toBe(true);
    expect(isExcludedPoliName('Anestesiologi')).toBe(true);
    expect(isExcludedPoliName('Poli Anak')).toBe(false);
  });
});

describe('hasMore (docs/product-rules.md §4)', () => {
  it('is on only when a full page came back', () => {
    expect(hasMore(5, PAGE_SIZES.news)).toBe(true);
    expect(hasMore(4, PAGE_SIZES.news)).toBe(false);
    expect(hasMore(0, PAGE_SIZES.news)).toBe(false);
    expect(hasMore(0, 0)).toBe(false);
  });
});
