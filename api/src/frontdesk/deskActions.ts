import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DeskAction } from '@hospital/contract';
import type { AppContext } from '../context';
import { appointments, deskEvents, sessionDays } from '../db/schema';
import type { Queryable } from '../db/types';
import { DomainError, notFound } from '../lib/errors';
import { jakartaNow } from '../lib/clock';
import { bookingMailer } from '../mail/bookingMail';
import { announceQueueChange, sessionsRunning } from './liveQueue';
import type { StaffRecord } from './staffAuth';

/*
 * What the front desk does to the queue (docs/decisions.md, issue 18). Each action is one transaction that also writes
 * who did it and when (`desk_events`) and raises the session day's `queue_version`; once it has
 * committed, every site server is told (bus) and pushes the new state to its listeners.
 */

const MESSAGES = {
  bookingNotFound: { id: 'Kode booking tidak ditemukan.', en: 'Booking code not found.' },
  otherHospital: {
    id: 'Booking ini untuk rumah sakit lain; pasien mendaftar ulang di sana.',
    en: 'This booking is for the other hospital; the patient checks in there.',
  },
  notToday: {
    id: 'Daftar ulang hanya pada hari kunjungan booking ini.',
    en: 'Check-in is only possible on the visit day of this booking.',
  },
  sessionNotToday: {
    id: 'Sesi ini tidak berjalan hari ini di rumah sakit Anda.',
    en: 'This session does not run today at your hospital.',
  },
  sessionCancelled: { id: 'Sesi ini sudah dibatalkan hari ini.', en: 'This session was cancelled today.' },
  alreadyCheckedIn: { id: 'Pasien ini sudah daftar ulang.', en: 'This patient has already checked in.' },
  notBooked: {
    id: 'Booking ini tidak aktif (dibatalkan, tidak hadir, atau selesai).',
    en: 'This booking is not active (cancelled, a no-show, or completed).',
  },
  nobodyWaiting: {
    id: 'Tidak ada pasien yang sudah daftar ulang dan belum dipanggil.',
    en: 'No checked-in patient is waiting to be called.',
  },
  notCallable: {
    id: 'Pasien ini belum daftar ulang, sudah dipanggil, atau tidak aktif.',
    en: 'This patient has not checked in, was already called, or is not active.',
  },
};

export interface ActionOutcome {
  sessionId: number;
  visitDate: string;
  /** The booking the action touched, if any. */
  appointmentId: number | null;
  code: string | null;
}

type AppointmentRecord = typeof appointments.$inferSelect;

function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

async function findBooking(tx: Queryable, code: string): Promise<AppointmentRecord> {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(eq(appointments.code, normaliseCode(code)));
  if (!row) throw notFound(MESSAGES.bookingNotFound);
  return row;
}

/** The booking belongs to the desk's hospital and to today (the rule the desk cannot bend). */
function assertHereAndToday(row: AppointmentRecord, staff: StaffRecord, today: string): void {
  if (row.companyId !== staff.companyId) throw new DomainError('conflict', MESSAGES.otherHospital);
  if (row.visitDate !== today) throw new DomainError('invalid_status', MESSAGES.notToday);
}

/** The session day's row, made if nobody booked it yet (a late or cancelled session without bookings). */
async function sessionDay(tx: Queryable, sessionId: number, date: string, quota: number) {
  await tx.insert(sessionDays).values({ sessionId, visitDate: date, quota }).onConflictDoNothing();
  const [day] = await tx
    .select()
    .from(sessionDays)
    .where(and(eq(sessionDays.sessionId, sessionId), eq(sessionDays.visitDate, date)))
    .for('update');
  if (!day) throw new Error('session day not found after insert');
  return day;
}

const bumpVersion = { queueVersion: sql`${sessionDays.queueVersion} + 1` };

async function record(
  tx: Queryable,
  staff: StaffRecord,
  action: DeskAction,
  outcome: ActionOutcome,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(deskEvents).values({
    staffId: staff.id,
    companyId: staff.companyId,
    sessionId: outcome.sessionId,
    visitDate: outcome.visitDate,
    appointmentId: outcome.appointmentId,
    action,
    detail,
  });
}

