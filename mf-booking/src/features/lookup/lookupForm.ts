import type { Resolver } from 'react-hook-form';
import { patientSchema, validateWith, validationMessages, type Lang } from '@hospital/domain';
import { birthDateErrorField, birthDateIso, type BirthDateParts } from '../../shared/birthDate';
import { resolverOf } from '../../shared/formResolver';

export interface LookupValues extends BirthDateParts {
  code: string;
}

/** Booking codes are read from paper: spaces, dashes and lower case are forgiven (the API does too). */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function lookupErrors(values: LookupValues, lang: Lang): Partial<Record<keyof LookupValues, string>> {
  const errors: Partial<Record<keyof LookupValues, string>> = {};
  if (!normaliseCode(values.code)) errors.code = validationMessages(lang).required;
  // The birth date follows exactly the rules of the booking form.
  const date = validateWith(patientSchema(lang).pick(['bornDate']), { bornDate: birthDateIso(values) });
  if (!date.ok && date.fields.bornDate) errors[birthDateErrorField(values)] = date.fields.bornDate;
  return errors;
}

export function lookupResolver(getLang: () => Lang): Resolver<LookupValues> {
  return resolverOf((values: LookupValues) => lookupErrors(values, getLang()));
}
