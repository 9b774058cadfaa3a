import { formatClockTime, formatTimeRange } from './clockTime';
import { formatDate } from './dates';
import { inJakarta } from './jakarta';
import type { Lang } from './lang';

/**
 * Moments the API gives as timestamps (a screening result's time, a consultation's opening), as a
 * patient in Jakarta reads them: `2026-11-24T11:45:00Z` → `Selasa, 24 November 2026, 18.45 WIB` /
 * `Tuesday, 24 November 2026, 18:45 WIB`; '' for an invalid timestamp.
 */
export function formatWibDateTime(iso: string, lang: Lang): string {
  const moment = inJakarta(iso);
  return moment ? `${formatDate(moment.date, lang)}, ${formatClockTime(moment.time, lang)} WIB` : '';
}

/**
 * A span, the zone named once at its end: on one day `Kamis, 26 November 2026, 10.00–12.30 WIB`,
 * over several `Kamis, 26 November 2026, 19.30 – Jumat, 27 November 2026, 06.00 WIB`.
 */
export function formatWibRange(startIso: string, endIso: string, lang: Lang): string {
  const start = inJakarta(startIso);
  const end = inJakarta(endIso);
  if (!start || !end) return '';
  const first = `${formatDate(start.date, lang)}, ${formatClockTime(start.time, lang)}`;
  if (start.date === end.date) return `${first}–${formatClockTime(end.time, lang)} WIB`;
  return `${first} – ${formatDate(end.date, lang)}, ${formatClockTime(end.time, lang)} WIB`;
}

/** A session's hours from the API's `HH:MM` times: `16.00–19.00 WIB` / `16:00–19:00 WIB`. */
export function formatWibTimeRange(start: string, end: string, lang: Lang): string {
  return `${formatTimeRange(start, end, lang)} WIB`;
}
