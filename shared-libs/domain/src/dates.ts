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

// Asia/Jakarta has been UTC+7 without daylight saving since 1964, so a fixed offset is exact
// and avoids depending on the ICU data of the runtime.
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
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
  const months = MONTH_NAMES[lang] ?? MONTH_NAMES.id;
  return `${dayName(weekday, lang)}, ${parts.day} ${months[parts.month - 1]} ${parts.year}`;
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
