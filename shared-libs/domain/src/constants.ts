/** docs/product-rules.md §9 page sizes; `footerArticles` is ours (the footer shows as many articles as specialists). */
export const PAGE_SIZES = {
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
} as const;

export const MOTHER_AND_CHILD_POLI_IDS: readonly number[] = [2496, 2485, 2471, 2473];

export const EXCLUDED_NEWS_CATEGORIES: readonly string[] = ['Spesialis', 'Tentang Kami', 'Services'];
export const EXCLUDED_FROM_ALL_NEWS: readonly string[] = [...EXCLUDED_NEWS_CATEGORIES, 'Video'];

/** Polyclinics whose name contains one of these are administrative, not bookable specialties. */
export const EXCLUDED_POLI_NAME_PATTERNS: readonly string[] = ['BPJS', 'Reguler', 'Farmasi', 'Anestesiologi'];

export function isExcludedPoliName(name: string): boolean {
  const lower = name.toLowerCase();
  return EXCLUDED_POLI_NAME_PATTERNS.some((pattern) => lower.includes(pattern.toLowerCase()));
}

/** docs/product-rules.md §1: morning from, noon (itself evening), evening from; `greetingForHour` reads them. */
export const GREETING_BOUNDARIES: readonly [number, number, number] = [6, 12, 18];
export const CHAT_BUTTON_RETURN_MS = 1000;
export const SCHEDULE_START_DAY = 0;
export const MIN_PAGE_FETCH_DELAY_MS = 200;
/** docs/product-rules.md §5 mentions a day limit for date choice without a value; 30 is our default. */
export const BOOKING_WINDOW_DAYS_DEFAULT = 30;
/** How far ahead the list of sessions to move a booking to reaches (docs/decisions.md, issue 26): two weeks. */
export const MOVE_LIST_DAYS = 14;

/** docs/product-rules.md §4: the load-more flag turns on when a full page came back. */
export function hasMore(pageLength: number, pageSize: number): boolean {
  return pageSize > 0 && pageLength >= pageSize;
}

/**
 * The version of the consent text the booking form shows (UU PDP): stored with every booking, so the
 * hospital can show which words a patient agreed to. Change it whenever that text changes.
 */
export const CONSENT_VERSION = '2026-11';

/**
 * How many times one booking can be moved (docs/decisions.md, issue 24). Each move takes a place in
 * another session; a bound keeps one booking from churning the queues. After it: cancel and book again.
 */
export const MAX_RESCHEDULES = 3;
