import { useParams } from '@hospital/router';
import type { Company, Page } from '@hospital/api-client';
import { useQuery } from '@hospital/query';
import { useApi, usePageHead, useSiteAddress, type Prefetch } from '@hospital/remote-kit';
import { HospitalContactLines } from '../shared/components/HospitalContactLines';
import { ContentBlocks } from '../shared/components/ContentBlocks';
import { DataView } from '../shared/components/DataView';
import { DoctorsOfPolis } from '../shared/components/DoctorsOfPolis';
import { LeadImage } from '../shared/components/LeadImage';
import { LinkButton } from '../shared/components/LinkButton';
import { NotFound } from '../shared/components/NotFound';
import { PageLayout } from '../shared/components/PageLayout';
import { Section } from '../shared/components/Section';
import { ArticleSkeleton } from '../shared/components/Skeletons';
import { useT } from '../shared/components/useT';
import { hospitalJsonLd } from '../shared/lib/jsonLd';
import { mediaHeadImage } from '../shared/lib/media';
import { doctorsQuery, hospitalQuery } from '../shared/lib/queries';
import { isHospitalSlug, mapUrl } from '../shared/lib/hospitalSlugs';
import styles from './HospitalPage.module.css';

interface HospitalData {
  company: Company;
  page: Page | null;
}

/** `/hospital/:hospitalSlug`: address, map, hotline, WhatsApp, opening hours, services and doctors. */
export default function HospitalPage() {
  const { hospitalSlug } = useParams();
  if (!isHospitalSlug(hospitalSlug)) return <NotFound />;
  return <HospitalLoader key={hospitalSlug} slug={hospitalSlug} />;
}

HospitalPage.prefetch = (async ({ queryClient, api, params }) => {
  const slug = params.hospitalSlug;
  if (!isHospitalSlug(slug)) return;
  const hospital = await queryClient.fetchQuery(hospitalQuery(api, slug));
  if (hospital) await queryClient.prefetchQuery(doctorsQuery(api, { companyId: hospital.company.id }));
}) satisfies Prefetch;

function HospitalLoader({ slug }: { slug: string }) {
  const t = useT();
  const result = useQuery(hospitalQuery(useApi(), slug));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackHead={{ title: t('pageTitles.hospitalHospitalslug'), description: t('seo.defaultDescription') }}
    >
      {(data) => <HospitalView {...data} />}
    </DataView>
  );
}

function HospitalView({ company, page }: HospitalData) {
  const t = useT();
  const at = useSiteAddress();
  const description = page?.summary ?? company.description;
  usePageHead({
    title: company.name,
    description,
    path: company.path,
    image: mediaHeadImage(company.image, company.name),
    jsonLd: [hospitalJsonLd(company, at)],
  });
  return (
    <PageLayout
      title={company.name}
      lead={description}
      actions={
        <>
          <LinkButton to={`/appointment?hospital=${company.id}`}>{t('quick.findDoctor')}</LinkButton>
          <LinkButton to="/appointment/create" variant="secondary">
            {t('quick.book')}
          </LinkButton>
        </>
      }
    >
      <div className={styles.columns}>
        <div className={styles.main}>
          <LeadImage src={company.image} alt={company.name} />
          {page ? <ContentBlocks blocks={page.body} lead={description} /> : <p>{company.description}</p>}
        </div>
        <aside className={styles.card} aria-labelledby="hospital-contact-title">
          <h2 id="hospital-contact-title" className={styles.cardTitle}>
            {t('hospital.contact')}
          </h2>
          <address className={styles.address}>
            {company.address} {company.postal_code}
          </address>
          <p>
            <a href={mapUrl(company.latitude, company.longitude)} target="_blank" rel="noopener noreferrer">
              {t('hospital.map')}
            </a>
          </p>
          <HospitalContactLines company={company} spaced />
          <h3 className={styles.subTitle}>{t('hospital.hours')}</h3>
          <table className={styles.hours}>
            <tbody>
              {company.opening_hours.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </aside>
      </div>
      <Section title={t('hospital.services')} lead={t('hospital.beds', { count: company.bed_count })}>
        <ul className={styles.services}>
          {company.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </Section>
      <DoctorsOfPolis companyId={company.id} title={t('hospital.doctors', { name: company.short_name })} />
    </PageLayout>
  );
}
