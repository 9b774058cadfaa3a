import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './booking';

/**
 * Why a message was written (api/README.md, "E-mails (issue 19)"); `erased`: consent withdrawn for a
 * booking, `access_link`: the link to every booking made with one address (docs/decisions.md, issue 24).
 */
export type MailKind =
  | 'booked'
  | 'cancelled'
  | 'rescheduled'
  | 'reminder'
  | 'doctor_late'
  | 'session_cancelled'
  | 'erased'
  | 'access_link';

/** Kinds that tell of one booking (all but the access link, which may cover several). */
export type BookingMailKind = Exclude<MailKind, 'access_link'>;

/**
 * Kinds whose row keeps nothing once sent or given up (docs/decisions.md, issue 24): an access link is a bearer
 * token (the database keeps only its hash), and an erasure notice is the last trace of erased data.
 */
export const FORGOTTEN_ONCE_SENT: readonly MailKind[] = ['erased', 'access_link'];

/**
 * `pending` waits for its turn (`next_attempt_at`); `sending` was claimed by a worker, which may have
 * died mid-send: once `next_attempt_at` (the claim's lease) has passed, any worker takes it again and
 * sends it with the same Message-ID; `sent` is final; `failed` was refused for good by the SMTP
 * server or ran out of attempts, and stays for someone to look at; `superseded`: a reminder not yet
 * sent when its booking was cancelled or moved.
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'superseded';

/**
 * The transactional outbox of e-mails (docs/decisions.md, issue 19): a row is written in the same transaction as the
 * change it tells of, with the message already rendered, so a committed change always has its
 * message and a rolled-back one never has. The worker (`src/mail/worker.ts`) sends it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<MailKind>().notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id),
    /**
     * What makes a message unique when it must be sent once (`reminder:<appointment>`,
     * `booked:<appointment>`); null for messages that may repeat (each doctor-late notice).
     */
    dedupeKey: text('dedupe_key'),
    /** `<…@domain>`: fixed when the row is written, so every attempt sends the same id. */
    messageId: text('message_id').notNull(),
    recipient: text('recipient').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The calendar file attached to confirmations and reschedules. */
    ics: text('ics'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    /** Attempts started (a claim counts, so a crash mid-send shows as an attempt). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed: now, after a back-off, or when a claim's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    /** The SMTP code or error code of the last failure (never the message or its address). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_uq').on(t.messageId),
    uniqueIndex('mail_outbox_dedupe_key_uq').on(t.dedupeKey),
    // What the worker scans: the rows still to send, by when they are due.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index('mail_outbox_appointment_idx').on(t.appointmentId),
    check(
      'mail_outbox_status_ck',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'superseded')`,
    ),
  ],
);
