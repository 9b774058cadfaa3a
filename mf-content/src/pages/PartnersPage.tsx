import { useQuery } from '@hospital/query';
import type { PartnerGroup } from '@hospital/api-client';
import { useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { ResponsiveImage, Skeleton } from '@hospital/ui';
import { DataView } from '../shared/components/DataView';
import { PageLayout } from '../shared/components/PageLayout';
import { Section } from '../shared/components/Section';
import { useT } from '../shared/components/useT';
import { partnersQuery } from '../shared/lib/queries';
import styles from './PartnersPage.module.css';

/** `/partners`: insurers and companies we work with, grouped by industry (`web/rekanan`). */
export default function PartnersPage() {
  const t = useT();
  const result = useQuery(partnersQuery(useApi()));
  usePageMeta(t('pageTitles.partners'), t('partners.lead'));
  return (
    <PageLayout title={t('pageTitles.partners')} lead={t('partners.lead')}>
      <DataView result={result} skeleton={<PartnersSkeleton />}>
        {(groups) => (
          <>
            {groups.map((group) => (
              <PartnerSection key={group.industry.id} group={group} />
            ))}
          </>
        )}
      </DataView>
    </PageLayout>
  );
}

PartnersPage.prefetch = (({ queryClient, api }) =>
  queryClient.prefetchQuery(partnersQuery(api))) satisfies Prefetch;

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
