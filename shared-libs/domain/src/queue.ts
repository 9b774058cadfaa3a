import type { LiveQueueSession } from '@hospital/contract';
import { JAKARTA_OFFSET_MS } from './jakarta';

/**
 * The rules of the live queue (docs/decisions.md, issue 18) that the API, the desk, the patient's page and the kiosk
 * share: a patient's place, and the estimated time of their turn.
 */

/** What of today's live queue changes a patient's times (docs/decisions.md, issue 18). */
export type LiveQueueFacts = Pick<
  LiveQueueSession,
  | 'visit_date'
  | 'start_time'
  | 'waiting'
  | 'late_minutes'
  | 'cancelled'
  | 'observed_minutes_per_patient'
  | 'planned_minutes_per_patient'
>;

/** Minutes between `HH:MM` and `HH:MM` on one day. */
function minutesBetween(start: string, end: string): number {
  const [sh, sm] = start.split(':').map(Number);
  const [eh, em] = end.split(':').map(Number);
  return eh * 60 + em - (sh * 60 + sm);
}

/** The planned minutes per patient: the session's length divided by its quota (at least one minute). */
export function plannedMinutesPerPatient(startTime: string, endTime: string, quota: number): number {
  const length = minutesBetween(startTime, endTime);
  if (!(quota > 0) || !(length > 0)) return 1;
  return Math.max(1, Math.round((length / quota) * 10) / 10);
}

/**
 * The pace observed since the first call: the time between the first and the last call over the
 * calls between them. Needs two calls; null before (the planned pace is used then).
 */
export function observedMinutesPerPatient(
  calledCount: number,
  firstCalledAt: Date | null,
  lastCalledAt: Date | null,
): number | null {
  if (calledCount < 2 || !firstCalledAt || !lastCalledAt) return null;
  const minutes = (lastCalledAt.getTime() - firstCalledAt.getTime()) / 60_000 / (calledCount - 1);
  if (!(minutes > 0)) return null;
  return Math.round(minutes * 10) / 10;
}

/** How many patients are called before this queue number (0: it is next, or being served). */
export function patientsBefore(session: Pick<LiveQueueSession, 'waiting'>, queueNumber: number): number {
  return session.waiting.filter((n) => n < queueNumber).length;
}

/** Whether this queue number was already called. */
export function alreadyCalled(session: Pick<LiveQueueSession, 'waiting'>, queueNumber: number): boolean {
  return !session.waiting.includes(queueNumber);
}

/**
 * When this queue number's turn is expected: from now (or from the session's start plus the doctor's
 * delay, if later), one pace per patient before it. Null for a cancelled session or a number already
 * called.
 */
export function liveEstimatedTurn(session: LiveQueueFacts, queueNumber: number, now: Date): Date | null {
  if (session.cancelled || alreadyCalled(session, queueNumber)) return null;
  const [h, m] = session.start_time.split(':').map(Number);
  const start = Date.parse(`${session.visit_date}T00:00:00Z`) - JAKARTA_OFFSET_MS + (h * 60 + m) * 60_000;
  const begins = Math.max(now.getTime(), start + (session.late_minutes ?? 0) * 60_000);
  const pace = session.observed_minutes_per_patient ?? session.planned_minutes_per_patient;
  return new Date(begins + patientsBefore(session, queueNumber) * pace * 60_000);
}

type DeskSessionFacts = Pick<LiveQueueSession, 'start_time' | 'end_time' | 'waiting' | 'cancelled'>;

export interface DeskSessionGroups<S> {
  /** Started, and either not over or still with patients to call (a session runs over its time). */
  current: S[];
  /** Not started yet. */
  later: S[];
  /** Cancelled, or past its end with nobody left to call. */
  finished: S[];
}

/**
 * How the front desk lays out today's sessions at `time` (`HH:MM`, Jakarta): what needs it now first,
 * then what comes later, and what is over last, so an evening desk does not scroll past the morning.
 */
export function groupDeskSessions<S extends DeskSessionFacts>(
  sessions: readonly S[],
  time: string,
): DeskSessionGroups<S> {
  const groups: DeskSessionGroups<S> = { current: [], later: [], finished: [] };
  const byStart = [...sessions].sort((a, b) => a.start_time.localeCompare(b.start_time));
  for (const s of byStart) {
    if (s.cancelled || (s.end_time <= time && s.waiting.length === 0)) groups.finished.push(s);
    else if (s.start_time > time) groups.later.push(s);
    else groups.current.push(s);
  }
  return groups;
}
