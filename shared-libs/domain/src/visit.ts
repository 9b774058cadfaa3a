import type { PatientRelation, PaymentKind } from './validation/schemas';

/*
 * What a patient needs to know after booking (docs/decisions.md, issue 15 item 8): when to arrive for her queue number, and
 * what to bring. Pure rules, used by the API (the booking's answer) and the pages alike.
 */

/** How long before the estimated turn a patient is asked to be there (registration, vital signs). */
export const ARRIVE_BEFORE_MINUTES = 30;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

function hhmmOf(minutes: number): string {
  const clamped = Math.max(0, Math.min(minutes, 23 * 60 + 59));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

export interface SessionTimes {
  /** `HH:MM` WIB. */
  start: string;
  end: string;
  quota: number;
}

/**
 * The estimated time of a queue number: the session's length shared evenly by its quota, number 1 at
 * the start. A number beyond the quota (an extra patient) is given the last turn. Whole minutes, rounded
 * down: early is better than late.
 */
export function estimatedTurn(session: SessionTimes, queueNumber: number): string {
  const start = minutesOf(session.start);
  const length = Math.max(0, minutesOf(session.end) - start);
  const quota = Math.max(1, session.quota);
  const perPatient = length / quota;
  const index = Math.min(Math.max(1, queueNumber), quota) - 1;
  return hhmmOf(Math.floor(start + index * perPatient));
}

/** When to arrive for that turn: ARRIVE_BEFORE_MINUTES before it. */
export function arriveBy(session: SessionTimes, queueNumber: number): string {
  return hhmmOf(minutesOf(estimatedTurn(session, queueNumber)) - ARRIVE_BEFORE_MINUTES);
}

export const BRING_ITEMS = [
  'identity_card',
  'family_card',
  'birth_letter',
  'guardian_identity',
  'bpjs_card',
  'referral_letter',
  'insurance_card',
  'previous_results',
] as const;
export type BringItem = (typeof BRING_ITEMS)[number];

export interface BringFor {
  forWhom: PatientRelation;
  /** A newborn without a NIK yet (only for a child). */
  newborn?: boolean;
  insuranceKind: PaymentKind;
}

/**
 * What to bring to the visit: the patient's identity (KTP; for a child the family card KK, for a newborn
 * the birth letter, and the parent's or guardian's KTP), the BPJS card and the referral from the
 * first-level clinic (on paper, or the printed number), the insurer's card, and earlier results.
 */
export function thingsToBring({ forWhom, newborn = false, insuranceKind }: BringFor): BringItem[] {
  const items: BringItem[] = [];
  if (forWhom === 'child') {
    items.push(newborn ? 'birth_letter' : 'family_card', 'guardian_identity');
  } else {
    items.push('identity_card');
  }
  if (insuranceKind === 'bpjs') items.push('bpjs_card', 'referral_letter');
  if (insuranceKind === 'insurer') items.push('insurance_card');
  items.push('previous_results');
  return items;
}
