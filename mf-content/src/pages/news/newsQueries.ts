import type { ArticleCategory, Filter } from '@hospital/api-client';
import { EXCLUDED_FROM_ALL_NEWS, EXCLUDED_NEWS_CATEGORIES } from '@hospital/domain';

/** Categories offered as news filters: everything but Spesialis, Tentang Kami and Services (SPEC 9). */
export function newsCategories(categories: readonly ArticleCategory[]): ArticleCategory[] {
  return categories.filter((c) => !EXCLUDED_NEWS_CATEGORIES.includes(c.key));
}

/** Filter of the news list: one category, or "all" without the excluded ones and Video. */
export function newsFilters(categoryKey: string | null): Filter[] {
  return categoryKey
    ? [['category', '=', categoryKey]]
    : [['category', 'not in', [...EXCLUDED_FROM_ALL_NEWS]]];
}
