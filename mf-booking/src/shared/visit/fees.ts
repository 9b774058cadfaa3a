import type { Doctor } from '@hospital/api-client';
import { formatPrice, type PaymentKind } from '@hospital/domain';
import type { Translate } from '../format';

/** A self-paying patient's consultation fee for this doctor at this hospital (`Doctor.fees`), if known. */
export function doctorFeeAt(doctor: Doctor | undefined, companyId: number | null): number | null {
  return doctor?.fees.find((fee) => fee.company_id === companyId)?.amount ?? null;
}

/**
 * What the visit costs in words (docs/decisions.md, issue 15 item 4): from the fee for a self-paying patient, medicine and
 * procedures extra; covered by BPJS for BPJS. Nothing for another insurer (its policy decides) or a
 * fee the API does not know.
 */
export function feeText(t: Translate, kind: PaymentKind | '', amount: number | null): string | null {
  if (kind === 'bpjs') return t('fees.bpjs');
  if (kind === 'self' && amount !== null) return t('fees.selfPay', { price: formatPrice(amount) });
  return null;
}
