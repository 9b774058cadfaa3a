import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '@hospital/domain';
import type { AppContext } from '../context';
import { itemOf, listOf, pageOf } from '../http/envelope';
import { parseNonNegativeInt } from '../http/queryParams';
import {
  faqGroupsMatching,
  findPage,
  findVideo,
  listDownloads,
  listPages,
  listVideos,
  searchText,
} from './service';
import { searchSite, suggestSearch } from '../search/siteSearch';
import { sitemapEntries } from './sitemap';
import { queryOf } from '../http/routeHelpers';
import { pageSchemas } from './schemas';

/** Pages, FAQ, videos, downloads (pages/service.ts), the site search and the sitemap. */
export function registerPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/web/page', { schema: pageSchemas.pages }, async (request) => {
    const query = queryOf(request);
    const section = query.section === undefined ? undefined : String(query.section);
    return listOf(await listPages(ctx, section, request.lang));
  });

  app.get<{ Params: { '*': string } }>('/web/page/*', { schema: pageSchemas.page }, async (request) => {
    return itemOf(await findPage(ctx, request.params['*'], request.lang));
  });

  app.get('/web/faq', { schema: pageSchemas.faq }, async (request) => {
    const query = queryOf(request);
    return listOf(await faqGroupsMatching(ctx, searchText(query.q), request.lang));
  });

  app.get('/web/video', { schema: pageSchemas.videos }, async (request) => {
    const query = queryOf(request);
    const limit = parseNonNegativeInt(query.limit, 'limit', 6, 100) || 6;
    const offset = parseNonNegativeInt(query.offset, 'offset', 0);
    return pageOf(await listVideos(ctx, { offset, limit }, request.lang));
  });

  app.get<{ Params: { slug: string } }>(
    '/web/video/:slug',
    { schema: pageSchemas.video },
    async (request) => {
      return itemOf(await findVideo(ctx, request.params.slug, request.lang));
    },
  );

  app.get('/web/download', { schema: pageSchemas.downloads }, async (request) => {
    return listOf(await listDownloads(ctx, request.lang));
  });

  app.get('/web/search', { schema: pageSchemas.search }, async (request) => {
    const query = queryOf(request);
    const q = searchText(query.q);
    const limit = parseNonNegativeInt(query.limit, 'limit', PAGE_SIZES.search, 50) || PAGE_SIZES.search;
    const offset = parseNonNegativeInt(query.offset, 'offset', 0);
    return itemOf(await searchSite(ctx, q, { offset, limit }, request.lang));
  });

  app.get('/web/search/suggest', { schema: pageSchemas.suggest }, async (request) => {
    const query = queryOf(request);
    return listOf(await suggestSearch(ctx, searchText(query.q), request.lang));
  });

  app.get('/web/sitemap', { schema: pageSchemas.sitemap }, async () => {
    return listOf(await sitemapEntries(ctx));
  });
}
