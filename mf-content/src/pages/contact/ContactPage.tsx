import type { Company } from '@hospital/api-client';
import { HospitalContactLines } from '../../components/HospitalContactLines';
import { Skeleton } from '@hospital/ui';
import { PageLayout } from '../../components/PageLayout';
import { Seo } from '../../components/Seo';
import { useT } from '../../components/useT';
import { useCompanies } from '../../hooks/useCompanies';
import { ContactForm } from './ContactForm';
import styles from './ContactPage.module.css';

/** `/contact-us`: both hospitals' addresses, phones and hours, and the contact form. */
export default function ContactPage() {
  const t = useT();
  const companies = useCompanies();
  return (
    <PageLayout title={t('pageTitles.contactUs')} lead={t('contact.lead')}>
      <Seo title={t('pageTitles.contactUs')} description={t('contact.lead')} />
      <div className={styles.columns}>
        <div className={styles.formBox}>
          <ContactForm />
        </div>
        <div className={styles.hospitals}>
          {companies.status === 'success'
            ? companies.data.map((company) => <HospitalContact key={company.id} company={company} />)
            : [0, 1].map((i) => <Skeleton key={i} height={260} />)}
        </div>
      </div>
    </PageLayout>
  );
}

function HospitalContact({ company }: { company: Company }) {
  return (
    <section className={styles.hospital} aria-labelledby={`contact-${company.slug}`}>
      <h2 id={`contact-${company.slug}`} className={styles.name}>
        {company.name}
      </h2>
      <p className={styles.address}>
        {company.address} {company.postal_code}
      </p>
      <HospitalContactLines company={company} />
    </section>
  );
}
