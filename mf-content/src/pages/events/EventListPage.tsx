import { PAGE_SIZES } from '@hospital/domain';
import { contentApi } from '../../api/contentApi';
import { ListWithLoadMore } from '../../components/ListWithLoadMore';
import { PageLayout } from '../../components/PageLayout';
import { Seo } from '../../components/Seo';
import { useT } from '../../components/useT';
import { usePagedList } from '../../hooks/usePagedList';
import { EventCard } from './EventCard';

/** `/event`: upcoming events first, then past ones, 5 per page. */
export default function EventListPage() {
  const t = useT();
  const list = usePagedList('events', PAGE_SIZES.events, ({ offset, limit }, signal) =>
    contentApi().listEvents({ offset, limit }, { signal }),
  );
  return (
    <PageLayout title={t('pageTitles.event')} lead={t('events.lead')}>
      <Seo title={t('pageTitles.event')} description={t('events.lead')} />
      <ListWithLoadMore
        list={list}
        pageSize={PAGE_SIZES.events}
        itemKey={(e) => e.id}
        label={t('pageTitles.event')}
        emptyTitle={t('events.empty')}
        renderItem={(event) => <EventCard event={event} />}
      />
    </PageLayout>
  );
}
