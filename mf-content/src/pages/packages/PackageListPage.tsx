import { PAGE_SIZES } from '@hospital/domain';
import type { ServicePackageCategory } from '@hospital/api-client';
import { contentApi } from '../../api/contentApi';
import { ListWithLoadMore } from '../../components/ListWithLoadMore';
import { PageLayout } from '../../components/PageLayout';
import { Seo } from '../../components/Seo';
import { useT } from '../../components/useT';
import { usePagedList } from '../../hooks/usePagedList';
import { PackageCard } from './PackageCard';

/** `/package` (every package) and `/services/paket-mcu` (check-ups only), 6 per page by sequence. */
export function PackageListPage({ category }: { category?: ServicePackageCategory }) {
  const t = useT();
  const titleKey = category === 'mcu' ? 'pageTitles.servicesPaketMcu' : 'pageTitles.package';
  const lead = category === 'mcu' ? t('packages.mcuLead') : t('packages.lead');
  const list = usePagedList(
    `packages:${category ?? 'all'}`,
    PAGE_SIZES.packages,
    ({ offset, limit }, signal) =>
      contentApi().listServicePackages(
        {
          offset,
          limit,
          order: 'sequence asc',
          filters: category ? [['category', '=', category]] : undefined,
        },
        { signal },
      ),
  );
  const trail = category === 'mcu' ? [{ label: t('pageTitles.services'), href: '/services' }] : [];
  return (
    <PageLayout title={t(titleKey)} lead={lead} trail={trail}>
      <Seo title={t(titleKey)} description={lead} />
      <ListWithLoadMore
        list={list}
        pageSize={PAGE_SIZES.packages}
        itemKey={(p) => p.id}
        label={t(titleKey)}
        emptyTitle={t('packages.empty')}
        renderItem={(pkg) => <PackageCard pkg={pkg} />}
      />
    </PageLayout>
  );
}
