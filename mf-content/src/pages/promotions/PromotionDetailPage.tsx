import { useParams } from '@hospital/remote-kit';
import type { Promo } from '@hospital/api-client';
import { contentApi } from '../../api/contentApi';
import { DataView } from '../../components/DataView';
import { Facts } from '../../components/Facts';
import { OfferDetail } from '../../components/OfferDetail';
import { PageLayout } from '../../components/PageLayout';
import { PriceTag } from '../../components/PriceTag';
import { Section } from '../../components/Section';
import { Seo } from '../../components/Seo';
import { ArticleSkeleton } from '../../components/Skeletons';
import { useT } from '../../components/useT';
import { useApiData } from '../../hooks/useApiData';
import { useCompanies } from '../../hooks/useCompanies';
import { useLang } from '../../hooks/useLang';
import { formatShortDate } from '../../lib/dates';
import { hospitalNames } from '../../lib/hospitalNames';

/** `/promotion/:slug`: one published promotion (an unpublished one is unknown: 404 panel). */
export default function PromotionDetailPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const result = useApiData(`promo:${slug}`, (signal) => contentApi().getPromo(slug, { signal }));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackSeo={{ title: t('pageTitles.promotionSlug'), description: t('promotions.lead') }}
    >
      {(promo) => <PromoView promo={promo} />}
    </DataView>
  );
}

function PromoView({ promo }: { promo: Promo }) {
  const t = useT();
  const lang = useLang();
  const companies = useCompanies();
  return (
    <PageLayout
      title={promo.name}
      lead={promo.summary}
      trail={[{ label: t('pageTitles.promotion'), href: '/promotion' }]}
    >
      <Seo title={promo.name} description={promo.summary} image={promo.image} path={promo.path} />
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
                value: `${formatShortDate(promo.valid_from, lang)} – ${formatShortDate(promo.valid_to, lang)}`,
              },
              {
                label: t('offer.hospitals'),
                value: hospitalNames(
                  promo.company_ids,
                  companies.status === 'success' ? companies.data : null,
                ),
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
