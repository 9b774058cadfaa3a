import { and, eq, sql } from 'drizzle-orm';
import type { Appointment, Lang } from '@hospital/contract';
import { MAX_RESCHEDULES } from '@hospital/domain';
import type { AppContext } from '../context';
import { appointments, encounters, practiceSessions } from '../db/schema';
import { DomainError, validationFailed } from '../lib/errors';
import { appointmentView } from './appointmentView';
import {
  ACTIVE_BOOKING_INDEX,
  assertSessionRunsOn,
  assertWithinWindow,
  DUPLICATE_BOOKING,
  provenBooking,
  viewContext,
} from './appointments';
import { jakartaNow, wibTimestamp } from '../lib/clock';
import { constraintOf, pgErrorCode, UNIQUE_VIOLATION } from '../lib/dbErrors';
import { announceQueueChange } from '../frontdesk/liveQueue';
import { bookingMailer } from '../mail/bookingMail';
import { claimPlace, releasePlace } from './places';
import type { RescheduleInput } from './input';

const NOT_MOVABLE = {
  id: 'Booking ini tidak dapat dipindah lagi (sudah daftar ulang, dibatalkan, atau lewat).',
  en: 'This booking can no longer be moved (checked in, cancelled, or past).',
};
const CHANGED_MEANWHILE = {
  id: 'Booking ini baru saja diubah. Muat ulang lalu pilih jadwal lagi.',
  en: 'This booking was just changed. Reload it and choose a session again.',
};
const SESSION_FULL = {
  id: 'Kuota jadwal ini sudah penuh. Jadwal Anda tidak berubah; silakan pilih jadwal lain.',
  en: 'This session is fully booked. Your booking is unchanged; please choose another session.',
};

const MOVE_LIMIT = {
  id: `Booking ini sudah dipindah ${MAX_RESCHEDULES} kali, batas yang diizinkan. Untuk jadwal lain, batalkan booking ini lalu buat janji baru, atau hubungi rumah sakit.`,
  en: `This booking has already been moved ${MAX_RESCHEDULES} times, the most allowed. For another time, cancel it and book again, or call the hospital.`,
};

class ChangedMeanwhile extends Error {}

/**
 * Moves a booking to another open session of the same doctor, or of the same clinic (docs/decisions.md, issue 19):
 * code and birth date prove the patient, as for the look-up. The new place is claimed and the old
 * one freed in one transaction, so the booking holds exactly one place whatever happens. Each move
 * names the slot the patient saw (`fromSessionId`, `fromDate`) and applies only while the booking is
 * still there: of several moves of one booking at once, one wins and the others are told it changed.
 * The code stays; the queue number is the lowest free one of the new session (booking/places.ts),
 * and a booking moves at most `MAX_RESCHEDULES` times (docs/decisions.md, issue 24).
 */
export async function rescheduleAppointment(
  ctx: AppContext,
  rawCode: string,
  bornDate: string,
  input: RescheduleInput,
  lang: Lang,
): Promise<Appointment> {
  const { db } = ctx;
  const row = await provenBooking(ctx, rawCode, bornDate);
  const now = jakartaNow(ctx.clock());
  if (row.status !== 'booked' || row.visitDate < now.today) {
    throw new DomainError('invalid_status', NOT_MOVABLE);
  }
  if (row.sessionId !== input.fromSessionId || row.visitDate !== input.fromDate) {
    throw new DomainError('conflict', CHANGED_MEANWHILE);
  }
  // Each move takes a place elsewhere: a bound keeps one booking from churning the queues (docs/decisions.md, issue 24).
  if (row.rescheduleCount >= MAX_RESCHEDULES) throw new DomainError('reschedule_limit', MOVE_LIMIT);
  assertWithinWindow(ctx, now, input.date, lang);
  const [session] = await db.select().from(practiceSessions).where(eq(practiceSessions.id, input.sessionId));
  if (
    !session ||
    !session.active ||
    session.companyId !== row.companyId ||
    session.telemedicine !== row.telemedicine ||
    (session.doctorId !== row.doctorId && session.poliId !== row.poliId)
  ) {
    throw validationFailed({
      sessionId:
        lang === 'id'
          ? 'Pilih jadwal dokter yang sama, atau dokter lain di poli yang sama.'
          : 'Choose a session of the same doctor, or of another doctor of the same clinic.',
    });
  }
  if (session.id === row.sessionId && input.date === row.visitDate) {
    throw validationFailed({
      sessionId: lang === 'id' ? 'Ini jadwal Anda sekarang.' : 'This is your current session.',
    });
  }
  await assertSessionRunsOn(ctx, now, session, input.date);

  const mailer = await bookingMailer(ctx);
  let moved: typeof appointments.$inferSelect | undefined;
  try {
    moved = await db.transaction(async (tx) => {
      // Claim the new place first: a full session leaves the booking as it was.
      const queue = await claimPlace(tx, session, input.date);
      if (queue === null) throw new DomainError('session_full', SESSION_FULL);
      // Only the slot this request read: a move that committed meanwhile makes this one lose.
      const [updated] = await tx
        .update(appointments)
        .set({
          sessionId: session.id,
          doctorId: session.doctorId,
          poliId: session.poliId,
          visitDate: input.date,
          startTime: session.startTime,
          endTime: session.endTime,
          queueNumber: queue,
          rescheduleCount: sql`${appointments.rescheduleCount} + 1`,
        })
        .where(
          and(
            eq(appointments.id, row.id),
            eq(appointments.status, 'booked'),
            eq(appointments.sessionId, row.sessionId),
            eq(appointments.visitDate, row.visitDate),
            eq(appointments.rescheduleCount, row.rescheduleCount),
          ),
        )
        .returning();
      if (!updated) throw new ChangedMeanwhile();
      await releasePlace(tx, row);
      if (row.telemedicine) {
        await tx
          .update(encounters)
          .set({
            doctorId: session.doctorId,
            scheduledStart: new Date(wibTimestamp(input.date, session.startTime)),
            scheduledEnd: new Date(wibTimestamp(input.date, session.endTime)),
          })
          .where(eq(encounters.appointmentId, row.id));
      }
      // The new date and its calendar entry go out with the move, or neither does (docs/decisions.md, issue 19).
      await mailer.enqueue(tx, 'rescheduled', row.id);
      return updated;
    });
  } catch (error) {
    if (error instanceof ChangedMeanwhile) throw new DomainError('conflict', CHANGED_MEANWHILE);
    if (pgErrorCode(error) === UNIQUE_VIOLATION && constraintOf(error) === ACTIVE_BOOKING_INDEX) {
      throw new DomainError('duplicate_booking', DUPLICATE_BOOKING);
    }
    throw error;
  }
  // Both queues changed: the old one has one patient fewer, the new one one more.
  for (const [sessionId, visitDate] of [
    [row.sessionId, row.visitDate],
    [session.id, input.date],
  ] as const) {
    await announceQueueChange(ctx, { sessionId, visitDate, companyId: row.companyId }).catch(() => undefined);
  }
  return appointmentView(db, await viewContext(ctx), moved, lang, true);
}
