import { parseIsoDate, todayInJakarta } from './dates';

/** Ages outside 0..150 are treated as data-entry errors and shown as 0 (docs/product-rules.md §5). */
export const MAX_AGE_YEARS = 150;

const DMY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** `21-11-1990` → `1990-11-21`; '' when the input is not a real DD-MM-YYYY date. */
export function dmyToIso(dmy: string): string {
  const match = DMY_DATE.exec(dmy.trim());
  if (!match) return '';
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return parseIsoDate(iso) ? iso : '';
}

/** `1990-11-21` → `21-11-1990`; '' when the input is not a real YYYY-MM-DD date. */
export function isoToDmy(iso: string): string {
  const parts = parseIsoDate(iso.trim());
  if (!parts) return '';
  const [year, month, day] = iso.trim().split('-');
  return `${day}-${month}-${year}`;
}

/** Whole years between an ISO birth date and today, without clamping; null for an invalid date. */
export function rawAgeFromIsoDate(iso: string, today: Date = new Date()): number | null {
  const birth = parseIsoDate(iso);
  const now = parseIsoDate(todayInJakarta(today));
  if (!birth || !now) return null;
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

function clampAge(age: number | null): number {
  if (age === null || age < 0 || age > MAX_AGE_YEARS) return 0;
  return age;
}

/**
 * Age in whole years from an ISO birth date, counted on today's date in Asia/Jakarta.
 * Clamped to 0 when negative, above 150 or invalid (docs/product-rules.md §5).
 */
export function ageFromIsoDate(iso: string, today: Date = new Date()): number {
  return clampAge(rawAgeFromIsoDate(iso, today));
}

/** Age in whole years from a `DD-MM-YYYY` birth date; same clamping as `ageFromIsoDate`. */
export function ageFromBirthDate(dmy: string, today: Date = new Date()): number {
  const iso = dmyToIso(dmy);
  return iso ? ageFromIsoDate(iso, today) : 0;
}
