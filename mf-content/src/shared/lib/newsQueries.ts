import { queryOptions } from '@hospital/query';
import type { ApiClient, ArticleCategory, Filter } from '@hospital/api-client';
import { EXCLUDED_FROM_ALL_NEWS, EXCLUDED_NEWS_CATEGORIES, PAGE_SIZES } from '@hospital/domain';
import { notFoundAsNull } from '@hospital/remote-kit';
import { NEWS_CARD_FIELDS } from '../cards/NewsCard';
import { pick } from './pick';
import { HOME_ITEMS, pagedList } from './queries';

/** Categories offered as news filters: everything but Spesialis, Tentang Kami and Services (docs/product-rules.md §9). */
export function newsCategories(categories: readonly ArticleCategory[]): ArticleCategory[] {
  return categories.filter((c) => !EXCLUDED_NEWS_CATEGORIES.includes(c.key));
}

/** Filter of the news list: one category, or "all" without the excluded ones and Video. */
export function newsFilters(categoryKey: string | null): Filter[] {
  return categoryKey
    ? [['category', '=', categoryKey]]
    : [['category', 'not in', [...EXCLUDED_FROM_ALL_NEWS]]];
}

// The news queries (the keys follow queries.ts beside this file: no language, one cache per page and language).

export const articleCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['article-categories'],
    queryFn: ({ signal }) => api.listArticleCategories({ signal }).then((r) => r.results),
  });

/** The news list of one category (its key) or of all, newest first, 5 per page (docs/product-rules.md §9). */
export const newsListQuery = (api: ApiClient, categoryKey: string | null) =>
  pagedList(['articles', 'list', categoryKey], PAGE_SIZES.news, (page, signal) =>
    api.listArticles(
      { ...page, order: 'published_date desc', filters: newsFilters(categoryKey) },
      { signal },
    ),
  );

/** The newest articles, for the home page, as its cards render them (docs/decisions.md, issue 25). */
export const latestNewsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['articles', 'latest'],
    queryFn: ({ signal }) =>
      api
        .listArticles(
          { limit: HOME_ITEMS, order: 'published_date desc', filters: newsFilters(null) },
          { signal },
        )
        .then((r) => r.results.map((a) => pick(a, NEWS_CARD_FIELDS))),
  });

/**
 * The most read articles (docs/product-rules.md §7: 3, ordered by read count), one more than shown so that the article
 * being read can be left out.
 */
export const popularNewsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['articles', 'popular'],
    queryFn: ({ signal }) =>
      api
        .listArticles(
          { limit: PAGE_SIZES.popularNews + 1, order: 'count desc', filters: newsFilters(null) },
          { signal },
        )
        .then((r) => r.results),
  });

export const articleQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['article', slug],
    queryFn: ({ signal }) => notFoundAsNull(api.getArticle(slug, { signal })),
  });
