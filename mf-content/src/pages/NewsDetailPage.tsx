import { useQuery } from '@hospital/query';
import { useParams } from '@hospital/router';
import type { Article } from '@hospital/api-client';
import { formatDayMonthYear, PAGE_SIZES } from '@hospital/domain';
import { useApi, usePageHead, useSiteAddress, type Prefetch } from '@hospital/remote-kit';
import { Badge } from '@hospital/ui';
import { CardGrid } from '../shared/components/CardGrid';
import { ContentBlocks } from '../shared/components/ContentBlocks';
import { DataView } from '../shared/components/DataView';
import { LeadImage } from '../shared/components/LeadImage';
import { PageLayout } from '../shared/components/PageLayout';
import { Section } from '../shared/components/Section';
import { ArticleSkeleton } from '../shared/components/Skeletons';
import { useT } from '../shared/components/useT';
import { useLang } from '../shared/hooks/useLang';
import { newsArticleJsonLd } from '../shared/lib/jsonLd';
import { mediaHeadImage } from '../shared/lib/media';
import { NewsCard } from '../shared/cards/NewsCard';
import { articleQuery, popularNewsQuery } from '../shared/lib/newsQueries';
import styles from './NewsDetailPage.module.css';

/** `/news/:slug`: the article, the 3 most read and up to 10 related articles. */
export default function NewsDetailPage() {
  const { slug = '' } = useParams();
  return <NewsDetail key={slug} slug={slug} />;
}

NewsDetailPage.prefetch = (({ queryClient, api, params }) =>
  Promise.all([
    queryClient.fetchQuery(articleQuery(api, params.slug ?? '')),
    queryClient.prefetchQuery(popularNewsQuery(api)),
  ])) satisfies Prefetch;

function NewsDetail({ slug }: { slug: string }) {
  const t = useT();
  const result = useQuery(articleQuery(useApi(), slug));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackHead={{ title: t('pageTitles.newsSlug'), description: t('news.lead') }}
    >
      {(article) => <ArticleView article={article} />}
    </DataView>
  );
}

function ArticleView({ article }: { article: Article }) {
  const t = useT();
  const lang = useLang();
  const at = useSiteAddress();
  const related = article.related.slice(0, PAGE_SIZES.relatedNews);
  usePageHead({
    title: article.name,
    description: article.summary,
    path: article.path,
    type: 'article',
    image: mediaHeadImage(article.image, article.name),
    jsonLd: [newsArticleJsonLd(article, at)],
  });
  return (
    <PageLayout
      title={article.name}
      lead={article.summary}
      trail={[{ label: t('pageTitles.news'), href: '/news' }]}
    >
      <div className={styles.columns}>
        <article className={styles.article}>
          <p className={styles.meta}>
            <Badge variant="primary">{article.category_name}</Badge>
            <time dateTime={article.published_date}>{formatDayMonthYear(article.published_date, lang)}</time>
            <span aria-hidden="true">·</span>
            <span>{article.author}</span>
            <span aria-hidden="true">·</span>
            <span>{t('news.readingTime', { count: article.reading_minutes })}</span>
          </p>
          <LeadImage src={article.image} narrow />
          <ContentBlocks blocks={article.body} lead={article.summary} />
          {article.tags.length > 0 && (
            <ul className={styles.tags} aria-label={t('news.tags')}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge>{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
        </article>
        <PopularNews currentSlug={article.slug} />
      </div>
      {related.length > 0 && (
        <Section title={t('news.related')}>
          <CardGrid
            items={related}
            itemKey={(a) => a.id}
            renderItem={(a) => <NewsCard article={a} />}
            label={t('news.related')}
          />
        </Section>
      )}
    </PageLayout>
  );
}

/** The most read articles (docs/product-rules.md §7: 3, ordered by read count), the one being read left out. */
function PopularNews({ currentSlug }: { currentSlug: string }) {
  const t = useT();
  const result = useQuery(popularNewsQuery(useApi()));
  const items = (result.data ?? []).filter((a) => a.slug !== currentSlug).slice(0, PAGE_SIZES.popularNews);
  return (
    <aside className={styles.aside} aria-labelledby="popular-news-title">
      <h2 id="popular-news-title" className={styles.asideTitle}>
        {t('news.popular')}
      </h2>
      <ol className={styles.popular}>
        {result.isPending
          ? Array.from({ length: PAGE_SIZES.popularNews }, (_, i) => (
              <li key={i} className={styles.placeholder} />
            ))
          : items.map((a) => (
              <li key={a.id}>
                <NewsCard article={a} variant="compact" />
              </li>
            ))}
      </ol>
    </aside>
  );
}
