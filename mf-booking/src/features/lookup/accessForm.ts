import type { Resolver } from 'react-hook-form';
import { bookingAccessSchema, validateWith, type Lang } from '@hospital/domain';
import { birthDateErrorField, birthDateIso, type BirthDateParts } from '../../shared/birthDate';
import { resolverOf } from '../../shared/formResolver';

/** Asking for a link to every booking of a patient (docs/decisions.md, issue 24): her NIK and birth date. */
export interface AccessValues extends BirthDateParts {
  nik: string;
}

/** The API's schema, so the form and the API say the same words (a birth date error lands on its part). */
export function accessErrors(values: AccessValues, lang: Lang): Partial<Record<keyof AccessValues, string>> {
  const result = validateWith(bookingAccessSchema(lang), { nik: values.nik, bornDate: birthDateIso(values) });
  if (result.ok) return {};
  const errors: Partial<Record<keyof AccessValues, string>> = {};
  if (result.fields.nik) errors.nik = result.fields.nik;
  if (result.fields.bornDate) errors[birthDateErrorField(values)] = result.fields.bornDate;
  return errors;
}

export function accessResolver(getLang: () => Lang): Resolver<AccessValues> {
  return resolverOf((values: AccessValues) => accessErrors(values, getLang()));
}
