import { and, eq, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { addDays } from '@hospital/domain';
import type { AppContext } from '../context';
import { appointments, mailOutbox } from '../db/schema';
import { jakartaNow, wibTimestamp } from '../lib/clock';
import { bookingMailer } from './bookingMail';

/**
 * The day-before reminder (docs/decisions.md, issue 19): from `REMINDER_HOUR` (Asia/Jakarta) on the day before a
 * visit, each booking still booked for tomorrow with a contact e-mail gets one. Once per booking
 * and visit date, however many processes sweep (the outbox's unique `dedupe_key`). A booking made
 * after that hour was just confirmed by its own message, so it gets none.
 */
export async function enqueueDueReminders(ctx: AppContext): Promise<number> {
  const { reminderHour } = ctx.config.mail;
  const now = jakartaNow(ctx.clock());
  const hour = `${String(reminderHour).padStart(2, '0')}:00`;
  if (now.time < hour) return 0;
  const tomorrow = addDays(now.today, 1);
  const reminderMoment = new Date(wibTimestamp(now.today, hour));
  const due = await ctx.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.visitDate, tomorrow),
        eq(appointments.status, 'booked'),
        isNotNull(appointments.contactEmail),
        lt(appointments.createdAt, reminderMoment),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(mailOutbox)
            .where(
              eq(
                mailOutbox.dedupeKey,
                sql`'reminder:' || ${appointments.id} || ':' || ${appointments.visitDate}`,
              ),
            ),
        ),
      ),
    )
    .orderBy(appointments.id)
    .limit(200);
  if (due.length === 0) return 0;
  const mailer = await bookingMailer(ctx);
  let written = 0;
  for (const { id } of due) {
    const wrote = await ctx.db.transaction(async (tx) => {
      // Locked, so a cancellation committing meanwhile either comes first (no reminder) or after
      // (and then supersedes it).
      const [still] = await tx
        .select({ status: appointments.status, visitDate: appointments.visitDate })
        .from(appointments)
        .where(eq(appointments.id, id))
        .for('update');
      if (still?.status !== 'booked' || still.visitDate !== tomorrow) return false;
      return mailer.enqueue(tx, 'reminder', id);
    });
    if (wrote) written += 1;
  }
  return written;
}
