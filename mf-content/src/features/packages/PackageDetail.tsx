import { useQuery } from '@hospital/query';
import { buildBookingLink } from '@hospital/domain';
import type { ServicePackage } from '@hospital/api-client';
import { useApi, usePageHead, useSiteAddress } from '@hospital/remote-kit';
import { DataView } from '../../shared/components/DataView';
import { Facts } from '../../shared/components/Facts';
import { OfferDetail } from '../../shared/components/OfferDetail';
import { PageLayout } from '../../shared/components/PageLayout';
import { PriceTag } from '../../shared/components/PriceTag';
import { Section } from '../../shared/components/Section';
import { ArticleSkeleton } from '../../shared/components/Skeletons';
import { useT } from '../../shared/components/useT';
import { hospitalNames } from '../../shared/lib/hospitalNames';
import { packageJsonLd } from '../../shared/lib/jsonLd';
import { mediaHeadImage } from '../../shared/lib/media';
import { companiesQuery, packageQuery } from '../../shared/lib/queries';
import styles from './PackageDetail.module.css';

/** One package with its price and what it includes (`/package/:slug`, `/services/paket-mcu/:slug`). */
export function PackageDetail({ slug }: { slug: string }) {
  const t = useT();
  const result = useQuery(packageQuery(useApi(), slug));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackHead={{ title: t('pageTitles.packageSlug'), description: t('packages.lead') }}
    >
      {(pkg) => <PackageView pkg={pkg} />}
    </DataView>
  );
}

function PackageView({ pkg }: { pkg: ServicePackage }) {
  const t = useT();
  const at = useSiteAddress();
  const companies = useQuery(companiesQuery(useApi()));
  usePageHead({
    title: pkg.name,
    description: pkg.summary,
    path: pkg.path,
    image: mediaHeadImage(pkg.image, pkg.name),
    jsonLd: [packageJsonLd(pkg, at)],
  });
  const trail =
    pkg.category === 'mcu'
      ? [
          { label: t('pageTitles.services'), href: '/services' },
          { label: t('pageTitles.servicesPaketMcu'), href: '/services/paket-mcu' },
        ]
      : [{ label: t('pageTitles.package'), href: '/package' }];
  // Booked at the clinic of each hospital offering it (docs/decisions.md, issue 26): the wizard opens with
  // the hospital, the clinic and the package chosen.
  const bookings = pkg.clinics.map((clinic) => {
    const hospital = companies.data?.find((c) => c.id === clinic.company_id);
    return {
      to: buildBookingLink({ companyId: clinic.company_id, poliId: clinic.poli_id, packageId: pkg.id }),
      label:
        pkg.clinics.length > 1 && hospital ? t('offer.bookAt', { hospital: hospital.name }) : t('quick.book'),
    };
  });
  return (
    <PageLayout title={pkg.name} lead={pkg.summary} trail={trail}>
      <OfferDetail
        image={pkg.image}
        body={[]}
        bookings={bookings}
        facts={
          <Facts
            items={[
              {
                label: t('offer.price'),
                value: <PriceTag value={pkg.price} original={pkg.original_price} size="lg" />,
              },
              {
                label: t('offer.hospitals'),
                value: hospitalNames(pkg.company_ids, companies.data ?? null),
              },
            ]}
          />
        }
      >
        <Section title={t('packages.included')}>
          <ul className={styles.included}>
            {pkg.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
        <div className={styles.body}>
          {pkg.body
            .filter((block) => block.type === 'paragraph')
            .slice(1)
            .map((block, i) => (block.type === 'paragraph' ? <p key={i}>{block.text}</p> : null))}
        </div>
      </OfferDetail>
    </PageLayout>
  );
}
