import { useState } from 'react';
import type { DeskSessionState } from '@hospital/api-client';
import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { useApi, useInteractive, usePageMeta } from '@hospital/remote-kit';
import { Alert, Container, ErrorPanel, PageHeader, Skeleton } from '@hospital/ui';
import { DeskBoard } from '../features/desk';
import { EnrolForm, RecoveryCodes, SecondFactorForm, SignInForm } from '../features/signin';
import { deskSessionQuery } from '../shared/deskQueries';
import styles from './FrontdeskPage.module.css';

/**
 * `/frontdesk` (docs/decisions.md, issues 18 and 24): the registration desk. Staff sign in with their
 * own account in two steps (password, then the code of their authenticator app, set up at the first
 * sign-in); then they check patients in, call the queue and post the doctor-late or cancelled
 * notices that patients see live. Nothing here is rendered with data on the server: it is one
 * signed-in person's screen.
 */
export function FrontdeskPage() {
  const { t } = useTranslation();
  usePageMeta(t('pageTitles.frontdesk'), t('descriptions.frontdesk'));
  const session = useQuery(deskSessionQuery(useApi()));
  // Every control here calls the API from the browser: before the scripts run, or without them, the
  // server's HTML says so instead of a check that never ends (docs/decisions.md, issue 25).
  const interactive = useInteractive();
  // Shown once, right after the enrolment, before the desk.
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const step = (state: DeskSessionState) => {
    if (state.step === 'second_factor')
      return (
        <SecondFactorForm
          onSignedIn={(result, recovery) =>
            setNotice(recovery ? t('factor.recoveryLeft', { count: result.recovery_codes_left }) : null)
          }
        />
      );
    if (state.step === 'enrol' && state.enrolment)
      return (
        <EnrolForm
          enrolment={state.enrolment}
          onEnrolled={(result) => setFreshCodes(result.recovery_codes)}
        />
      );
    if (state.step === 'signed_in' && state.staff) {
      if (freshCodes) return <RecoveryCodes codes={freshCodes} onDone={() => setFreshCodes(null)} />;
      return (
        <>
          {notice && (
            <div className={styles.notice}>
              <Alert variant="warning" onDismiss={() => setNotice(null)} dismissLabel={t('common.close')}>
                {notice}
              </Alert>
            </div>
          )}
          <DeskBoard staff={state.staff} />
        </>
      );
    }
    return <SignInForm />;
  };

  return (
    <Container size="lg" className={styles.page}>
      <PageHeader title={t('pageTitles.frontdesk')} lead={t('descriptions.frontdesk')} />
      {!interactive ? (
        <Alert variant="info" announce={false}>
          {t('common.needsScripts')}
        </Alert>
      ) : (
        <>
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
          {session.data && step(session.data)}
        </>
      )}
    </Container>
  );
}
