import {
  bySlugSchema,
  wholeListSchema,
  int,
  orEmpty,
  routeSchema,
  text,
  type JsonSchema,
} from '../http/routeSchema';
import { MAX_QUERY_LENGTH } from './service';

/**
 * The schemas of the page, FAQ, video, download, search and sitemap routes (routes.ts): checked by
 * Fastify before a handler runs, and the OpenAPI document's (http/routeSchema.ts).
 */
const SEARCH_TEXT: JsonSchema = {
  type: 'string',
  maxLength: MAX_QUERY_LENGTH,
  'x-message': { id: 'Kata kunci terlalu panjang.', en: 'The search text is too long.' },
};
const page = (max: number): Record<string, JsonSchema> => ({
  offset: orEmpty(int),
  limit: orEmpty({ type: 'integer', minimum: 0, maximum: max }),
});

export const pageSchemas = {
  pages: routeSchema({
    summary: 'Pages',
    tags: ['pages'],
    query: { section: text },
    answer: { status: 200, list: 'Page' },
  }),
  page: routeSchema({
    summary: 'One page by its path',
    tags: ['pages'],
    params: { '*': text },
    answer: { status: 200, item: 'Page' },
  }),
  faq: routeSchema({
    summary: 'FAQ groups',
    tags: ['pages'],
    query: { q: SEARCH_TEXT },
    answer: { status: 200, list: 'FaqGroup' },
  }),
  videos: routeSchema({
    summary: 'Videos',
    tags: ['pages'],
    query: page(100),
    answer: { status: 200, list: 'Video' },
  }),
  video: bySlugSchema('One video', 'pages', 'Video'),
  downloads: wholeListSchema('Downloadable files', 'pages', 'DownloadFile'),
  search: routeSchema({
    summary: 'Site search',
    tags: ['pages'],
    query: { q: SEARCH_TEXT, ...page(50) },
    answer: { status: 200, item: 'SearchResults' },
  }),
  suggest: routeSchema({
    summary: 'Suggestions of the header search while typing (complaints, specialities, doctors)',
    tags: ['pages'],
    query: { q: SEARCH_TEXT },
    answer: { status: 200, list: 'SearchSuggestion' },
  }),
  sitemap: wholeListSchema('Every public path', 'pages', 'SitemapEntry'),
};
