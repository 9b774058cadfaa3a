import { formatClockTime } from '@hospital/domain/src/clockTime';
import { DAY_NAMES } from '@hospital/domain/src/dates';
import type { Lang } from '@hospital/domain/src/lang';
import { INTL_LOCALES } from './lang';

// Both hospitals are in WIB; dates from the API are calendar dates, so they are formatted in UTC
// where `YYYY-MM-DDT00:00Z` is that same calendar day whatever the visitor's own time zone.
function utcDay(iso: string): Date | null {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALES[lang], options);
    formatters.set(key, cached);
  }
  return cached;
}

/** `2026-11-21` → `Sabtu, 21 November` / `Saturday 21 November`. */
export function formatDayMonth(iso: string, lang: Lang): string {
  const date = utcDay(iso);
  return date
    ? formatter(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date)
    : iso;
}

/** `2026-12-04` → `4 Desember 2026` / `4 December 2026`. */
export function formatLongDate(iso: string, lang: Lang): string {
  const date = utcDay(iso);
  return date
    ? formatter(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
    : iso;
}

/** Indonesian writes times with a dot (08.00), English with a colon (08:00): the domain's rule. */
export const formatTime: (hhmm: string, lang: Lang) => string = formatClockTime;

export function formatTimeRange(start: string, end: string, lang: Lang): string {
  return `${formatTime(start, lang)}–${formatTime(end, lang)}`;
}

/** Day name for 0 = Sunday ... 6 = Saturday, from the shared domain names. */
export function dayLabel(day: number, lang: Lang): string {
  return DAY_NAMES[lang][((day % 7) + 7) % 7];
}

/** Monday first, as Indonesian calendars show the week. */
export const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

/** Weekday (0 = Sunday) of a calendar date. */
export function weekdayOf(iso: string): number {
  return utcDay(iso)?.getUTCDay() ?? 0;
}

/** Current time in WIB, `10.52` / `10:52`. */
export function formatClock(now: Date, lang: Lang): string {
  return formatter(lang, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Jakarta',
  }).format(now);
}

/** `2026-11-21` → `Sabtu, 21 November 2026` / `Saturday, 21 November 2026`. */
export function formatFullDate(iso: string, lang: Lang): string {
  const date = utcDay(iso);
  return date
    ? formatter(lang, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date)
    : iso;
}

/** `HH:MM` in WIB, to compare with session times. */
export function wibTime(now: Date): string {
  return new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(11, 16);
}
