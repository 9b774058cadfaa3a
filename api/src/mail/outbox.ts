import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MailConfig } from '../config';
import { FORGOTTEN_ONCE_SENT, mailOutbox } from '../db/schema';
import type { Database } from '../db/types';

/*
 * The outbox's state changes, each one statement (api/README.md, "E-mails (issue 19)"). A claim is
 * committed before the message goes out: holding a transaction open across an SMTP conversation
 * would stall every other query on PGlite (one connection) and a connection on PostgreSQL.
 */

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Takes up to `limit` due messages (pending, or `sending` whose claim ran out because its worker
 * died) and marks them `sending` with a lease, counting the attempt. `FOR UPDATE SKIP LOCKED`: two
 * workers (two site servers on one PostgreSQL database) claiming at the same moment take different
 * rows, never the same one.
 */
export async function claimDue(
  db: Database,
  config: MailConfig,
  now: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, now));
  const candidates = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due)
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastAttemptAt: now,
      nextAttemptAt: new Date(now.getTime() + config.leaseMs),
    })
    .where(and(inArray(mailOutbox.id, candidates), due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Once a message of `FORGOTTEN_ONCE_SENT` is final, its address and words go: the row keeps only that
 * it was sent (docs/decisions.md, issue 24).
 */
async function forgetIfFinal(db: Database, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ recipient: '', subject: '', textBody: '', htmlBody: '', ics: null })
    .where(
      and(
        eq(mailOutbox.id, id),
        inArray(mailOutbox.kind, [...FORGOTTEN_ONCE_SENT]),
        inArray(mailOutbox.status, ['sent', 'failed']),
      ),
    );
}

/** Final: the SMTP server accepted the message. */
export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
  await forgetIfFinal(db, id);
}

/** The delay before attempt `attempts + 1`: `retryBaseMs` doubled per failure so far, capped. */
export function backoffMs(config: MailConfig, attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(config.retryMaxMs, config.retryBaseMs * 2 ** exponent);
}

/**
 * A failed attempt: back to `pending` after the back-off, or `failed` for good when the server
 * refused the message itself (5xx) or the attempts ran out. `reason` is a code, never a message
 * text: those quote addresses.
 */
export async function markFailed(
  db: Database,
  row: OutboxRow,
  now: Date,
  config: MailConfig,
  reason: string,
  permanent: boolean,
): Promise<'pending' | 'failed'> {
  const giveUp = permanent || row.attempts >= config.maxAttempts;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: reason.slice(0, 200),
      nextAttemptAt: new Date(now.getTime() + backoffMs(config, row.attempts)),
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
  if (giveUp) await forgetIfFinal(db, row.id);
  return giveUp ? 'failed' : 'pending';
}
