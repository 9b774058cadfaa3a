import { ageFromIsoDate, dmyToIso, isValidIsoDate, todayInJakarta } from '@hospital/domain';

// A birth date typed as three fields: the booking wizard's patient step and the look-up form both ask
// for one, so its rules live here rather than inside either feature.

export interface BirthDateParts {
  birthDay: string;
  birthMonth: string;
  birthYear: string;
}

/**
 * ISO date of three typed parts: '' when nothing is typed (the schema then says "required"), the
 * real date when they form one, otherwise a string the schema rejects as not a valid date.
 */
export function birthDateIso({ birthDay, birthMonth, birthYear }: BirthDateParts): string {
  const [day, month, year] = [birthDay.trim(), birthMonth.trim(), birthYear.trim()];
  if (!day && !month && !year) return '';
  const dd = day.padStart(2, '0');
  const mm = month.padStart(2, '0');
  return dmyToIso(`${dd}-${mm}-${year}`) || `${year.padStart(4, '0')}-${mm}-${dd}`;
}

/** ISO date back to the three parts, e.g. for a draft saved before. */
export function birthDateParts(iso: string): BirthDateParts {
  if (!isValidIsoDate(iso)) return { birthDay: '', birthMonth: '', birthYear: '' };
  const [year, month, day] = iso.split('-');
  return { birthDay: String(Number(day)), birthMonth: month, birthYear: year };
}

/** Age shown next to the birth date (docs/product-rules.md §5: clamped to 0..150); null while the date is incomplete. */
export function displayedAge(parts: BirthDateParts, today: Date = new Date()): number | null {
  const iso = birthDateIso(parts);
  if (!isValidIsoDate(iso) || parts.birthYear.trim().length !== 4) return null;
  if (iso > todayInJakarta(today)) return null;
  return ageFromIsoDate(iso, today);
}

/** The part of the date that is wrong, so focus lands where the user has to type. */
export function birthDateErrorField(parts: BirthDateParts): keyof BirthDateParts {
  const day = Number(parts.birthDay);
  if (!parts.birthDay.trim() || !(day >= 1 && day <= 31)) return 'birthDay';
  if (!parts.birthMonth.trim()) return 'birthMonth';
  if (parts.birthYear.trim().length !== 4) return 'birthYear';
  return isValidIsoDate(birthDateIso(parts)) ? 'birthYear' : 'birthDay';
}
