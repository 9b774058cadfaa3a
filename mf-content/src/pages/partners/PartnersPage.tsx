import type { PartnerGroup } from '@hospital/api-client';
import { ResponsiveImage, Skeleton } from '@hospital/ui';
import { contentApi } from '../../api/contentApi';
import { DataView } from '../../components/DataView';
import { PageLayout } from '../../components/PageLayout';
import { Section } from '../../components/Section';
import { Seo } from '../../components/Seo';
import { useT } from '../../components/useT';
import { useApiData } from '../../hooks/useApiData';
import styles from './PartnersPage.module.css';

/** `/partners`: insurers and companies we work with, grouped by industry (`web/rekanan`). */
export default function PartnersPage() {
  const t = useT();
  const result = useApiData('partners', (signal) =>
    contentApi().listPartnersGroupedByIndustry(undefined, { signal }),
  );
  return (
    <PageLayout title={t('pageTitles.partners')} lead={t('partners.lead')}>
      <Seo title={t('pageTitles.partners')} description={t('partners.lead')} />
      <DataView result={result} skeleton={<PartnersSkeleton />}>
        {(data) => (
          <>
            {data.results.map((group) => (
              <PartnerSection key={group.industry.id} group={group} />
            ))}
          </>
        )}
      </DataView>
    </PageLayout>
  );
}

function PartnerSection({ group }: { group: PartnerGroup }) {
  const t = useT();
  return (
    <Section title={group.industry.name} lead={t('partners.count', { count: group.partners.length })}>
      <ul className={styles.grid}>
        {group.partners.map((partner) => (
          <li key={partner.id} className={styles.partner}>
            <ResponsiveImage src={partner.logo} alt="" width={72} height={72} className={styles.logo} />
            <div>
              <h3 className={styles.name}>{partner.name}</h3>
              <p className={styles.description}>{partner.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PartnersSkeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: 9 }, (_, i) => (
        <li key={i} className={styles.partner}>
          <Skeleton width={72} height={72} />
          <div className={styles.skeletonText}>
            <Skeleton variant="text" lines={3} />
          </div>
        </li>
      ))}
    </ul>
  );
}
