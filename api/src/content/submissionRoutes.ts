import type { FastifyInstance } from 'fastify';
import { contactSchema, eventRegistrationSchema, newsletterSchema } from '@hospital/domain';
import type { AppContext } from '../context';
import { itemOf } from '../http/envelope';
import { badRequest, notFound } from '../lib/errors';
import { readId, readText } from '../http/input';
import { registerForEvent, sendContactMessage, subscribeNewsletter } from './submissions';
import { isObject, validated, writeOptions } from '../http/routeHelpers';
import { submissionSchemas } from './schemas';

/** Event registrations, contact messages, newsletter subscriptions: content/submissions.ts. */
export function registerSubmissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/web/post/registration',
    { ...writeOptions(ctx), schema: submissionSchemas.registration },
    async (request, reply) => {
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
      const eventRef = id !== undefined ? { id } : { slug: slug ?? '' };
      const { created, result } = await registerForEvent(ctx, eventRef, input, lang);
      return reply.status(created ? 201 : 200).send(itemOf(result));
    },
  );

  app.post(
    '/web/contactus',
    { ...writeOptions(ctx), schema: submissionSchemas.contact },
    async (request, reply) => {
      const input = validated(contactSchema(request.lang), request.body, request.lang);
      return reply.status(201).send(itemOf(await sendContactMessage(ctx, input, request.lang)));
    },
  );

  app.post(
    '/web/newsletter',
    { ...writeOptions(ctx), schema: submissionSchemas.newsletter },
    async (request, reply) => {
      const input = validated(newsletterSchema(request.lang), request.body, request.lang);
      const { created, result } = await subscribeNewsletter(ctx, input, request.lang);
      return reply.status(created ? 201 : 200).send(itemOf(result));
    },
  );
}
