import { and, eq, sql } from 'drizzle-orm';
import { sessionDays } from '../db/schema';
import type { Queryable } from '../db/types';

/**
 * Takes one place of a session day and returns its queue number, or null when the day is full. The
 * day's row is made with the session's quota on the first booking; the capacity check and the
 * increment are then one statement, so the row lock serialises every claim (a booking, a move).
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
      lastQueue: sql`${sessionDays.lastQueue} + 1`,
      queueVersion: sql`${sessionDays.queueVersion} + 1`,
    })
    .where(
      and(
        eq(sessionDays.sessionId, session.id),
        eq(sessionDays.visitDate, date),
        sql`${sessionDays.booked} < ${sessionDays.quota}`,
      ),
    )
    .returning({ queue: sessionDays.lastQueue });
  return slot?.queue ?? null;
}
