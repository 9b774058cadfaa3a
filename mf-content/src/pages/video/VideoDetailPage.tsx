import { useParams } from '@hospital/remote-kit';
import type { Video } from '@hospital/api-client';
import { contentApi } from '../../api/contentApi';
import { CardGrid } from '../../components/CardGrid';
import { DataView } from '../../components/DataView';
import { PageLayout } from '../../components/PageLayout';
import { Section } from '../../components/Section';
import { Seo } from '../../components/Seo';
import { ArticleSkeleton } from '../../components/Skeletons';
import { useT } from '../../components/useT';
import { VideoFacade } from '../../components/VideoFacade';
import { useApiData } from '../../hooks/useApiData';
import { useLang } from '../../hooks/useLang';
import { formatDuration, formatShortDate } from '../../lib/dates';
import { VideoCard } from './VideoCard';
import styles from './VideoDetailPage.module.css';

/** `/video/:slug`: the video behind a light facade, and more videos. */
export default function VideoDetailPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const result = useApiData(`video:${slug}`, (signal) => contentApi().getVideo(slug, { signal }));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackSeo={{ title: t('pageTitles.videoSlug'), description: t('video.lead') }}
    >
      {(video) => <VideoView video={video} />}
    </DataView>
  );
}

function VideoView({ video }: { video: Video }) {
  const t = useT();
  const lang = useLang();
  const more = useApiData('videos:more', (signal) => contentApi().listVideos({ limit: 4 }, { signal }));
  const others =
    more.status === 'success' ? more.data.results.filter((v) => v.slug !== video.slug).slice(0, 3) : [];
  return (
    <PageLayout
      title={video.name}
      lead={video.summary}
      trail={[{ label: t('pageTitles.video'), href: '/video' }]}
      size="lg"
    >
      <Seo
        title={video.name}
        description={video.summary}
        image={video.poster}
        path={video.path}
        type="video.other"
      />
      <div className={styles.player}>
        <VideoFacade youtubeId={video.youtube_id} poster={video.poster} title={video.name} />
        <p className={styles.meta}>
          <time dateTime={video.published_date}>{formatShortDate(video.published_date, lang)}</time>
          <span aria-hidden="true"> · </span>
          {t('video.duration', { duration: formatDuration(video.duration_seconds) })}
        </p>
      </div>
      {others.length > 0 && (
        <Section title={t('video.more')} more={{ href: '/video', label: t('common:actions.seeAll') }}>
          <CardGrid items={others} itemKey={(v) => v.id} renderItem={(v) => <VideoCard video={v} />} />
        </Section>
      )}
    </PageLayout>
  );
}
