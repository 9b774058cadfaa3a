import { useParams } from '@hospital/remote-kit';
import type { Company, Page } from '@hospital/api-client';
import { HospitalContactLines } from '../../components/HospitalContactLines';
import { contentApi } from '../../api/contentApi';
import { ContentBlocks } from '../../components/ContentBlocks';
import { DataView } from '../../components/DataView';
import { DoctorsOfPolis } from '../../components/DoctorsOfPolis';
import { LeadImage } from '../../components/LeadImage';
import { LinkButton } from '../../components/LinkButton';
import { NotFound } from '../../components/NotFound';
import { PageLayout } from '../../components/PageLayout';
import { Section } from '../../components/Section';
import { Seo } from '../../components/Seo';
import { ArticleSkeleton } from '../../components/Skeletons';
import { useT } from '../../components/useT';
import { useApiData } from '../../hooks/useApiData';
import { hospitalJsonLd } from '../../lib/jsonLd';
import { isHospitalSlug, mapUrl } from './hospitalSlugs';
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

function HospitalLoader({ slug }: { slug: string }) {
  const t = useT();
  const result = useApiData<HospitalData>(`hospital:${slug}`, async (signal) => {
    const [company, page] = await Promise.all([
      contentApi().getCompany(slug, { signal }),
      // The long text is optional: the hospital page still works from the company record alone.
      contentApi()
        .getPage(`hospital/${slug}`, { signal })
        .catch(() => null),
    ]);
    return { company, page };
  });
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackSeo={{ title: t('pageTitles.hospitalHospitalslug'), description: t('seo.defaultDescription') }}
    >
      {(data) => <HospitalView {...data} />}
    </DataView>
  );
}

function HospitalView({ company, page }: HospitalData) {
  const t = useT();
  const description = page?.summary ?? company.description;
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
      <Seo
        title={company.name}
        description={description}
        image={company.image}
        path={company.path}
        jsonLd={hospitalJsonLd(company, window.location.origin)}
      />
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
