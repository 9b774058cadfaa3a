import { useQuery } from '@hospital/query';
import type { Company } from '@hospital/api-client';
import { useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { Skeleton } from '@hospital/ui';
import { HospitalContactLines } from '../shared/components/HospitalContactLines';
import { PageLayout } from '../shared/components/PageLayout';
import { useT } from '../shared/components/useT';
import { companiesQuery } from '../shared/lib/queries';
import { ContactForm } from '../features/contact/ContactForm';
import styles from './ContactPage.module.css';

/** `/contact-us`: both hospitals' addresses, phones and hours, and the contact form. */
export default function ContactPage() {
  const t = useT();
  const companies = useQuery(companiesQuery(useApi()));
  usePageMeta(t('pageTitles.contactUs'), t('contact.lead'));
  return (
    <PageLayout title={t('pageTitles.contactUs')} lead={t('contact.lead')}>
      <div className={styles.columns}>
        <div className={styles.formBox}>
          <ContactForm />
        </div>
        <div className={styles.hospitals}>
          {companies.data
            ? companies.data.map((company) => <HospitalContact key={company.id} company={company} />)
            : [0, 1].map((i) => <Skeleton key={i} height={260} />)}
        </div>
      </div>
    </PageLayout>
  );
}

ContactPage.prefetch = (({ queryClient, api }) =>
  queryClient.prefetchQuery(companiesQuery(api))) satisfies Prefetch;

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
