import type { FieldErrors, Resolver } from 'react-hook-form';
import { insuranceSchema, validateWith, type InsuranceInput, type Lang } from '@hospital/domain';
import type { InsuranceDraft } from './draftStore';

/** The form's values as `insuranceSchema` and the appointment request expect them. */
export function toInsuranceInput(insurance: InsuranceDraft): InsuranceInput {
  if (insurance.kind !== 'insurer') return { kind: insurance.kind as InsuranceInput['kind'] };
  const insurerId = insurance.insurerId.trim();
  return {
    kind: 'insurer',
    insurerId: insurerId === '' ? undefined : Number(insurerId),
    policyNumber: insurance.policyNumber.trim() || undefined,
  };
}

export function insuranceErrors(
  insurance: InsuranceDraft,
  lang: Lang,
): Partial<Record<keyof InsuranceDraft, string>> {
  const input = toInsuranceInput(insurance);
  // An empty choice is `undefined` for the schema, so it reports "required" rather than "unknown".
  const result = validateWith(insuranceSchema(lang), { ...input, kind: input.kind || undefined });
  return result.ok ? {} : (result.fields as Partial<Record<keyof InsuranceDraft, string>>);
}

export function insuranceResolver(getLang: () => Lang): Resolver<InsuranceDraft> {
  return async (values) => {
    const entries = Object.entries(insuranceErrors(values, getLang()));
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<InsuranceDraft> = {};
    for (const [field, message] of entries) {
      errors[field as keyof InsuranceDraft] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };
}
