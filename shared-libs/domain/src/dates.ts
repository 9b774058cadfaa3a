import { JAKARTA_OFFSET_MS } from './jakarta';
import type { Lang } from './lang';

export const DAY_NAMES: Record<Lang, readonly string[]> = {
  id: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

export const MONTH_NAMES: Record<Lang, readonly string[]> = {
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses `YYYY-MM-DD` into its parts, or null when it is not a real calendar date. */
export function parseIsoDate(iso: string): CalendarDate | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear keeps the year as written.
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

export function isValidIsoDate(iso: string): boolean {
  return parseIsoDate(iso) !== null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function toIso({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function utcDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date;
}

function monthName(month: number, lang: Lang): string {
  return (MONTH_NAMES[lang] ?? MONTH_NAMES.id)[month - 1];
}

/** Day name for a JS `getDay()` index (0 = Sunday). */
export function dayName(index: number, lang: Lang): string {
  const names = DAY_NAMES[lang] ?? DAY_NAMES.id;
  return names[((Math.trunc(index) % 7) + 7) % 7];
}

/** `2026-11-23` → `Senin, 23 November 2026` / `Monday, 23 November 2026`; '' for an invalid date. */
export function formatDate(iso: string, lang: Lang): string {
  const parts = parseIsoDate(iso);
  if (!parts) return '';
  const weekday = utcDate(parts).getUTCDay();
  return `${dayName(weekday, lang)}, ${parts.day} ${monthName(parts.month, lang)} ${parts.year}`;
}

/** `2026-11-22` → `22 November 2026` (no weekday: lists stay short); '' for an invalid date. */
export function formatDayMonthYear(iso: string, lang: Lang): string {
  const parts = parseIsoDate(iso);
  return parts ? `${parts.day} ${monthName(parts.month, lang)} ${parts.year}` : '';
}

/**
 * `2026-11-23` → `Senin, 23 November` / `Monday 23 November`: British English, like Intl's en-GB,
 * puts a comma after the weekday only when a year follows (compare formatDate).
 */
export function formatDayMonth(iso: string, lang: Lang): string {
  const parts = parseIsoDate(iso);
  if (!parts) return '';
  const weekday = dayName(utcDate(parts).getUTCDay(), lang);
  return `${weekday}${lang === 'en' ? '' : ','} ${parts.day} ${monthName(parts.month, lang)}`;
}

/** `22–23 November 2026`, `30 November – 2 Desember 2026`, or one date when start equals end. */
export function formatDateRange(start: string, end: string, lang: Lang): string {
  const a = parseIsoDate(start);
  const b = parseIsoDate(end);
  if (!a || !b) return '';
  if (start === end) return formatDayMonthYear(start, lang);
  if (a.year === b.year && a.month === b.month) {
    return `${a.day}–${b.day} ${monthName(a.month, lang)} ${a.year}`;
  }
  if (a.year === b.year) return `${a.day} ${monthName(a.month, lang)} – ${formatDayMonthYear(end, lang)}`;
  return `${formatDayMonthYear(start, lang)} – ${formatDayMonthYear(end, lang)}`;
}

/** `2026-11` → `November 2026`; '' for an invalid month. */
export function formatMonth(yearMonth: string, lang: Lang): string {
  const parts = parseIsoDate(`${yearMonth}-01`);
  return parts ? `${monthName(parts.month, lang)} ${parts.year}` : '';
}

/** Weekday of a calendar date (0 = Sunday), undefined for an invalid date. */
export function weekdayOf(iso: string): number | undefined {
  const parts = parseIsoDate(iso);
  return parts ? utcDate(parts).getUTCDay() : undefined;
}

/** Today's calendar date (`YYYY-MM-DD`) in Asia/Jakarta, where both hospitals are. */
export function todayInJakarta(now: Date = new Date()): string {
  return new Date(now.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Adds (or with a negative n, subtracts) whole days to an ISO date; '' for an invalid date. */
export function addDays(iso: string, n: number): string {
  const parts = parseIsoDate(iso);
  if (!parts) return '';
  const shifted = new Date(utcDate(parts).getTime() + Math.trunc(n) * DAY_MS);
  return toIso({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}
