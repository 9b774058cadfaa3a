import { useInfiniteQuery } from '@hospital/query';
import { PAGE_SIZES } from '@hospital/domain';
import type { ServicePackageCategory } from '@hospital/api-client';
import { useApi, usePageMeta } from '@hospital/remote-kit';
import { ListWithLoadMore } from '../../shared/components/ListWithLoadMore';
import { PageLayout } from '../../shared/components/PageLayout';
import { useT } from '../../shared/components/useT';
import { packagesQuery } from '../../shared/lib/queries';
import { PackageCard } from '../../shared/cards/PackageCard';

/** `/package` (every package) and `/services/paket-mcu` (check-ups only), 6 per page by sequence. */
export function PackageListPage({ category }: { category?: ServicePackageCategory }) {
  const t = useT();
  const title = t(category === 'mcu' ? 'pageTitles.servicesPaketMcu' : 'pageTitles.package');
  const lead = category === 'mcu' ? t('packages.mcuLead') : t('packages.lead');
  const list = useInfiniteQuery(packagesQuery(useApi(), category ?? null));
  usePageMeta(title, lead);
  const trail = category === 'mcu' ? [{ label: t('pageTitles.services'), href: '/services' }] : [];
  return (
    <PageLayout title={title} lead={lead} trail={trail}>
      <ListWithLoadMore
        list={list}
        pageSize={PAGE_SIZES.packages}
        itemKey={(p) => p.id}
        label={title}
        emptyTitle={t('packages.empty')}
        renderItem={(pkg) => <PackageCard pkg={pkg} headingLevel={2} />}
      />
    </PageLayout>
  );
}
