import { randomUUID } from 'node:crypto';
import { bookingChatUrl } from '@hospital/domain/whatsapp';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Lang } from '@hospital/contract';
import { bookingCalendarText, buildIcs } from '@hospital/domain';
import type { AppContext } from '../context';
import { appointments, mailOutbox, type BookingMailKind, type MailKind } from '../db/schema';
import type { Queryable } from '../db/types';
import {
  appointmentView,
  type AppointmentRow,
  type AppointmentViewContext,
} from '../booking/appointmentView';
import {
  renderAccessLinkMail,
  mailSite,
  renderMail,
  type DeskNotice,
  type MailFacts,
  type RenderedMail,
} from './templates';

/*
 * Writes e-mails into the outbox (`mail_outbox`) inside the caller's transaction (api/README.md,
 * "E-mails (docs/decisions.md, issue 19)"): the message commits with the change it tells of, or not at all. The
 * message is rendered now, so every attempt the worker makes sends the same bytes.
 */

/** Kinds of which a booking gets at most one (per visit date for the reminder). */
const ONCE: Partial<Record<MailKind, (row: AppointmentRow) => string>> = {
  booked: (row) => `booked:${row.id}`,
  cancelled: (row) => `cancelled:${row.id}`,
  erased: (row) => `erased:${row.id}`,
  reminder: (row) => `reminder:${row.id}:${row.visitDate}`,
};

/** Kinds that carry the visit as a calendar file. */
const WITH_CALENDAR: ReadonlySet<MailKind> = new Set(['booked', 'rescheduled']);

function langOf(value: string): Lang {
  return value === 'en' ? 'en' : 'id';
}

/** `Medika Hospital <no-reply@medikahospital.co.id>` → `medikahospital.co.id`. */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

export class BookingMailer {
  constructor(
    private readonly ctx: AppContext,
    /** Read before the transaction: on PGlite a query outside it would wait for it forever. */
    private readonly view: AppointmentViewContext,
  ) {}

