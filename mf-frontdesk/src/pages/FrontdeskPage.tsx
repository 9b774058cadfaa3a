import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { useApi, usePageMeta } from '@hospital/remote-kit';
import { Container, ErrorPanel, PageHeader, Skeleton } from '@hospital/ui';
import { DeskBoard } from '../features/desk';
import { SignInForm } from '../features/signin/SignInForm';
import { deskSessionQuery } from '../shared/deskQueries';
import styles from './FrontdeskPage.module.css';

/**
 * `/frontdesk` (docs/decisions.md, issue 18): the registration desk. Staff sign in; then they check patients in, call the
 * queue and post the doctor-late or cancelled notices that patients see live. Nothing here is
 * rendered with data on the server: it is one signed-in person's screen.
 */
export function FrontdeskPage() {
  const { t } = useTranslation();
  usePageMeta(t('pageTitles.frontdesk'), t('descriptions.frontdesk'));
  const session = useQuery(deskSessionQuery(useApi()));

  return (
    <Container size="lg" className={styles.page}>
      <PageHeader title={t('pageTitles.frontdesk')} lead={t('descriptions.frontdesk')} />
      {session.isPending && (
        <div aria-busy="true">
          <p className={styles.checking}>{t('common.checking')}</p>
          <Skeleton height={120} />
        </div>
      )}
      {session.isError && (
        <ErrorPanel
          title={t('common.loadError')}
          onRetry={() => void session.refetch()}
          retryLabel={t('common.retry')}
        />
      )}
      {session.data && (session.data.staff ? <DeskBoard staff={session.data.staff} /> : <SignInForm />)}
    </Container>
  );
}
