import { contentApi } from '../../api/contentApi';
import { ListWithLoadMore } from '../../components/ListWithLoadMore';
import { PageLayout } from '../../components/PageLayout';
import { Seo } from '../../components/Seo';
import { useT } from '../../components/useT';
import { usePagedList } from '../../hooks/usePagedList';
import { VideoCard } from './VideoCard';

/** SPEC 9 gives videos no page size; six fills two rows of the grid like the other card lists. */
export const VIDEO_PAGE_SIZE = 6;

/** `/video`: health videos, newest first. */
export default function VideoListPage() {
  const t = useT();
  const list = usePagedList('videos', VIDEO_PAGE_SIZE, ({ offset, limit }, signal) =>
    contentApi().listVideos({ offset, limit }, { signal }),
  );
  return (
    <PageLayout title={t('pageTitles.video')} lead={t('video.lead')}>
      <Seo title={t('pageTitles.video')} description={t('video.lead')} />
      <ListWithLoadMore
        list={list}
        pageSize={VIDEO_PAGE_SIZE}
        itemKey={(v) => v.id}
        label={t('pageTitles.video')}
        emptyTitle={t('video.empty')}
        renderItem={(video) => <VideoCard video={video} />}
      />
    </PageLayout>
  );
}
