import { useInfiniteQuery, useQuery } from '@hospital/query';
import { useSearchParams } from '@hospital/router';
import { PAGE_SIZES } from '@hospital/domain';
import { prefetchShownPages, shownPages, useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { FilterTabs } from '../shared/components/FilterTabs';
import { ListWithLoadMore } from '../shared/components/ListWithLoadMore';
import { PageLayout } from '../shared/components/PageLayout';
import { useT } from '../shared/components/useT';
import { companiesQuery, roomsQuery } from '../shared/lib/queries';
import { RoomCard } from '../features/rooms/RoomCard';

/** The hospital of `?hospital=<id>`, or null for both. */
function chosenHospital(search: URLSearchParams): number | null {
  return Number(search.get('hospital')) || null;
}

/** `/rooms-and-rate`: room classes of both hospitals with their nightly rate, 6 per page. */
export default function RoomsPage() {
  const t = useT();
  const api = useApi();
  const companies = useQuery(companiesQuery(api));
  const [params, setParams] = useSearchParams();
  const companyId = chosenHospital(params);
  const list = useInfiniteQuery(roomsQuery(api, companyId));
  usePageMeta(t('pageTitles.roomsAndRate'), t('rooms.lead'));
  const options = [
    { value: '', label: t('rooms.allHospitals') },
    ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <PageLayout title={t('pageTitles.roomsAndRate')} lead={t('rooms.lead')}>
      <FilterTabs
        label={t('rooms.filterLabel')}
        value={companyId ? String(companyId) : ''}
        options={options}
        onChange={(value) => setParams(value ? { hospital: value } : {}, { replace: true })}
      />
      <ListWithLoadMore
        list={list}
        pageSize={PAGE_SIZES.rooms}
        itemKey={(r) => r.id}
        label={t('pageTitles.roomsAndRate')}
        emptyTitle={t('rooms.empty')}
        renderItem={(room) => <RoomCard room={room} />}
      />
      <p>{t('rooms.note')}</p>
    </PageLayout>
  );
}

RoomsPage.prefetch = (({ queryClient, api, search }) =>
  Promise.all([
    queryClient.prefetchQuery(companiesQuery(api)),
    prefetchShownPages(queryClient, roomsQuery(api, chosenHospital(search)), shownPages(search)),
  ])) satisfies Prefetch;
