import { and, eq, sql } from 'drizzle-orm';
import { sessionDays } from '../db/schema';
import type { Queryable } from '../db/types';

/**
 * Takes one place of a session day and returns its queue number, or null when the day is full. The
 * day's row is made with the session's quota on the first booking; the capacity check and the
 * increment are then one statement, so the row lock serialises every claim (a booking, a move).
 *
 * The number (docs/decisions.md, issue 24) is the lowest one above `now_serving` that no active
 * booking of the day holds: a number freed by a move or a cancellation is given again, so moving
 * bookings back and forth cannot push the session's numbers (and estimated turns) later. Numbers the
 * desk has called past are never given again: a new patient is never put before the one being served.
 * It is read by a second statement, after the claim: the claim holds the day's row lock until the
 * transaction ends, and every other claim, cancellation or move of the day waits for that lock, so
 * the set of numbers taken cannot change between this read and the commit (READ COMMITTED takes a
 * new snapshot per statement, so the read sees every claim committed before ours). The partial
 * unique index `appointments_session_day_queue_uq` guards it.
 */
export async function claimPlace(
  tx: Queryable,
  session: { id: number; quota: number },
  date: string,
): Promise<number | null> {
  await tx
    .insert(sessionDays)
    .values({ sessionId: session.id, visitDate: date, quota: session.quota })
    .onConflictDoNothing();
  const [slot] = await tx
    .update(sessionDays)
    .set({
      booked: sql`${sessionDays.booked} + 1`,
      queueVersion: sql`${sessionDays.queueVersion} + 1`,
    })
    .where(
      and(
        eq(sessionDays.sessionId, session.id),
        eq(sessionDays.visitDate, date),
        sql`${sessionDays.booked} < ${sessionDays.quota}`,
      ),
    )
    .returning({ nowServing: sessionDays.nowServing });
  if (!slot) return null;
  // The lowest free number above `now_serving` is `now_serving + 1` or follows a taken one: the
  // candidates are those, the answer the least of them nobody holds.
  const active = sql`a.session_id = ${session.id} and a.visit_date = ${date} and a.status <> 'cancelled'`;
  const [free] = await tx
    .select({ queue: sql<number>`min(cand.n)::int` })
    .from(
      sql`(select ${slot.nowServing + 1}::int as n
           union all
           select a.queue_number + 1 from appointments a where ${active} and a.queue_number > ${slot.nowServing}
          ) as cand`,
    )
    .where(sql`not exists (select 1 from appointments a where ${active} and a.queue_number = cand.n)`);
  const queue = Number(free?.queue);
  if (!Number.isInteger(queue) || queue < 1) throw new Error('no free queue number in a claimed day');
  await tx
    .update(sessionDays)
    .set({ lastQueue: sql`greatest(${sessionDays.lastQueue}, ${queue})` })
    .where(and(eq(sessionDays.sessionId, session.id), eq(sessionDays.visitDate, date)));
  return queue;
}

/**
 * Gives a place of a session day back (a cancellation, an erase, a move away): one place fewer taken,
 * the live queue's version raised. Its number is free for the next claim (`claimPlace`).
 */
export async function releasePlace(
  tx: Queryable,
  booking: { sessionId: number; visitDate: string },
): Promise<void> {
  await tx
    .update(sessionDays)
    .set({
      booked: sql`greatest(${sessionDays.booked} - 1, 0)`,
      queueVersion: sql`${sessionDays.queueVersion} + 1`,
    })
    .where(and(eq(sessionDays.sessionId, booking.sessionId), eq(sessionDays.visitDate, booking.visitDate)));
}
