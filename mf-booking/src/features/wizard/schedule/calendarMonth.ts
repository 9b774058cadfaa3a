import { addDays, weekdayOf } from '@hospital/domain';

/** `YYYY-MM` of an ISO date. */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let cursor = `${monthOf(from)}-01`;
  while (monthOf(cursor) <= monthOf(to)) {
    months.push(monthOf(cursor));
    cursor = addDays(cursor, 32).slice(0, 8) + '01';
  }
  return months;
}

/** Monday = 0 ... Sunday = 6 (Indonesian calendars start the week on Monday). */
function mondayIndex(iso: string): number {
  const sundayFirst = weekdayOf(iso);
  return sundayFirst === undefined ? 0 : (sundayFirst + 6) % 7;
}

/** Weeks of a month (Monday first) as ISO dates, with null for the padding cells. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: mondayIndex(first) }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The seven weekday indexes (0 = Sunday) in Monday-first order, for the column headers. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
