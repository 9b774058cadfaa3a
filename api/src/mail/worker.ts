import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { AppContext } from '../context';
import { claimDue, markFailed, markSent, type OutboxRow } from './outbox';
import { enqueueDueReminders } from './reminders';

/*
 * Sends the outbox (api/README.md, "E-mails (issue 19)"). SMTP cannot be exactly-once: a worker
 * that dies after the server accepted a message and before `markSent` committed leaves the row in
 * `sending`; once its lease has passed it is sent again. Every attempt of a row carries the row's
 * Message-ID, so the second copy is the same message to the receiving side, which de-duplicates by
 * that id. At-least-once delivery, one message as the recipient sees it.
 */

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What one pass did; the tests and the logs count with it. */
export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
  reminders: number;
}

const BATCH = 10;
/** Shorter than the claim's lease (MAIL_LEASE_MS, 5 min by default): a send never outlives its claim. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
}

function failureOf(error: unknown): { reason: string; permanent: boolean } {
  const { code, responseCode } = (error ?? {}) as SmtpFailure;
  const reply = typeof responseCode === 'number' ? responseCode : undefined;
  const reason = [typeof code === 'string' ? code : 'error', reply].filter((x) => x !== undefined).join(' ');
  // 5xx: the server refused this message or recipient, and will again; 4xx and network errors pass.
  return { reason, permanent: reply !== undefined && reply >= 500 };
}

/** The attachment's name in the message's language (docs/decisions.md, issue 26). */
export function calendarFileName(lang: string): string {
  return lang === 'en' ? 'medika-appointment.ics' : 'medika-janji-temu.ics';
}

export class MailWorker {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private lastReminderSweep = 0;

  constructor(
    private readonly ctx: AppContext,
    smtpUrl: string,
    private readonly log: MailLog,
  ) {
    this.transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  }

  start(): void {
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        this.schedule(this.ctx.config.mail.pollMs);
      });
    }, delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.runOnce();
    } catch (error) {
      this.log.warn({ err: error }, 'mail: pass failed');
    }
  }

  /** One pass: reminders that are due, then every due message, a batch at a time. */
  async runOnce(): Promise<PassResult> {
    const result: PassResult = { sent: 0, retried: 0, failed: 0, reminders: 0 };
    if (Date.now() - this.lastReminderSweep >= this.ctx.config.mail.reminderSweepMs) {
      this.lastReminderSweep = Date.now();
      result.reminders = await enqueueDueReminders(this.ctx);
    }
    for (;;) {
      if (this.stopped) break;
      const rows = await claimDue(this.ctx.db, this.ctx.config.mail, this.ctx.clock(), BATCH);
      for (const row of rows) {
        const outcome = await this.deliver(row);
        result[outcome] += 1;
      }
      if (rows.length < BATCH) break;
    }
    if (result.sent + result.retried + result.failed + result.reminders > 0) {
      this.log.info({ ...result }, 'mail: pass');
    }
    return result;
  }

  private async deliver(row: OutboxRow): Promise<'sent' | 'retried' | 'failed'> {
    const { config } = this.ctx;
    try {
      await this.transport.sendMail({
        from: config.mail.from,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        // The row's own id on every attempt: a resend after a crash is the same message.
        messageId: row.messageId,
        date: row.createdAt,
        // SERVER_NAME, like X-Served-By on answers: which process sent it, when several do.
        headers: {
          'Auto-Submitted': 'auto-generated',
          ...(config.serverName ? { 'X-Sent-By': config.serverName } : {}),
        },
        attachments: row.ics
          ? [
              {
                filename: calendarFileName(row.lang),
                content: row.ics,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ]
          : [],
      });
    } catch (error) {
      const { reason, permanent } = failureOf(error);
      const state = await markFailed(this.ctx.db, row, this.ctx.clock(), config.mail, reason, permanent);
      this.log.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, reason, state },
        'mail: not sent',
      );
      return state === 'failed' ? 'failed' : 'retried';
    }
    await markSent(this.ctx.db, row.id, this.ctx.clock());
    return 'sent';
  }

  /** Stops polling and waits for the pass under way (a message being sent is finished and marked). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }
}
