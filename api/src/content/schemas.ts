import { int, listQuery, orEmpty, routeSchema, text } from '../http/routeSchema';
import { ARTICLE_LIST, EVENT_LIST, PACKAGE_LIST, PROMO_LIST, ROOM_LIST } from './service';

/**
 * The schemas of the content routes (routes.ts): Fastify checks the path and query string against
 * them before a handler runs, and the OpenAPI document is built from them (http/routeSchema.ts).
 * The lists' parameters come from the allow-lists their handlers parse with (content/service.ts).
 */
const SLUG = { slug: text };

export const contentSchemas = {
  articles: routeSchema({
    summary: 'News articles',
    tags: ['content'],
    query: listQuery(ARTICLE_LIST),
    answer: { status: 200, list: 'ArticleSummary' },
  }),
  article: routeSchema({
    summary: 'One article with its related articles',
    tags: ['content'],
    params: SLUG,
    answer: { status: 200, item: 'Article' },
  }),
  articleCategories: routeSchema({
    summary: 'Article categories',
    tags: ['content'],
    answer: { status: 200, list: 'ArticleCategory' },
  }),
  menu: routeSchema({ summary: 'Menu tree', tags: ['content'], answer: { status: 200, list: 'MenuNode' } }),
  promos: routeSchema({
    summary: 'Published promotions',
    tags: ['content'],
    query: listQuery(PROMO_LIST),
    answer: { status: 200, list: 'Promo' },
  }),
  promo: routeSchema({
    summary: 'One promotion',
    tags: ['content'],
    params: SLUG,
    answer: { status: 200, item: 'Promo' },
  }),
  packages: routeSchema({
    summary: 'Service packages',
    tags: ['content'],
    query: listQuery(PACKAGE_LIST),
    answer: { status: 200, list: 'ServicePackage' },
  }),
  package: routeSchema({
    summary: 'One service package',
    tags: ['content'],
    params: SLUG,
    answer: { status: 200, item: 'ServicePackage' },
  }),
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
  event: routeSchema({
    summary: 'One event',
    tags: ['content'],
    params: SLUG,
    answer: { status: 200, item: 'HospitalEvent' },
  }),
  services: routeSchema({ summary: 'Services', tags: ['content'], answer: { status: 200, list: 'Service' } }),
};
