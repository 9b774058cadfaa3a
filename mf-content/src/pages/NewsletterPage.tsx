import { usePageHead } from '@hospital/remote-kit';
import { PageLayout } from '../shared/components/PageLayout';
import { useT } from '../shared/components/useT';
import { NewsletterForm } from '../features/newsletter/NewsletterForm';
import styles from './NewsletterPage.module.css';

/**
 * `/newsletter`: the subscription on a page of its own, where the footer's form lands without JavaScript
 * (docs/decisions.md, issue 25): its thank-you, or its e-mail with what to fix.
 */
export default function NewsletterPage() {
  const t = useT();
  usePageHead({ title: t('pageTitles.newsletter'), description: t('newsletter.lead') });
  return (
    <PageLayout title={t('pageTitles.newsletter')} lead={t('newsletter.lead')} size="md">
      <div className={styles.box}>
        <NewsletterForm />
      </div>
    </PageLayout>
  );
}
