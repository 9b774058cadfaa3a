import { useInfiniteQuery, useQuery } from '@hospital/query';
import { useSearchParams } from '@hospital/router';
import type { ArticleCategory } from '@hospital/api-client';
import { PAGE_SIZES } from '@hospital/domain';
import { prefetchShownPages, shownPages, useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { FilterTabs } from '../shared/components/FilterTabs';
import { ListWithLoadMore } from '../shared/components/ListWithLoadMore';
import { PageLayout } from '../shared/components/PageLayout';
import { useT } from '../shared/components/useT';
import { NewsCard } from '../shared/cards/NewsCard';
import { articleCategoriesQuery, newsCategories, newsListQuery } from '../shared/lib/newsQueries';
import styles from './NewsListPage.module.css';

const ALL = '';

/** The category a `?category=<slug>` names among those offered as filters (none: all news). */
function chosenCategory(categories: readonly ArticleCategory[], slug: string): ArticleCategory | null {
  return newsCategories(categories).find((c) => c.slug === slug) ?? null;
}

/** `/news`: latest articles, 5 per page with load more, filtered by category (`?category=<slug>`). */
export default function NewsListPage() {
  const t = useT();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const selected = params.get('category') ?? ALL;
  const categories = useQuery(articleCategoriesQuery(api));
  const options = categories.data ? newsCategories(categories.data) : [];
  const category = chosenCategory(categories.data ?? [], selected);
  // Until the categories arrive a chosen slug cannot be mapped to its key; "all" can start at once.
  const ready = selected === ALL || !categories.isPending;
  const list = useInfiniteQuery({ ...newsListQuery(api, category?.key ?? null), enabled: ready });

  usePageMeta(category ? `${t('pageTitles.news')}: ${category.name}` : t('pageTitles.news'), t('news.lead'));
  return (
    <PageLayout title={t('pageTitles.news')} lead={t('news.lead')}>
      <div className={styles.filters}>
        <FilterTabs
          label={t('news.filterLabel')}
          value={category?.slug ?? ALL}
          options={[
            { value: ALL, label: t('news.all') },
            ...options.map((c) => ({ value: c.slug, label: c.name })),
          ]}
          onChange={(value) => setParams(value ? { category: value } : {}, { replace: true })}
        />
      </div>
      <ListWithLoadMore
        list={list}
        pageSize={PAGE_SIZES.news}
        itemKey={(a) => a.id}
        label={t('pageTitles.news')}
        emptyTitle={t('news.empty')}
        renderItem={(article, index) => (
          <NewsCard article={article} priority={index === 0} headingLevel={2} />
        )}
      />
    </PageLayout>
  );
}

NewsListPage.prefetch = (async ({ queryClient, api, search }) => {
  const selected = search.get('category') ?? ALL;
  // `?page=n`: the first n pages, as "load more" showed them (docs/decisions.md, issue 25).
  const pages = shownPages(search);
  const categories = queryClient.prefetchQuery(articleCategoriesQuery(api));
  if (selected === ALL) {
    await Promise.all([categories, prefetchShownPages(queryClient, newsListQuery(api, null), pages)]);
    return;
  }
  // A chosen slug is mapped to its category's key with the categories; without them the page waits
  // in the browser, as it does after a navigation.
  await categories;
  const loaded = queryClient.getQueryData(articleCategoriesQuery(api).queryKey);
  if (loaded)
    await prefetchShownPages(
      queryClient,
      newsListQuery(api, chosenCategory(loaded, selected)?.key ?? null),
      pages,
    );
}) satisfies Prefetch;
