import type { Video } from '@hospital/api-client';
import { ItemCard } from '../../components/ItemCard';
import { useT } from '../../components/useT';
import { useLang } from '../../hooks/useLang';
import { formatDayMonthYear } from '@hospital/domain';
import { formatDuration } from '../../lib/duration';

export function VideoCard({ video }: { video: Video }) {
  const t = useT();
  const lang = useLang();
  return (
    <ItemCard
      href={video.path}
      title={video.name}
      image={video.poster}
      summary={video.summary}
      eyebrow={t('video.duration', { duration: formatDuration(video.duration_seconds) })}
      footer={<time dateTime={video.published_date}>{formatDayMonthYear(video.published_date, lang)}</time>}
    />
  );
}
