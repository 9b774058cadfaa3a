import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { itemOf, listOf, pageOf } from '../http/envelope';
import { parseList } from '../http/queryParams';
import {
  ARTICLE_LIST,
  EVENT_LIST,
  findArticle,
  findEvent,
  findPackage,
  findPromo,
  listArticleCategories,
  listArticles,
  listEvents,
  listPackages,
  listPromos,
  listRooms,
  listServices,
  menuTree,
  PACKAGE_LIST,
  partnerGroups,
  PROMO_LIST,
  ROOM_LIST,
} from './service';
import { queryOf } from '../http/routeHelpers';
import { contentSchemas } from './schemas';

/** Articles, menu, promotions, packages, rooms, partners, events, services: content/service.ts. */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/web/article', { schema: contentSchemas.articles }, async (request) =>
    pageOf(await listArticles(ctx, parseList(queryOf(request), ARTICLE_LIST), request.lang)),
  );

  app.get<{ Params: { slug: string } }>(
    '/web/article/:slug',
    { schema: contentSchemas.article },
    async (request) => {
      return itemOf(await findArticle(ctx, request.params.slug, request.lang));
    },
  );

  app.get('/web/article_category', { schema: contentSchemas.articleCategories }, async (request) => {
    return listOf(await listArticleCategories(ctx, request.lang));
  });

  app.get('/web/menu', { schema: contentSchemas.menu }, async (request) => {
    return listOf(await menuTree(ctx, request.lang));
  });

  app.get('/web/promo', { schema: contentSchemas.promos }, async (request) =>
    pageOf(await listPromos(ctx, parseList(queryOf(request), PROMO_LIST), request.lang)),
  );

  app.get<{ Params: { slug: string } }>(
    '/web/promo/:slug',
    { schema: contentSchemas.promo },
    async (request) => {
      return itemOf(await findPromo(ctx, request.params.slug, request.lang));
    },
  );

  app.get('/web/service_package', { schema: contentSchemas.packages }, async (request) =>
    pageOf(await listPackages(ctx, parseList(queryOf(request), PACKAGE_LIST), request.lang)),
  );

  app.get<{ Params: { slug: string } }>(
    '/web/service_package/:slug',
    { schema: contentSchemas.package },
    async (request) => {
      return itemOf(await findPackage(ctx, request.params.slug, request.lang));
    },
  );

  app.get('/web/hospital_room', { schema: contentSchemas.rooms }, async (request) =>
    pageOf(await listRooms(ctx, parseList(queryOf(request), ROOM_LIST), request.lang)),
  );

  app.get('/web/rekanan', { schema: contentSchemas.partners }, async (request) => {
    const query = queryOf(request);
    return listOf(await partnerGroups(ctx, query, request.lang));
  });

  app.get('/web/events', { schema: contentSchemas.events }, async (request) =>
    pageOf(await listEvents(ctx, parseList(queryOf(request), EVENT_LIST), request.lang)),
  );

  app.get<{ Params: { slug: string } }>(
    '/web/events/:slug',
    { schema: contentSchemas.event },
    async (request) => {
      return itemOf(await findEvent(ctx, request.params.slug, request.lang));
    },
  );

  app.get('/web/service', { schema: contentSchemas.services }, async (request) => {
    return listOf(await listServices(ctx, request.lang));
  });
}
