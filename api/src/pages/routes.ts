import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '@hospital/domain';
import type { AppContext } from '../context';
import { itemOf, listOf, pageOf } from '../http/envelope';
import { assertKnownParams, parseNonNegativeInt } from '../http/queryParams';
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

/** Pages, FAQ, videos, downloads (pages/service.ts), the site search and the sitemap. */
export function registerPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/web/page', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['section']);
    const section = query.section === undefined ? undefined : String(query.section);
    return listOf(await listPages(ctx, section, request.lang));
  });

  app.get<{ Params: { '*': string } }>('/web/page/*', async (request) => {
    assertKnownParams(queryOf(request), []);
    return itemOf(await findPage(ctx, request.params['*'], request.lang));
  });

  app.get('/web/faq', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['q']);
    return listOf(await faqGroupsMatching(ctx, searchText(query.q), request.lang));
  });

  app.get('/web/video', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['offset', 'limit']);
    const limit = parseNonNegativeInt(query.limit, 'limit', 6, 100) || 6;
    const offset = parseNonNegativeInt(query.offset, 'offset', 0);
    return pageOf(await listVideos(ctx, { offset, limit }, request.lang));
  });

  app.get<{ Params: { slug: string } }>('/web/video/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    return itemOf(await findVideo(ctx, request.params.slug, request.lang));
  });

  app.get('/web/download', async (request) => {
    assertKnownParams(queryOf(request), []);
    return listOf(await listDownloads(ctx, request.lang));
  });

  app.get('/web/search', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['q', 'offset', 'limit']);
    const q = searchText(query.q);
    const limit = parseNonNegativeInt(query.limit, 'limit', PAGE_SIZES.search, 50) || PAGE_SIZES.search;
    const offset = parseNonNegativeInt(query.offset, 'offset', 0);
    return itemOf(await searchSite(ctx, q, { offset, limit }, request.lang));
  });

  app.get('/web/search/suggest', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['q']);
    return listOf(await suggestSearch(ctx, searchText(query.q), request.lang));
  });

  app.get('/web/sitemap', async (request) => {
    assertKnownParams(queryOf(request), []);
    return listOf(await sitemapEntries(ctx));
  });
}
