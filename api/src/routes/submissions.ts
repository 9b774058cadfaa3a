import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContactResult, EventRegistrationResult, NewsletterResult } from '@hospital/api-client';
import { contactSchema, eventRegistrationSchema, newsletterSchema, phoneTo62 } from '@hospital/domain';
import type { AppContext } from '../context';
import { contactMessages, eventRegistrations, events, newsletterSubscriptions } from '../db/schema';
import { itemOf } from '../http/envelope';
import { badRequest, HttpError, notFound } from '../http/errors';
import { eventState } from '../mappers/content';
import { isObject, validated, writeOptions } from './helpers';
import { readId, readText } from '../http/input';

export function registerSubmissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/web/post/registration', writeOptions(ctx), async (request, reply) => {
    const lang = request.lang;
    const body = isObject(request.body) ? request.body : {};
    const input = validated(eventRegistrationSchema(lang), body, lang);
    const eventId = body.event_id ?? body.eventId;
    const eventSlug = body.event_slug ?? body.eventSlug;
    if (eventId === undefined && eventSlug === undefined) {
      throw badRequest(
        { id: 'Sebutkan event_id atau event_slug.', en: 'Give event_id or event_slug.' },
        { event_id: lang === 'id' ? 'Kolom ini wajib diisi.' : 'This field is required.' },
      );
    }
    const id = readId(eventId);
    const slug = readText(eventSlug);
    if (id === undefined && slug === undefined) throw notFound();
    const email = input.email.toLowerCase();
    const now = ctx.clock();

    const outcome = await db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(events)
        .where(id !== undefined ? eq(events.id, id) : eq(events.slug, slug ?? ''))
        .for('update');
      if (!event) throw notFound();
      const [existing] = await tx
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.email, email)));
      if (existing) return { event, registration: existing, created: false };
      const state = eventState(event, now);
      if (state === 'past' || state === 'closed') {
        throw new HttpError(409, 'registration_closed', {
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
        throw new HttpError(409, 'event_full', { id: 'Kuota event sudah penuh.', en: 'This event is full.' });
      }
      const [registration] = await tx
        .insert(eventRegistrations)
        .values({ eventId: event.id, name: input.name, email, phone: phoneTo62(input.phone), lang })
        .returning();
      return { event, registration, created: true };
    });

    const result: EventRegistrationResult = {
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
    };
    return reply.status(outcome.created ? 201 : 200).send(itemOf(result));
  });

  app.post('/web/contactus', writeOptions(ctx), async (request, reply) => {
    const lang = request.lang;
    const input = validated(contactSchema(lang), request.body, lang);
    const [row] = await db
      .insert(contactMessages)
      .values({ name: input.name, email: input.email.toLowerCase(), message: input.message, lang })
      .returning();
    const result: ContactResult = {
      id: row.id,
      received_at: row.createdAt.toISOString(),
      message:
        lang === 'id'
          ? 'Terima kasih, pesan Anda sudah kami terima. Tim kami akan membalas dalam 1x24 jam kerja.'
          : 'Thank you, we have received your message. Our team will reply within one working day.',
    };
    return reply.status(201).send(itemOf(result));
  });

  app.post('/web/newsletter', writeOptions(ctx), async (request, reply) => {
    const lang = request.lang;
    const input = validated(newsletterSchema(lang), request.body, lang);
    const inserted = await db
      .insert(newsletterSubscriptions)
      .values({ email: input.email.toLowerCase(), name: input.name, message: input.message ?? null, lang })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    const created = inserted.length > 0;
    const result: NewsletterResult = {
      subscribed: true,
      already_subscribed: !created,
      message: created
        ? lang === 'id'
          ? 'Terima kasih telah berlangganan kabar sehat dari Medika Hospital.'
          : 'Thank you for subscribing to health news from Medika Hospital.'
        : lang === 'id'
          ? 'E-mail Anda sudah terdaftar. Terima kasih!'
          : 'You are already subscribed. Thank you!',
    };
    return reply.status(created ? 201 : 200).send(itemOf(result));
  });
}
