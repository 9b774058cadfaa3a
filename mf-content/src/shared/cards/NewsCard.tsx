import type { ArticleSummary } from '@hospital/api-client';
import { ItemCard } from '../components/ItemCard';
import { useT } from '../components/useT';
import { useLang } from '../hooks/useLang';
import { formatDayMonthYear } from '@hospital/domain';

/** What the card renders: all a list of articles needs to carry (lib/pick.ts). */
export const NEWS_CARD_FIELDS = [
  'id',
  'path',
  'name',
  'image',
  'category_name',
  'summary',
  'published_date',
  'reading_minutes',
] as const;
export type NewsCardData = Pick<ArticleSummary, (typeof NEWS_CARD_FIELDS)[number]>;

export function NewsCard({
  article,
  variant,
  headingLevel,
  priority,
}: {
  article: NewsCardData;
  variant?: 'default' | 'compact';
  headingLevel?: 2 | 3;
  /** The first card of the list: its image is the page's largest element (bench: `/news`'s LCP). */
  priority?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <ItemCard
      href={article.path}
      title={article.name}
      image={article.image}
      eyebrow={article.category_name}
      summary={variant === 'compact' ? undefined : article.summary}
      variant={variant}
      headingLevel={headingLevel}
      priority={priority}
      footer={
        <>
          <time dateTime={article.published_date}>{formatDayMonthYear(article.published_date, lang)}</time>
          <span>{t('news.readingTime', { count: article.reading_minutes })}</span>
        </>
      }
    />
  );
}
