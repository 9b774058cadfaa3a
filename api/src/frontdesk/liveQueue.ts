import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DeskBooking, DeskSession, IdentityDocument, Lang, LiveQueueSession } from '@hospital/contract';
import { observedMinutesPerPatient, plannedMinutesPerPatient } from '@hospital/domain';
import type { AppContext } from '../context';
import { appointments, patients, sessionDays } from '../db/schema';
import type { Queryable } from '../db/types';
import { toWibIso } from '../lib/clock';
import { poliLocation } from '../lib/reference';
import { leaveOn, loadSchedule, sessionRunsOn, type SessionRecord } from '../doctors/schedule';

/** Which sessions of today: one session, or every session of one hospital. */
export type QueueScope = { sessionId: number } | { companyId: number };

/** The bus channel of queue changes: which session day changed; every process re-reads it. */
export const QUEUE_CHANNEL = 'queue';

export interface QueueChange {
  sessionId: number;
  visitDate: string;
  companyId: number;
}

export function isQueueChange(value: unknown): value is QueueChange {
  const v = value as Partial<QueueChange> | null;
  return (
    !!v &&
    typeof v.sessionId === 'number' &&
    typeof v.visitDate === 'string' &&
    typeof v.companyId === 'number'
  );
}

/** Tells every site server that a session day's queue changed (after the change committed). */
export function announceQueueChange(ctx: AppContext, change: QueueChange): Promise<void> {
  return ctx.bus.publish(QUEUE_CHANNEL, change);
}

/** The practice sessions that run on `date` (no doctor's leave), in start order. */
export async function sessionsRunning(
  ctx: AppContext,
  scope: QueueScope,
  date: string,
): Promise<SessionRecord[]> {
  // Read fresh, not from the 15-second schedule cache: a session the hospital adds or changes today
  // must reach the desk and the patients' screens at once.
  const data = await loadSchedule(ctx.db, {
    companyId: 'companyId' in scope ? scope.companyId : undefined,
    from: date,
    to: date,
  });
  return data.sessions
    .filter((s) => ('sessionId' in scope ? s.id === scope.sessionId : true))
    .filter((s) => sessionRunsOn(s, date) && !leaveOn(data.leaves, s.doctorId, date))
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id);
}

/** The queue of each session on `date`: numbers only, no patient. */
export async function liveSessions(
  ctx: AppContext,
  scope: QueueScope,
  date: string,
  lang: Lang,
  db: Queryable = ctx.db,
): Promise<LiveQueueSession[]> {
  const sessions = await sessionsRunning(ctx, scope, date);
  if (sessions.length === 0) return [];
  const ids = sessions.map((s) => s.id);
  const [days, waiting, ref] = await Promise.all([
    db
      .select()
      .from(sessionDays)
      .where(and(eq(sessionDays.visitDate, date), inArray(sessionDays.sessionId, ids))),
    db
      .select({ sessionId: appointments.sessionId, queueNumber: appointments.queueNumber })
      .from(appointments)
      .where(
        and(
          eq(appointments.visitDate, date),
          inArray(appointments.sessionId, ids),
          inArray(appointments.status, ['booked', 'checked_in']),
          isNull(appointments.calledAt),
        ),
      )
      .orderBy(asc(appointments.queueNumber)),
    ctx.ref.get(),
  ]);
  return sessions.map((s): LiveQueueSession => {
    const day = days.find((d) => d.sessionId === s.id);
    const quota = day?.quota ?? s.quota;
    return {
      session_id: s.id,
      visit_date: date,
      company_id: s.companyId,
      doctor: { id: s.doctorId, name: ref.doctorsById.get(s.doctorId)?.name ?? '' },
      poli: { id: s.poliId, name: ref.polis.get(s.poliId)?.name[lang] ?? '' },
      start_time: s.startTime,
      end_time: s.endTime,
      quota,
      now_serving: day?.nowServing ?? 0,
      waiting: waiting.filter((w) => w.sessionId === s.id).map((w) => w.queueNumber),
      observed_minutes_per_patient: observedMinutesPerPatient(
        day?.calledCount ?? 0,
        day?.firstCalledAt ?? null,
        day?.lastCalledAt ?? null,
      ),
      planned_minutes_per_patient: plannedMinutesPerPatient(s.startTime, s.endTime, quota),
      late_minutes: day?.lateMinutes ?? null,
      cancelled: !!day?.cancelledAt,
      version: day?.queueVersion ?? 0,
    };
  });
}

type AppointmentRecord = typeof appointments.$inferSelect;

/** The desk's word for a booking's state: a checked-in patient who was called is `called`. */
export function deskStatus(row: Pick<AppointmentRecord, 'status' | 'calledAt'>): DeskBooking['status'] {
  return row.status === 'checked_in' && row.calledAt ? 'called' : (row.status as DeskBooking['status']);
}

export function deskBooking(row: AppointmentRecord, idDocument: IdentityDocument = 'nik'): DeskBooking {
  const status = deskStatus(row);
  return {
    code: row.code,
    queue_number: row.queueNumber,
    patient_name: row.patientName,
    id_document: idDocument,
    status,
    checked_in_at: row.checkedInAt ? toWibIso(row.checkedInAt) : null,
    called_at: row.calledAt ? toWibIso(row.calledAt) : null,
    payment: row.insuranceKind,
    for_whom: row.forWhom,
  };
}

/** Every session of the desk's hospital today, with its bookings (names for the desk, never a NIK). */
export async function deskSessions(
  ctx: AppContext,
  companyId: number,
  date: string,
  lang: Lang,
  only?: number,
): Promise<DeskSession[]> {
  const scope: QueueScope = only === undefined ? { companyId } : { sessionId: only };
  const live = (await liveSessions(ctx, scope, date, lang)).filter((s) => s.company_id === companyId);
  if (live.length === 0) return [];
  // With the document each patient gave (issue 26): the desk asks to see the passport or KITAS, not a KTP.
  const rows = await ctx.db
    .select({ booking: appointments, idDocument: patients.idDocument })
    .from(appointments)
    .leftJoin(patients, eq(patients.id, appointments.patientId))
    .where(
      and(
        eq(appointments.visitDate, date),
        inArray(
          appointments.sessionId,
          live.map((s) => s.session_id),
        ),
      ),
    )
    // A cancelled booking's number is given again (docs/decisions.md, issue 24): the active bookings in queue
    // order first, the cancelled ones after them, so each number in the list's order is the one who holds it.
    .orderBy(asc(sql`${appointments.status} = 'cancelled'`), asc(appointments.queueNumber));
  const ref = await ctx.ref.get();
  return live.map((s) => ({
    ...s,
    // Where the clinic receives its patients: the check-in card sends them there (issue 26).
    location: poliLocation(ref, s.poli.id, lang),
    bookings: rows
      .filter((r) => r.booking.sessionId === s.session_id)
      .map((r) => deskBooking(r.booking, r.idDocument ?? 'nik')),
  }));
}
