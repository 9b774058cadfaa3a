import { useInfiniteQuery } from '@hospital/query';
import { prefetchShownPages, shownPages, useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { ListWithLoadMore } from '../shared/components/ListWithLoadMore';
import { PageLayout } from '../shared/components/PageLayout';
import { useT } from '../shared/components/useT';
import { VIDEO_PAGE_SIZE, videosQuery } from '../shared/lib/queries';
import { VideoCard } from '../features/video/VideoCard';

/** `/video`: health videos, newest first. */
export default function VideoListPage() {
  const t = useT();
  const list = useInfiniteQuery(videosQuery(useApi()));
  usePageMeta(t('pageTitles.video'), t('video.lead'));
  return (
    <PageLayout title={t('pageTitles.video')} lead={t('video.lead')}>
      <ListWithLoadMore
        list={list}
        pageSize={VIDEO_PAGE_SIZE}
        itemKey={(v) => v.id}
        label={t('pageTitles.video')}
        emptyTitle={t('video.empty')}
        renderItem={(video) => <VideoCard video={video} headingLevel={2} />}
      />
    </PageLayout>
  );
}

VideoListPage.prefetch = (({ queryClient, api, search }) =>
  prefetchShownPages(queryClient, videosQuery(api), shownPages(search))) satisfies Prefetch;
