import type { DeskBooking } from '@hospital/api-client';

/** What the clerk checks before the patient sits down (docs/decisions.md, issue 26). */
export type DeskCheck = 'bpjs' | 'passport' | 'kitas' | 'child' | 'nik';

/**
 * The checks of one booking, most consequential first: a BPJS visit needs its referral letter (without
 * it the visit is not covered), a foreigner shows the document booked with, a child comes with a parent
 * or guardian. Otherwise the KTP is compared with the booking's name.
 */
export function deskChecks(booking: Pick<DeskBooking, 'payment' | 'id_document' | 'for_whom'>): DeskCheck[] {
  const checks: DeskCheck[] = [];
  if (booking.payment === 'bpjs') checks.push('bpjs');
  if (booking.id_document !== 'nik') checks.push(booking.id_document);
  if (booking.for_whom === 'child') checks.push('child');
  if (checks.length === 0) checks.push('nik');
  return checks;
}
