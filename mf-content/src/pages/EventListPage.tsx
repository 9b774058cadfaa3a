import { useInfiniteQuery } from '@hospital/query';
import { PAGE_SIZES } from '@hospital/domain';
import { prefetchShownPages, shownPages, useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { ListWithLoadMore } from '../shared/components/ListWithLoadMore';
import { PageLayout } from '../shared/components/PageLayout';
import { useT } from '../shared/components/useT';
import { eventsQuery } from '../shared/lib/queries';
import { EventCard } from '../shared/cards/EventCard';

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
        renderItem={(event) => <EventCard event={event} headingLevel={2} />}
      />
    </PageLayout>
  );
}

EventListPage.prefetch = (({ queryClient, api, search }) =>
  prefetchShownPages(queryClient, eventsQuery(api), shownPages(search))) satisfies Prefetch;