/** After a change to one booking: the queue's version raised and the action recorded, in its transaction. */
async function bookingChanged(
  tx: Queryable,
  staff: StaffRecord,
  action: DeskAction,
  row: AppointmentRecord,
): Promise<ActionOutcome> {
  await tx.update(sessionDays).set(bumpVersion).where(sessionDayIs(row.sessionId, row.visitDate));
  const result = {
    sessionId: row.sessionId,
    visitDate: row.visitDate,
    appointmentId: row.id,
    code: row.code,
  };
  await record(tx, staff, action, result, { code: row.code });
  return result;
}

export class DeskActions {
  constructor(private readonly ctx: AppContext) {}

  private today(): { now: Date; today: string } {
    const { now, today } = jakartaNow(this.ctx.clock());
    return { now, today };
  }

  private async announce(outcome: ActionOutcome, companyId: number): Promise<void> {
    await announceQueueChange(this.ctx, {
      sessionId: outcome.sessionId,
      visitDate: outcome.visitDate,
      companyId,
    });
  }

  /** A session of the desk's hospital that runs today. */
  private async todaysSession(staff: StaffRecord, sessionId: number, today: string) {
    const [session] = await sessionsRunning(this.ctx, { sessionId }, today);
    if (!session || session.companyId !== staff.companyId) {
      throw new DomainError('session_unavailable', MESSAGES.sessionNotToday);
    }
    return session;
  }

  /** Checks a patient in by booking code: only a booking of today, at this hospital, still booked. */
  async checkIn(staff: StaffRecord, code: string): Promise<ActionOutcome> {
    const { now, today } = this.today();
    const outcome = await this.ctx.db.transaction(async (tx) => {
      const row = await findBooking(tx, code);
      assertHereAndToday(row, staff, today);
      const day = await sessionDay(tx, row.sessionId, row.visitDate, 0);
      if (day.cancelledAt) throw new DomainError('invalid_status', MESSAGES.sessionCancelled);
      if (row.status === 'checked_in') throw new DomainError('invalid_status', MESSAGES.alreadyCheckedIn);
      const [done] = await tx
        .update(appointments)
        .set({ status: 'checked_in', checkedInAt: now })
        .where(and(eq(appointments.id, row.id), eq(appointments.status, 'booked')))
        .returning({ id: appointments.id });
      if (!done) throw new DomainError('invalid_status', MESSAGES.notBooked);
      return bookingChanged(tx, staff, 'check_in', row);
    });
    await this.announce(outcome, staff.companyId);
    return outcome;
  }

