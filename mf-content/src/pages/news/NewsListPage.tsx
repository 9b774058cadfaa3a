import { useSearchParams } from '@hospital/remote-kit';
import type { ArticleSummary } from '@hospital/api-client';
import { PAGE_SIZES } from '@hospital/domain';
import { contentApi } from '../../api/contentApi';
import { FilterTabs } from '../../components/FilterTabs';
import { ListWithLoadMore } from '../../components/ListWithLoadMore';
import { PageLayout } from '../../components/PageLayout';
import { Seo } from '../../components/Seo';
import { useT } from '../../components/useT';
import { useApiData } from '../../hooks/useApiData';
import { usePagedList } from '../../hooks/usePagedList';
import { NewsCard } from './NewsCard';
import { newsCategories, newsFilters } from './newsQueries';
import styles from './NewsListPage.module.css';

const ALL = '';

/** `/news`: latest articles, 5 per page with load more, filtered by category (`?category=<slug>`). */
export default function NewsListPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const selected = params.get('category') ?? ALL;
  const categories = useApiData('article-categories', (signal) =>
    contentApi().listArticleCategories({ signal }),
  );
  const options = categories.status === 'success' ? newsCategories(categories.data.results) : [];
  const category = options.find((c) => c.slug === selected) ?? null;
  // Until the categories arrive a chosen slug cannot be mapped to its key; "all" can start at once.
  const ready = selected === ALL || categories.status !== 'loading';
  const list = usePagedList<ArticleSummary>(
    `news:${ready ? (category?.key ?? ALL) : 'pending'}`,
    PAGE_SIZES.news,
    ({ offset, limit }, signal) =>
      ready
        ? contentApi().listArticles(
            { offset, limit, order: 'published_date desc', filters: newsFilters(category?.key ?? null) },
            { signal },
          )
        : new Promise(() => undefined),
  );

  const title = category ? `${t('pageTitles.news')}: ${category.name}` : t('pageTitles.news');
  return (
    <PageLayout title={t('pageTitles.news')} lead={t('news.lead')}>
      <Seo title={title} description={t('news.lead')} />
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
        renderItem={(article) => <NewsCard article={article} />}
      />
    </PageLayout>
  );
}
