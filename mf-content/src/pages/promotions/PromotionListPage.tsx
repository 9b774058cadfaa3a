import { PAGE_SIZES } from '@hospital/domain';
import { contentApi } from '../../api/contentApi';
import { ListWithLoadMore } from '../../components/ListWithLoadMore';
import { PageLayout } from '../../components/PageLayout';
import { Seo } from '../../components/Seo';
import { useT } from '../../components/useT';
import { usePagedList } from '../../hooks/usePagedList';
import { PromoCard } from './PromoCard';
import { publishedOnly } from './promoVisibility';

/** `/promotion`: published promotions (SPEC 7: state=published, order=sequence), 6 per page. */
export default function PromotionListPage() {
  const t = useT();
  const list = usePagedList('promotions', PAGE_SIZES.promotions, ({ offset, limit }, signal) =>
    contentApi()
      .listPromos(
        { offset, limit, order: 'sequence asc', filters: [['state', '=', 'published']] },
        { signal },
      )
      .then((page) => ({ ...page, results: publishedOnly(page.results) })),
  );
  return (
    <PageLayout title={t('pageTitles.promotion')} lead={t('promotions.lead')}>
      <Seo title={t('pageTitles.promotion')} description={t('promotions.lead')} />
      <ListWithLoadMore
        list={list}
        pageSize={PAGE_SIZES.promotions}
        itemKey={(p) => p.id}
        label={t('pageTitles.promotion')}
        emptyTitle={t('promotions.empty')}
        renderItem={(promo) => <PromoCard promo={promo} />}
      />
    </PageLayout>
  );
}
