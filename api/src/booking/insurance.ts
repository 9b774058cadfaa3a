import type { Appointment, IdentityDocument, Lang } from '@hospital/contract';
import { insuranceSchema } from '@hospital/domain';
import type { appointments } from '../db/schema';
import { validateInput } from '../http/input';
import { decryptBookingField, encryptBookingField } from '../security/crypto';
import type { ApiSecrets } from '../security/secrets';
import { maskNumber } from '../lib/privacy';

/** How a booking is paid, as understood: only the fields of its kind. */
export type Payment =
  | { kind: 'self' }
  | {
      kind: 'bpjs';
      bpjsCardNumber: string;
      referral: { kind: 'number'; number: string } | { kind: 'paper' };
    }
  | { kind: 'insurer'; insurerId: number; policyNumber: string };

export type PaymentParseResult =
  { ok: true; payment: Payment } | { ok: false; fields: Record<string, string> };

/**
 * The `insurance` of an appointment request, validated with `insuranceSchema` of the domain (BPJS: the
 * 13-digit card and the 19-character referral number, or a paper referral), field names prefixed
 * `insurance.` and messages in the request's language. Fields of another kind are dropped.
 */
export function parsePayment(
  value: unknown,
  lang: Lang,
  patient: { idDocument?: IdentityDocument } = {},
): PaymentParseResult {
  // BPJS needs the NIK (issue 26): the patient's document comes from the handle, never from the request.
  const result = validateInput(insuranceSchema(lang, patient), value, lang);
  if (!result.ok) {
    const fields: Record<string, string> = {};
    for (const [key, message] of Object.entries(result.fields)) fields[`insurance.${key}`] = message;
    return { ok: false, fields };
  }
  const input = result.value;
  switch (input.kind) {
    case 'bpjs':
      return {
        ok: true,
        payment: {
          kind: 'bpjs',
          bpjsCardNumber: input.bpjsCardNumber ?? '',
          referral: input.paperReferral
            ? { kind: 'paper' }
            : { kind: 'number', number: input.referralNumber ?? '' },
        },
      };
    case 'insurer':
      return {
        ok: true,
        payment: { kind: 'insurer', insurerId: input.insurerId ?? 0, policyNumber: input.policyNumber ?? '' },
      };
    default:
      return { ok: true, payment: { kind: 'self' } };
  }
}

type PaymentColumns = Pick<
  typeof appointments.$inferInsert,
  | 'insuranceKind'
  | 'insurerId'
  | 'policyNumber'
  | 'bpjsCardEncrypted'
  | 'referralKind'
  | 'referralNumberEncrypted'
>;

/** The columns of a payment; the BPJS card and referral numbers encrypted for this booking's code. */
export function paymentColumns(secrets: ApiSecrets, payment: Payment, code: string): PaymentColumns {
  const none: PaymentColumns = {
    insuranceKind: payment.kind,
    insurerId: null,
    policyNumber: null,
    bpjsCardEncrypted: null,
    referralKind: null,
    referralNumberEncrypted: null,
  };
  if (payment.kind === 'insurer') {
    return { ...none, insurerId: payment.insurerId, policyNumber: payment.policyNumber };
  }
  if (payment.kind === 'bpjs') {
    return {
      ...none,
      bpjsCardEncrypted: encryptBookingField(secrets, 'bpjs_card', payment.bpjsCardNumber, code),
      referralKind: payment.referral.kind,
      referralNumberEncrypted:
        payment.referral.kind === 'number'
          ? encryptBookingField(secrets, 'referral_number', payment.referral.number, code)
          : null,
    };
  }
  return none;
}

type PaymentRow = Pick<
  typeof appointments.$inferSelect,
  'code' | 'insuranceKind' | 'bpjsCardEncrypted' | 'referralKind' | 'referralNumberEncrypted'
>;

/** What a booking's answer shows of its payment: the insurer's name, the BPJS numbers masked. */
export function paymentView(
  secrets: ApiSecrets,
  row: PaymentRow,
  insurerName: string | null,
): Appointment['insurance'] {
  const masked = (field: 'bpjs_card' | 'referral_number', stored: string | null): string => {
    const value = stored ? decryptBookingField(secrets, field, stored, row.code) : null;
    return value ? maskNumber(value) : '';
  };
  const bpjs = row.insuranceKind === 'bpjs';
  return {
    kind: row.insuranceKind,
    insurer_name: insurerName,
    bpjs_card_masked: bpjs ? masked('bpjs_card', row.bpjsCardEncrypted) : null,
    referral: !bpjs
      ? null
      : row.referralKind === 'number'
        ? { kind: 'number', number_masked: masked('referral_number', row.referralNumberEncrypted) }
        : { kind: 'paper' },
  };
}