  private facts(row: AppointmentRow, lang: Lang, appointment: MailFacts['appointment']): MailFacts {
    const { siteUrl } = this.ctx.config.mail;
    const prefix = lang === 'en' ? '/en' : '';
    const company = this.view.ref.companies.get(row.companyId);
    const place = company ? `${company.latitude},${company.longitude}` : appointment.company.address;
    return {
      appointment,
      contactName: row.contactName,
      patientName: row.patientName,
      site: mailSite(siteUrl, lang),
      lookupUrl: `${siteUrl}${prefix}/appointment/detail?code=${encodeURIComponent(row.code)}`,
      bookUrl: `${siteUrl}${prefix}/appointment/create`,
      mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`,
      hospitalPhone: company?.phoneDisplay ?? appointment.company.phone,
      whatsappUrl: bookingChatUrl(appointment.company.whatsapp, appointment.company.name, row.code, lang),
    };
  }

  /**
   * Writes the `kind` message of one booking. Nothing when the booking has no contact e-mail (it is
   * optional) or when a message sent once per booking was already written. Returns whether it wrote.
   */
  async enqueue(
    tx: Queryable,
    kind: BookingMailKind,
    appointmentId: number,
    notice: DeskNotice = {},
  ): Promise<boolean> {
    const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId));
    if (!row?.contactEmail) return false;
    const lang = langOf(row.lang);
    const appointment = await appointmentView(tx, this.view, row, lang, false);
    const facts = this.facts(row, lang, appointment);
    const mail = renderMail(kind, facts, lang, notice);
    const now = this.ctx.clock();
    const ics = WITH_CALENDAR.has(kind)
      ? buildIcs({
          uid: `${row.code}@medikahospital.co.id`,
          date: appointment.date,
          start: appointment.start,
          end: appointment.end,
          ...bookingCalendarText(appointment, facts.lookupUrl, lang),
          now,
          // Seconds since 2026 grow with each reschedule: the calendar replaces the older entry.
          sequence:
            kind === 'rescheduled' ? Math.floor((now.getTime() - Date.UTC(2026, 0, 1)) / 1000) : undefined,
        })
      : null;
    if (kind === 'cancelled' || kind === 'rescheduled') {
      // A reminder still waiting for the old visit would now be wrong.
      await tx
        .update(mailOutbox)
        .set({ status: 'superseded' })
        .where(
          and(
            eq(mailOutbox.appointmentId, row.id),
            eq(mailOutbox.kind, 'reminder'),
            eq(mailOutbox.status, 'pending'),
          ),
        );
    }
    return this.write(tx, {
      kind,
      appointmentId: row.id,
      dedupeKey: ONCE[kind]?.(row) ?? null,
      recipient: row.contactEmail,
      lang,
      mail,
      ics,
    });
  }

  /**
   * The link to the bookings of one patient made with `recipient` (docs/decisions.md, issue 24), in the language
   * the request was made in; signed with the hospital of the first of them.
   */
  async enqueueAccessLink(
    tx: Queryable,
    link: {
      recipient: string;
      lang: Lang;
      url: string;
      minutes: number;
      bookings: number;
      companyId: number;
    },
  ): Promise<boolean> {
    const company = this.view.ref.companies.get(link.companyId);
    const mail = renderAccessLinkMail(
      {
        site: mailSite(this.ctx.config.mail.siteUrl, link.lang),
        url: link.url,
        minutes: link.minutes,
        bookings: link.bookings,
        hospitalName: company?.name ?? 'Medika Hospital',
        hospitalPhone: company?.phoneDisplay ?? company?.phone ?? '',
      },
      link.lang,
    );
    return this.write(tx, {
      kind: 'access_link',
      appointmentId: null,
      dedupeKey: null,
      recipient: link.recipient,
      lang: link.lang,
      mail,
      ics: null,
    });
  }

  private async write(
    tx: Queryable,
    message: {
      kind: MailKind;
      appointmentId: number | null;
      dedupeKey: string | null;
      recipient: string;
      lang: Lang;
      mail: RenderedMail;
      ics: string | null;
    },
  ): Promise<boolean> {
    const now = this.ctx.clock();
    const inserted = await tx
      .insert(mailOutbox)
      .values({
        kind: message.kind,
        appointmentId: message.appointmentId,
        dedupeKey: message.dedupeKey,
        messageId: `<${randomUUID()}@${mailDomain(this.ctx.config.mail.from)}>`,
        recipient: message.recipient,
        lang: message.lang,
        subject: message.mail.subject,
        textBody: message.mail.text,
        htmlBody: message.mail.html,
        ics: message.ics,
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    return inserted.length > 0;
  }

  /**
   * The front desk's notice about a whole session today (the doctor is late, the session is
   * cancelled): one message to each active booking of it with an e-mail address. Returns how many.
   */
  async enqueueSessionNotice(
    tx: Queryable,
    kind: 'doctor_late' | 'session_cancelled',
    sessionId: number,
    visitDate: string,
    notice: DeskNotice = {},
  ): Promise<number> {
    const rows = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.sessionId, sessionId),
          eq(appointments.visitDate, visitDate),
          inArray(appointments.status, ['booked', 'checked_in']),
          isNotNull(appointments.contactEmail),
        ),
      )
      .orderBy(appointments.queueNumber);
    let written = 0;
    // One after the other: a transaction is one connection.
    for (const { id } of rows) {
      if (await this.enqueue(tx, kind, id, notice)) written += 1;
    }
    return written;
  }
}

/**
 * A mailer for one change. Call it before opening the transaction (it reads the reference cache),
 * then `enqueue(tx, kind, appointmentId)` inside, e.g. `enqueue(tx, 'rescheduled', id)` once a visit
 * has moved.
 */
export async function bookingMailer(ctx: AppContext): Promise<BookingMailer> {
  return new BookingMailer(ctx, {
    secrets: ctx.config.secrets,
    media: ctx.media,
    ref: await ctx.ref.get(),
    clock: ctx.clock,
  });
}
