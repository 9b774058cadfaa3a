import { useSearchParams } from '@hospital/remote-kit';
import { PAGE_SIZES } from '@hospital/domain';
import { contentApi } from '../../api/contentApi';
import { FilterTabs } from '../../components/FilterTabs';
import { ListWithLoadMore } from '../../components/ListWithLoadMore';
import { PageLayout } from '../../components/PageLayout';
import { Seo } from '../../components/Seo';
import { useT } from '../../components/useT';
import { useCompanies } from '../../hooks/useCompanies';
import { usePagedList } from '../../hooks/usePagedList';
import { RoomCard } from './RoomCard';

/** `/rooms-and-rate`: room classes of both hospitals with their nightly rate, 6 per page. */
export default function RoomsPage() {
  const t = useT();
  const companies = useCompanies();
  const [params, setParams] = useSearchParams();
  const companyId = Number(params.get('hospital')) || undefined;
  const list = usePagedList(`rooms:${companyId ?? 'all'}`, PAGE_SIZES.rooms, ({ offset, limit }, signal) =>
    contentApi().listRooms(
      { offset, limit, order: 'seq asc', filters: companyId ? [['company_id', '=', companyId]] : undefined },
      { signal },
    ),
  );
  const options = [
    { value: '', label: t('rooms.allHospitals') },
    ...(companies.status === 'success'
      ? companies.data.map((c) => ({ value: String(c.id), label: c.name }))
      : []),
  ];
  return (
    <PageLayout title={t('pageTitles.roomsAndRate')} lead={t('rooms.lead')}>
      <Seo title={t('pageTitles.roomsAndRate')} description={t('rooms.lead')} />
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
