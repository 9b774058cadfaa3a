import { useInfiniteQuery } from '@hospital/query';
import { PAGE_SIZES } from '@hospital/domain';
import { prefetchShownPages, shownPages, useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { ListWithLoadMore } from '../shared/components/ListWithLoadMore';
import { PageLayout } from '../shared/components/PageLayout';
import { useT } from '../shared/components/useT';
import { promotionsQuery } from '../shared/lib/queries';
import { PromoCard } from '../shared/cards/PromoCard';
import { isPublished } from '../shared/lib/promoVisibility';

/** `/promotion`: published promotions (docs/product-rules.md §7: state=published, order=sequence), 6 per page. */
export default function PromotionListPage() {
  const t = useT();
  const list = useInfiniteQuery(promotionsQuery(useApi()));
  usePageMeta(t('pageTitles.promotion'), t('promotions.lead'));
  return (
    <PageLayout title={t('pageTitles.promotion')} lead={t('promotions.lead')}>
      <ListWithLoadMore
        list={list}
        visible={isPublished}
        pageSize={PAGE_SIZES.promotions}
        itemKey={(p) => p.id}
        label={t('pageTitles.promotion')}
        emptyTitle={t('promotions.empty')}
        renderItem={(promo) => <PromoCard promo={promo} headingLevel={2} />}
      />
    </PageLayout>
  );
}

PromotionListPage.prefetch = (({ queryClient, api, search }) =>
  prefetchShownPages(queryClient, promotionsQuery(api), shownPages(search))) satisfies Prefetch;