  /**
   * Calls the next checked-in patient (lowest queue number not yet called), or the one given by code.
   * Atomic across desks and processes: the row is taken with FOR UPDATE SKIP LOCKED, so two desks
   * pressing at once take two different patients, never the same one twice.
   */
  async call(staff: StaffRecord, sessionId: number, code?: string): Promise<ActionOutcome> {
    const { now, today } = this.today();
    await this.todaysSession(staff, sessionId, today);
    const outcome = await this.ctx.db.transaction(async (tx) => {
      const [day] = await tx
        .select({ cancelledAt: sessionDays.cancelledAt })
        .from(sessionDays)
        .where(sessionDayIs(sessionId, today));
      if (day?.cancelledAt) throw new DomainError('invalid_status', MESSAGES.sessionCancelled);
      const waiting = and(
        eq(appointments.sessionId, sessionId),
        eq(appointments.visitDate, today),
        eq(appointments.status, 'checked_in'),
        isNull(appointments.calledAt),
      );
      const [next] = await tx
        .select({ id: appointments.id, queueNumber: appointments.queueNumber, code: appointments.code })
        .from(appointments)
        .where(code === undefined ? waiting : and(waiting, eq(appointments.code, normaliseCode(code))))
        .orderBy(asc(appointments.queueNumber))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) {
        throw new DomainError(
          'invalid_status',
          code === undefined ? MESSAGES.nobodyWaiting : MESSAGES.notCallable,
        );
      }
      await tx.update(appointments).set({ calledAt: now }).where(eq(appointments.id, next.id));
      await tx
        .update(sessionDays)
        .set({
          ...bumpVersion,
          // Never backwards, even when an earlier number is called out of turn.
          nowServing: sql`greatest(${sessionDays.nowServing}, ${next.queueNumber})`,
          calledCount: sql`${sessionDays.calledCount} + 1`,
          firstCalledAt: sql`coalesce(${sessionDays.firstCalledAt}, ${now.toISOString()}::timestamptz)`,
          lastCalledAt: now,
        })
        .where(sessionDayIs(sessionId, today));
      const result = { sessionId, visitDate: today, appointmentId: next.id, code: next.code };
      await record(tx, staff, 'call', result, { code: next.code, queue_number: next.queueNumber });
      return result;
    });
    await this.announce(outcome, staff.companyId);
    return outcome;
  }

  /** Marks a booking of today as a no-show (booked or checked in, called or not). */
  async noShow(staff: StaffRecord, code: string): Promise<ActionOutcome> {
    const { now, today } = this.today();
    const outcome = await this.ctx.db.transaction(async (tx) => {
      const row = await findBooking(tx, code);
      assertHereAndToday(row, staff, today);
      const [done] = await tx
        .update(appointments)
        .set({ status: 'no_show', noShowAt: now })
        .where(and(eq(appointments.id, row.id), sql`${appointments.status} in ('booked', 'checked_in')`))
        .returning({ id: appointments.id });
      if (!done) throw new DomainError('invalid_status', MESSAGES.notBooked);
      return bookingChanged(tx, staff, 'no_show', row);
    });
    await this.announce(outcome, staff.companyId);
    return outcome;
  }

  /** The doctor is late by `minutes` (0 clears it). */
  async late(staff: StaffRecord, sessionId: number, minutes: number): Promise<ActionOutcome> {
    const { today } = this.today();
    const session = await this.todaysSession(staff, sessionId, today);
    const mailer = await bookingMailer(this.ctx);
    const outcome = await this.ctx.db.transaction(async (tx) => {
      await sessionDay(tx, sessionId, today, session.quota);
      await tx
        .update(sessionDays)
        .set({ ...bumpVersion, lateMinutes: minutes > 0 ? minutes : null })
        .where(sessionDayIs(sessionId, today));
      const result = { sessionId, visitDate: today, appointmentId: null, code: null };
      // Clearing the delay (0) tells nobody: the patients were told a later time, and are early now.
      const mailed =
        minutes > 0
          ? await mailer.enqueueSessionNotice(tx, 'doctor_late', sessionId, today, { lateMinutes: minutes })
          : 0;
      await record(tx, staff, 'late', result, { minutes, mailed });
      return result;
    });
    await this.announce(outcome, staff.companyId);
    return outcome;
  }

  /** The session is cancelled for today: patients see the notice; nobody can be called any more. */
  async cancelSession(staff: StaffRecord, sessionId: number): Promise<ActionOutcome> {
    const { now, today } = this.today();
    const session = await this.todaysSession(staff, sessionId, today);
    const mailer = await bookingMailer(this.ctx);
    const outcome = await this.ctx.db.transaction(async (tx) => {
      const day = await sessionDay(tx, sessionId, today, session.quota);
      if (day.cancelledAt) throw new DomainError('invalid_status', MESSAGES.sessionCancelled);
      await tx
        .update(sessionDays)
        .set({ ...bumpVersion, cancelledAt: now })
        .where(sessionDayIs(sessionId, today));
      const result = { sessionId, visitDate: today, appointmentId: null, code: null };
      const mailed = await mailer.enqueueSessionNotice(tx, 'session_cancelled', sessionId, today);
      await record(tx, staff, 'cancel_session', result, { mailed });
      return result;
    });
    await this.announce(outcome, staff.companyId);
    return outcome;
  }
}

function sessionDayIs(sessionId: number, date: string) {
  return and(eq(sessionDays.sessionId, sessionId), eq(sessionDays.visitDate, date));
}
