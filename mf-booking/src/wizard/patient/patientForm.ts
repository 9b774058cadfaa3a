import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ageFromIsoDate,
  dmyToIso,
  isValidIsoDate,
  patientSchema,
  phoneTo62,
  todayInJakarta,
  validateWith,
  type Lang,
  type PatientInput,
} from '@hospital/domain';
import type { PatientDraft } from '../draftStore';

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

/** Age shown next to the birth date (SPEC 5: clamped to 0..150); null while the date is incomplete. */
export function displayedAge(parts: BirthDateParts, today: Date = new Date()): number | null {
  const iso = birthDateIso(parts);
  if (!isValidIsoDate(iso) || parts.birthYear.trim().length !== 4) return null;
  if (iso > todayInJakarta(today)) return null;
  return ageFromIsoDate(iso, today);
}

/** The form's values as `patientSchema` and `POST {product}.patient` expect them. */
export function toPatientInput(patient: PatientDraft): PatientInput {
  return {
    fullName: patient.fullName.trim(),
    bornDate: birthDateIso(patient),
    phone: patient.phone.trim(),
    email: patient.email.trim(),
    nik: patient.nik.trim(),
  };
}

/** What is sent to the API: the phone normalised with the SPEC 5 helper (08… → 628…). */
export function toPatientRequest(patient: PatientDraft): PatientInput {
  const input = toPatientInput(patient);
  return { ...input, phone: phoneTo62(input.phone) };
}

/** The part of the date that is wrong, so focus lands where the user has to type. */
export function birthDateErrorField(parts: BirthDateParts): keyof BirthDateParts {
  const day = Number(parts.birthDay);
  if (!parts.birthDay.trim() || !(day >= 1 && day <= 31)) return 'birthDay';
  if (!parts.birthMonth.trim()) return 'birthMonth';
  if (parts.birthYear.trim().length !== 4) return 'birthYear';
  return isValidIsoDate(birthDateIso(parts)) ? 'birthYear' : 'birthDay';
}

/** Validation messages of `patientSchema` keyed by form field. */
export function patientErrors(
  patient: PatientDraft,
  lang: Lang,
): Partial<Record<keyof PatientDraft, string>> {
  const result = validateWith(patientSchema(lang), toPatientInput(patient));
  if (result.ok) return {};
  const errors: Partial<Record<keyof PatientDraft, string>> = {};
  for (const [field, message] of Object.entries(result.fields)) {
    if (field === 'bornDate') errors[birthDateErrorField(patient)] = message;
    else errors[field as keyof PatientDraft] = message;
  }
  return errors;
}

/** react-hook-form resolver over the shared yup schema, in the language of the moment. */
export function patientResolver(getLang: () => Lang): Resolver<PatientDraft> {
  return async (values) => {
    const messages = patientErrors(values, getLang());
    const entries = Object.entries(messages);
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<PatientDraft> = {};
    for (const [field, message] of entries) {
      errors[field as keyof PatientDraft] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };
}
