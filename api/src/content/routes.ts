import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { itemOf, listOf, pageOf } from '../http/envelope';
import { assertKnownParams, parseList } from '../http/queryParams';
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

/** Articles, menu, promotions, packages, rooms, partners, events, services: content/service.ts. */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/web/article', async (request) =>
    pageOf(await listArticles(ctx, parseList(queryOf(request), ARTICLE_LIST), request.lang)),
  );

  app.get<{ Params: { slug: string } }>('/web/article/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    return itemOf(await findArticle(ctx, request.params.slug, request.lang));
  });

  app.get('/web/article_category', async (request) => {
    assertKnownParams(queryOf(request), []);
    return listOf(await listArticleCategories(ctx, request.lang));
  });

  app.get('/web/menu', async (request) => {
    assertKnownParams(queryOf(request), []);
    return listOf(await menuTree(ctx, request.lang));
  });

  app.get('/web/promo', async (request) =>
    pageOf(await listPromos(ctx, parseList(queryOf(request), PROMO_LIST), request.lang)),
  );

  app.get<{ Params: { slug: string } }>('/web/promo/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    return itemOf(await findPromo(ctx, request.params.slug, request.lang));
  });

  app.get('/web/service_package', async (request) =>
    pageOf(await listPackages(ctx, parseList(queryOf(request), PACKAGE_LIST), request.lang)),
  );

  app.get<{ Params: { slug: string } }>('/web/service_package/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    return itemOf(await findPackage(ctx, request.params.slug, request.lang));
  });

  app.get('/web/hospital_room', async (request) =>
    pageOf(await listRooms(ctx, parseList(queryOf(request), ROOM_LIST), request.lang)),
  );

  app.get('/web/rekanan', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['industry', 'industry_id']);
    return listOf(await partnerGroups(ctx, query, request.lang));
  });

  app.get('/web/events', async (request) =>
    pageOf(await listEvents(ctx, parseList(queryOf(request), EVENT_LIST), request.lang)),
  );

  app.get<{ Params: { slug: string } }>('/web/events/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    return itemOf(await findEvent(ctx, request.params.slug, request.lang));
  });

  app.get('/web/service', async (request) => {
    assertKnownParams(queryOf(request), []);
    return listOf(await listServices(ctx, request.lang));
  });
}
