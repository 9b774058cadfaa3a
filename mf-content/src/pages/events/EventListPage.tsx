import { useInfiniteQuery } from '@hospital/query';
import { PAGE_SIZES } from '@hospital/domain';
import { useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { ListWithLoadMore } from '../../components/ListWithLoadMore';
import { PageLayout } from '../../components/PageLayout';
import { useT } from '../../components/useT';
import { eventsQuery } from '../../lib/queries';
import { EventCard } from './EventCard';

/** `/event`: upcoming events first, then past ones, 5 per page. */
export default function EventListPage() {
  const t = useT();
  const list = useInfiniteQuery(eventsQuery(useApi()));
  usePageMeta(t('pageTitles.event'), t('events.lead'));
  return (
    <PageLayout title={t('pageTitles.event')} lead={t('events.lead')}>
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

EventListPage.prefetch = (({ queryClient, api }) =>
  queryClient.prefetchInfiniteQuery(eventsQuery(api))) satisfies Prefetch;
