import { TEXT_LIMITS } from '@hospital/domain';
import {
  bySlugSchema,
  wholeListSchema,
  int,
  listQuery,
  orEmpty,
  routeSchema,
  text,
  type JsonSchema,
} from '../http/routeSchema';
import { ARTICLE_LIST, EVENT_LIST, PACKAGE_LIST, PROMO_LIST, ROOM_LIST } from './service';

/**
 * The schemas of the content routes (routes.ts): Fastify checks the path and query string against
 * them before a handler runs, and the OpenAPI document is built from them (http/routeSchema.ts).
 * The lists' parameters come from the allow-lists their handlers parse with (content/service.ts).
 */

export const contentSchemas = {
  articles: routeSchema({
    summary: 'News articles',
    tags: ['content'],
    query: listQuery(ARTICLE_LIST),
    answer: { status: 200, list: 'ArticleSummary' },
  }),
  article: bySlugSchema('One article with its related articles', 'content', 'Article'),
  articleCategories: wholeListSchema('Article categories', 'content', 'ArticleCategory'),
  menu: wholeListSchema('Menu tree', 'content', 'MenuNode'),
  promos: routeSchema({
    summary: 'Published promotions',
    tags: ['content'],
    query: listQuery(PROMO_LIST),
    answer: { status: 200, list: 'Promo' },
  }),
  promo: bySlugSchema('One promotion', 'content', 'Promo'),
  packages: routeSchema({
    summary: 'Service packages',
    tags: ['content'],
    query: listQuery(PACKAGE_LIST),
    answer: { status: 200, list: 'ServicePackage' },
  }),
  package: bySlugSchema('One service package', 'content', 'ServicePackage'),
  rooms: routeSchema({
    summary: 'Inpatient rooms',
    tags: ['content'],
    query: listQuery(ROOM_LIST),
    answer: { status: 200, list: 'HospitalRoom' },
  }),
  partners: routeSchema({
    summary: 'Partners grouped by industry',
    tags: ['content'],
    query: { industry: text, industry_id: orEmpty(int) },
    answer: { status: 200, list: 'PartnerGroup' },
  }),
  events: routeSchema({
    summary: 'Events',
    tags: ['content'],
    query: listQuery(EVENT_LIST, { when: { type: 'string', enum: ['all', 'upcoming', 'past'] } }),
    answer: { status: 200, list: 'HospitalEvent' },
  }),
  event: bySlugSchema('One event', 'content', 'HospitalEvent'),
  services: wholeListSchema('Services', 'content', 'Service'),
};

/**
 * The bodies of the three form posts as ajv checks them before the handler (structure only: required,
 * types, upper bounds); the yup schemas of `@hospital/domain` then apply the forms' rules. Unknown fields
 * are allowed, as yup ignores them (a form posted without JavaScript sends its button too).
 */
const string = (maxLength?: number): JsonSchema => ({ type: 'string', ...(maxLength ? { maxLength } : {}) });
/** Any whole number: one that names no event is the handler's 404, as before. */
const EVENT_ID: JsonSchema = {
  anyOf: [{ type: 'integer' }, string(20)],
  description: 'Either the id or the slug of the event.',
};
const REGISTRATION_BODY: JsonSchema = {
  type: 'object',
  properties: {
    event_id: EVENT_ID,
    event_slug: string(200),
    eventId: { ...EVENT_ID, description: 'the same as event_id' },
    eventSlug: { ...string(200), description: 'the same as event_slug' },
    name: string(TEXT_LIMITS.name),
    email: string(TEXT_LIMITS.email),
    phone: string(40),
  },
  required: ['name', 'email', 'phone'],
};
const CONTACT_BODY: JsonSchema = {
  type: 'object',
  properties: {
    name: string(TEXT_LIMITS.name),
    email: string(TEXT_LIMITS.email),
    message: string(TEXT_LIMITS.contactMessage),
  },
  required: ['name', 'email', 'message'],
};
const NEWSLETTER_BODY: JsonSchema = {
  type: 'object',
  properties: {
    name: string(TEXT_LIMITS.name),
    email: string(TEXT_LIMITS.email),
    message: string(TEXT_LIMITS.newsletterMessage),
  },
  required: ['email'],
};

export const submissionSchemas = {
  registration: routeSchema({
    summary: 'Event registration (201 new, 200 already registered)',
    tags: ['submissions'],
    body: 'EventRegistrationInput',
    checkedBody: REGISTRATION_BODY,
    answer: { status: 201, item: 'EventRegistrationResult' },
  }),
  contact: routeSchema({
    summary: 'Contact message',
    tags: ['submissions'],
    body: 'ContactInput',
    checkedBody: CONTACT_BODY,
    form: true,
    answer: { status: 201, item: 'ContactResult' },
  }),
  newsletter: routeSchema({
    summary: 'Newsletter subscription (201 new, 200 already subscribed)',
    tags: ['submissions'],
    body: 'NewsletterInput',
    checkedBody: NEWSLETTER_BODY,
    answer: { status: 201, item: 'NewsletterResult' },
  }),
};
