import { and, eq, sql } from 'drizzle-orm';
import type { ContactResult, EventRegistrationResult, Lang, NewsletterResult } from '@hospital/contract';
import {
  phoneTo62,
  type ContactInput,
  type EventRegistrationInput,
  type NewsletterInput,
} from '@hospital/domain';
import type { AppContext } from '../context';
import { contactMessages, eventRegistrations, events, newsletterSubscriptions } from '../db/schema';
import { DomainError, notFound } from '../lib/errors';
import { eventState } from './mappers';

/** What visitors send: event registrations, contact messages, newsletter subscriptions. */

/** A first submission is a 201; the same one again is a 200 with its own message. */
export interface Submitted<T> {
  created: boolean;
  result: T;
}

/** The event by id, or by slug when no id is given. */
export type EventRef = { id: number; slug?: undefined } | { id?: undefined; slug: string };

/**
 * One registration per e-mail and event. The event row is locked while the seat is counted, so two
 * registrations never take the last seat together.
 */
export async function registerForEvent(
  ctx: AppContext,
  eventRef: EventRef,
  input: EventRegistrationInput,
  lang: Lang,
): Promise<Submitted<EventRegistrationResult>> {
  const email = input.email.toLowerCase();
  const now = ctx.clock();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(events)
      .where(eventRef.id !== undefined ? eq(events.id, eventRef.id) : eq(events.slug, eventRef.slug))
      .for('update');
    if (!event) throw notFound();
    const [existing] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.email, email)));
    if (existing) return { event, registration: existing, created: false };
    const state = eventState(event, now);
    if (state === 'past' || state === 'closed') {
      throw new DomainError('registration_closed', {
        id: 'Pendaftaran event ini sudah ditutup.',
        en: 'Registration for this event is closed.',
      });
    }
    const [counted] = await tx
      .update(events)
      .set({ registered: sql`${events.registered} + 1` })
      .where(and(eq(events.id, event.id), sql`${events.registered} < ${events.capacity}`))
      .returning({ registered: events.registered });
    if (!counted) {
      throw new DomainError('event_full', { id: 'Kuota event sudah penuh.', en: 'This event is full.' });
    }
    const [registration] = await tx
      .insert(eventRegistrations)
      .values({ eventId: event.id, name: input.name, email, phone: phoneTo62(input.phone), lang })
      .returning();
    return { event, registration, created: true };
  });
  return {
    created: outcome.created,
    result: {
      id: outcome.registration.id,
      event_id: outcome.event.id,
      event_slug: outcome.event.slug,
      registered_at: outcome.registration.createdAt.toISOString(),
      already_registered: !outcome.created,
      message: outcome.created
        ? lang === 'id'
          ? 'Terima kasih, pendaftaran Anda tercatat. Sampai jumpa di acara!'
          : 'Thank you, you are registered. See you at the event!'
        : lang === 'id'
          ? 'E-mail ini sudah terdaftar untuk event ini.'
          : 'This e-mail is already registered for this event.',
    },
  };
}

export async function sendContactMessage(
  ctx: AppContext,
  input: ContactInput,
  lang: Lang,
): Promise<ContactResult> {
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email.toLowerCase(), message: input.message, lang })
    .returning();
  return {
    id: row.id,
    received_at: row.createdAt.toISOString(),
    message:
      lang === 'id'
        ? 'Terima kasih, pesan Anda sudah kami terima. Tim kami akan membalas dalam 1x24 jam kerja.'
        : 'Thank you, we have received your message. Our team will reply within one working day.',
  };
}

/** One subscription per e-mail: subscribing again changes nothing and says so. */
export async function subscribeNewsletter(
  ctx: AppContext,
  input: NewsletterInput,
  lang: Lang,
): Promise<Submitted<NewsletterResult>> {
  const inserted = await ctx.db
    .insert(newsletterSubscriptions)
    .values({ email: input.email.toLowerCase(), name: input.name, message: input.message ?? null, lang })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  const created = inserted.length > 0;
  return {
    created,
    result: {
      subscribed: true,
      already_subscribed: !created,
      message: created
        ? lang === 'id'
          ? 'Terima kasih telah berlangganan kabar sehat dari Medika Hospital.'
          : 'Thank you for subscribing to health news from Medika Hospital.'
        : lang === 'id'
          ? 'E-mail Anda sudah terdaftar. Terima kasih!'
          : 'You are already subscribed. Thank you!',
    },
  };
}
