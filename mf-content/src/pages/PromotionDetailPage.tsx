import { useQuery } from '@hospital/query';
import { useParams } from '@hospital/router';
import type { Promo } from '@hospital/api-client';
import { useApi, usePageHead, useSiteAddress, type Prefetch } from '@hospital/remote-kit';
import { DataView } from '../shared/components/DataView';
import { Facts } from '../shared/components/Facts';
import { OfferDetail } from '../shared/components/OfferDetail';
import { PageLayout } from '../shared/components/PageLayout';
import { PriceTag } from '../shared/components/PriceTag';
import { Section } from '../shared/components/Section';
import { ArticleSkeleton } from '../shared/components/Skeletons';
import { useT } from '../shared/components/useT';
import { useLang } from '../shared/hooks/useLang';
import { formatDayMonthYear } from '@hospital/domain';
import { hospitalNames } from '../shared/lib/hospitalNames';
import { promoJsonLd } from '../shared/lib/jsonLd';
import { mediaHeadImage } from '../shared/lib/media';
import { companiesQuery, promotionQuery } from '../shared/lib/queries';

/** `/promotion/:slug`: one published promotion (an unpublished one is unknown: 404 panel). */
export default function PromotionDetailPage() {
  const { slug = '' } = useParams();
  return <PromotionDetail key={slug} slug={slug} />;
}

PromotionDetailPage.prefetch = (({ queryClient, api, params }) =>
  Promise.all([
    queryClient.fetchQuery(promotionQuery(api, params.slug ?? '')),
    queryClient.prefetchQuery(companiesQuery(api)),
  ])) satisfies Prefetch;

function PromotionDetail({ slug }: { slug: string }) {
  const t = useT();
  const result = useQuery(promotionQuery(useApi(), slug));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackHead={{ title: t('pageTitles.promotionSlug'), description: t('promotions.lead') }}
    >
      {(promo) => <PromoView promo={promo} />}
    </DataView>
  );
}

function PromoView({ promo }: { promo: Promo }) {
  const t = useT();
  const lang = useLang();
  const at = useSiteAddress();
  const companies = useQuery(companiesQuery(useApi()));
  usePageHead({
    title: promo.name,
    description: promo.summary,
    path: promo.path,
    image: mediaHeadImage(promo.image, promo.name),
    jsonLd: [promoJsonLd(promo, at)],
  });
  return (
    <PageLayout
      title={promo.name}
      lead={promo.summary}
      trail={[{ label: t('pageTitles.promotion'), href: '/promotion' }]}
    >
      <OfferDetail
        image={promo.image}
        body={promo.body}
        lead={promo.summary}
        facts={
          <Facts
            items={[
              {
                label: t('offer.price'),
                value:
                  promo.price !== null ? <PriceTag value={promo.price} size="lg" /> : t('promotions.free'),
              },
              {
                label: t('promotions.period'),
                value: `${formatDayMonthYear(promo.valid_from, lang)} – ${formatDayMonthYear(promo.valid_to, lang)}`,
              },
              {
                label: t('offer.hospitals'),
                value: hospitalNames(promo.company_ids, companies.data ?? null),
              },
            ]}
          />
        }
      >
        {promo.terms.length > 0 && (
          <Section title={t('promotions.terms')}>
            <ul>
              {promo.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </Section>
        )}
      </OfferDetail>
    </PageLayout>
  );
}
