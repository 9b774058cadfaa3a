import { useQuery } from '@hospital/query';
import { useParams } from '@hospital/router';
import type { Video } from '@hospital/api-client';
import { useApi, usePageHead, useSiteAddress, type Prefetch } from '@hospital/remote-kit';
import { CardGrid } from '../shared/components/CardGrid';
import { DataView } from '../shared/components/DataView';
import { PageLayout } from '../shared/components/PageLayout';
import { Section } from '../shared/components/Section';
import { ArticleSkeleton } from '../shared/components/Skeletons';
import { useT } from '../shared/components/useT';
import { VideoFacade, YOUTUBE_EMBED_ORIGIN } from '../shared/components/VideoFacade';
import { useLang } from '../shared/hooks/useLang';
import { formatDayMonthYear } from '@hospital/domain';
import { formatDuration } from '../shared/lib/duration';
import { videoJsonLd } from '../shared/lib/jsonLd';
import { mediaHeadImage } from '../shared/lib/media';
import { latestVideosQuery, videoQuery } from '../shared/lib/queries';
import { VideoCard } from '../features/video/VideoCard';
import styles from './VideoDetailPage.module.css';

/** `/video/:slug`: the video behind a light facade, and more videos. */
export default function VideoDetailPage() {
  const { slug = '' } = useParams();
  return <VideoDetail key={slug} slug={slug} />;
}

VideoDetailPage.prefetch = (({ queryClient, api, params }) =>
  Promise.all([
    queryClient.fetchQuery(videoQuery(api, params.slug ?? '')),
    queryClient.prefetchQuery(latestVideosQuery(api)),
  ])) satisfies Prefetch;

function VideoDetail({ slug }: { slug: string }) {
  const t = useT();
  const result = useQuery(videoQuery(useApi(), slug));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackHead={{ title: t('pageTitles.videoSlug'), description: t('video.lead') }}
    >
      {(video) => <VideoView video={video} />}
    </DataView>
  );
}

function VideoView({ video }: { video: Video }) {
  const t = useT();
  const lang = useLang();
  const at = useSiteAddress();
  const more = useQuery(latestVideosQuery(useApi()));
  const others = (more.data ?? []).filter((v) => v.slug !== video.slug).slice(0, 3);
  usePageHead({
    title: video.name,
    description: video.summary,
    path: video.path,
    type: 'video.other',
    image: mediaHeadImage(video.poster, video.name),
    jsonLd: [videoJsonLd(video, at, `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(video.youtube_id)}`)],
  });
  return (
    <PageLayout
      title={video.name}
      lead={video.summary}
      trail={[{ label: t('pageTitles.video'), href: '/video' }]}
      size="lg"
    >
      <div className={styles.player}>
        <VideoFacade youtubeId={video.youtube_id} poster={video.poster} title={video.name} />
        <p className={styles.meta}>
          <time dateTime={video.published_date}>{formatDayMonthYear(video.published_date, lang)}</time>
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
