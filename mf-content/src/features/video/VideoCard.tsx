import type { Video } from '@hospital/api-client';
import { ItemCard } from '../../shared/components/ItemCard';
import { useT } from '../../shared/components/useT';
import { useLang } from '../../shared/hooks/useLang';
import { formatDayMonthYear } from '@hospital/domain';
import { formatDuration } from '../../shared/lib/duration';

export function VideoCard({ video, headingLevel }: { video: Video; headingLevel?: 2 | 3 }) {
  const t = useT();
  const lang = useLang();
  return (
    <ItemCard
      href={video.path}
      headingLevel={headingLevel}
      title={video.name}
      image={video.poster}
      summary={video.summary}
      eyebrow={t('video.duration', { duration: formatDuration(video.duration_seconds) })}
      footer={<time dateTime={video.published_date}>{formatDayMonthYear(video.published_date, lang)}</time>}
    />
  );
}
