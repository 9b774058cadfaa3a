import { inJakarta } from './jakarta';
import { alreadyCalled, liveEstimatedTurn, type LiveQueueFacts } from './queue';
import type { IdentityDocument, PatientRelation, PaymentKind } from './validation/schemas';

/*
 * What a patient needs to know after booking (docs/decisions.md, issue 15 item 8): when to arrive for her queue number, and
 * what to bring. Pure rules, used by the API (the booking's answer) and the pages alike.
 */

/** How long before the estimated turn a patient is asked to be there (registration, vital signs). */
export const ARRIVE_BEFORE_MINUTES = 30;

/** The last minute of a day: a visit's times never run into the next one. */
const DAY_END = 23 * 60 + 59;

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

export interface VisitTimesInput {
  /** The session as booked, with the day's quota. */
  session: SessionTimes;
  /** The visit's date, `YYYY-MM-DD` (Jakarta). */
  date: string;
  queueNumber: number;
  /** When the booking was made: on the visit's own day no time is given before it. */
  bookedAt: Date | string;
  /** The doctor's announced delay in minutes, when no live queue is given. */
  lateMinutes?: number | null;
  /** Today's queue of the session and the moment it is read at, when known: it decides over the plan. */
  live?: { session: LiveQueueFacts; now: Date } | null;
}

export interface VisitTimes {
  /** `HH:MM` WIB, on the visit's day. */
  estimated: string;
  /** `HH:MM` WIB: ARRIVE_BEFORE_MINUTES before `estimated`, never before the booking. */
  arriveBy: string;
}

/**
 * THE rule for a visit's estimated turn and arrive-by time (docs/decisions.md, issue 26), used by the
 * booking's answer (success and look-up pages), the live panel, the mail and the PDF alike:
 * - planned: the queue number's share of the session (`estimatedTurn`), shifted by the doctor's delay;
 * - live, when today's queue is known: from now (or the late start) one pace per patient still before
 *   it (`liveEstimatedTurn`); null once the number was called or the session cancelled (no time to give);
 * - a booking made on the visit's day: the turn is at least ARRIVE_BEFORE_MINUTES after the booking, so
 *   the time to arrive is never before the moment the patient booked (booked at 19:53 for a session
 *   planned from 14:00, nothing at 17:39);
 * - same day always: at the latest 23:59.
 */
export function visitTimes(input: VisitTimesInput & { live?: null }): VisitTimes;
export function visitTimes(input: VisitTimesInput): VisitTimes | null;
export function visitTimes(input: VisitTimesInput): VisitTimes | null {
  const { session, date, queueNumber, live } = input;
  let turn = minutesOf(estimatedTurn(session, queueNumber)) + Math.max(0, input.lateMinutes ?? 0);
  if (live && live.session.visit_date === date) {
    if (live.session.cancelled || alreadyCalled(live.session, queueNumber)) return null;
    const expected = liveEstimatedTurn(live.session, queueNumber, live.now);
    const at = expected ? inJakarta(expected) : null;
    if (at) turn = at.date > date ? DAY_END : minutesOf(at.time);
  }
  const booked = inJakarta(input.bookedAt);
  let bookedMinute = -Infinity;
  if (booked && booked.date === date) {
    // Rounded up: a booking at 19:53:20 is not told 19:53.
    const ms = typeof input.bookedAt === 'string' ? Date.parse(input.bookedAt) : input.bookedAt.getTime();
    bookedMinute = minutesOf(booked.time) + (ms % 60_000 > 0 ? 1 : 0);
    turn = Math.max(turn, bookedMinute + ARRIVE_BEFORE_MINUTES);
  }
  turn = Math.min(turn, DAY_END);
  return {
    estimated: hhmmOf(turn),
    arriveBy: hhmmOf(Math.max(turn - ARRIVE_BEFORE_MINUTES, Math.min(bookedMinute, DAY_END))),
  };
}

export const BRING_ITEMS = [
  'identity_card',
  'passport',
  'kitas',
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
  /** The document the patient booked with (default the NIK): a foreigner brings the passport or KITAS. */
  idDocument?: IdentityDocument;
}

/**
 * What to bring to the visit: the patient's identity (KTP; for a child the family card KK, for a newborn
 * the birth letter, and the parent's or guardian's KTP; the passport or KITAS the patient booked with),
 * the BPJS card and the referral from the first-level clinic (on paper, or the printed number), the
 * insurer's card, and earlier results.
 */
export function thingsToBring({
  forWhom,
  newborn = false,
  insuranceKind,
  idDocument = 'nik',
}: BringFor): BringItem[] {
  const items: BringItem[] = [];
  // The desk checks the document the booking was made with (docs/decisions.md, issue 26).
  const foreign = idDocument === 'passport' || idDocument === 'kitas' ? idDocument : null;
  if (forWhom === 'child') {
    items.push(foreign ?? (newborn ? 'birth_letter' : 'family_card'), 'guardian_identity');
  } else {
    items.push(foreign ?? 'identity_card');
  }
  if (insuranceKind === 'bpjs') items.push('bpjs_card', 'referral_letter');
  if (insuranceKind === 'insurer') items.push('insurance_card');
  items.push('previous_results');
  return items;
}
