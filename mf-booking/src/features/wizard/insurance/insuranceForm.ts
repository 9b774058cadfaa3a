import type { FieldErrors, Resolver } from 'react-hook-form';
import type { InsuranceInput } from '@hospital/api-client';
import {
  insuranceSchema,
  validateWith,
  type IdentityDocument,
  type Lang,
  type PaymentKind,
} from '@hospital/domain';
import type { InsuranceDraft } from '../draftStore';

/**
 * The partner "BPJS Kesehatan" of the partners list is a payer of its own (step 3's BPJS choice, with
 * its card and referral): the API refuses it as an insurer (api/src/booking/routes.ts), so the list of
 * other insurers leaves it out.
 */
export const BPJS_PARTNER_SLUG = 'bpjs-kesehatan';

/** Only the answers of the payer chosen: what was typed for another one stays in the draft, unsent. */
function answersOf(insurance: InsuranceDraft, kind: PaymentKind): InsuranceInput {
  switch (kind) {
    case 'bpjs': {
      const card = insurance.bpjsCardNumber.trim();
      const referral = insurance.referralNumber.trim().toUpperCase();
      return {
        kind,
        ...(card ? { bpjsCardNumber: card } : {}),
        ...(insurance.paperReferral ? { paperReferral: true } : referral ? { referralNumber: referral } : {}),
      };
    }
    case 'insurer': {
      const insurerId = insurance.insurerId.trim();
      const policyNumber = insurance.policyNumber.trim();
      return {
        kind,
        ...(insurerId ? { insurerId: Number(insurerId) } : {}),
        ...(policyNumber ? { policyNumber } : {}),
      };
    }
    case 'self':
      return { kind };
  }
}

/** The payment as `insuranceSchema` and the appointment request expect it; null while no payer is chosen. */
export function toInsuranceInput(insurance: InsuranceDraft): InsuranceInput | null {
  return insurance.kind === '' ? null : answersOf(insurance, insurance.kind);
}

/**
 * The payment's messages; `idDocument` is the patient's (step 2): BPJS knows its members by NIK, so a
 * passport or KITAS holder is told to choose another payer (docs/decisions.md, issue 26).
 */
export function insuranceErrors(
  insurance: InsuranceDraft,
  lang: Lang,
  idDocument: IdentityDocument = 'nik',
): Partial<Record<keyof InsuranceDraft, string>> {
  // No choice is `undefined` for the schema, so it reports "required" rather than "unknown".
  const result = validateWith(
    insuranceSchema(lang, { idDocument }),
    toInsuranceInput(insurance) ?? { kind: undefined },
  );
  if (result.ok) return {};
  // A payer that cannot be chosen (BPJS for a passport) is the one thing to fix: its own questions are not asked.
  if (result.fields.kind) return { kind: result.fields.kind };
  return result.fields as Partial<Record<keyof InsuranceDraft, string>>;
}

/** react-hook-form resolver over `insuranceSchema`, for the patient's identity document. */
export function insuranceResolver(
  getLang: () => Lang,
  idDocument: IdentityDocument = 'nik',
): Resolver<InsuranceDraft> {
  return async (values) => {
    const entries = Object.entries(insuranceErrors(values, getLang(), idDocument));
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<InsuranceDraft> = {};
    for (const [field, message] of entries) {
      errors[field as keyof InsuranceDraft] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };
}
