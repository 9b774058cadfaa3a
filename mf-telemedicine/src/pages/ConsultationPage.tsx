import { useNavigate, useParams } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import { api, isApiError, parseConsultationKey, type Encounter } from '@hospital/api-client';
import { Alert, Container, ErrorPanel, NotFoundPanel, PageHeader, Skeleton } from '@hospital/ui';
import { EncounterGate } from '../encounter/EncounterGate';
import { EncounterSummary } from '../encounter/EncounterSummary';
import { EnterCodeForm } from '../encounter/EnterCodeForm';
import { useLocale } from '@hospital/i18n';
import { usePageMeta } from '@hospital/remote-kit';
import { useRequest } from '@hospital/remote-kit';
import styles from './ConsultationPage.module.css';

function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * `/konsultasi/:key`: the key is `<meetingId>.<participant token>` (the patient's from her booking,
 * the doctor's from the hospital); the encounter is looked up with both, then the pre-join check
 * and the call. A meeting id alone is refused by the API (403).
 */
export function ConsultationPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  const { key = '' } = useParams();
  const { meetingId, token } = parseConsultationKey(key);
  usePageMeta(t('pageTitles.konsultasiKey'), t('descriptions.konsultasi'));
  const encounter = useRequest<Encounter | null>(
    (signal) => (key ? api().getEncounter(meetingId, token, { signal }) : Promise.resolve(null)),
    `${key}|${lang}`,
  );

  if (!key) {
    return (
      <Container size="md" className={styles.page}>
        <PageHeader title={t('pageTitles.konsultasiKey')} lead={t('enterCode.lead')} />
        <EnterCodeForm onOpen={(code) => navigate(`/konsultasi/${encodeURIComponent(code)}`)} />
      </Container>
    );
  }

  if (encounter.status === 'error' && isNotFound(encounter.error)) {
    return (
      <Container size="md" className={styles.page}>
        <NotFoundPanel
          title={t('notFound.title', { ns: 'common' })}
          message={t('notFound.description', { ns: 'common' })}
          homeHref="/"
          homeLabel={t('notFound.backHome', { ns: 'common' })}
          onNavigate={(href) => navigate(href)}
        />
      </Container>
    );
  }

  if (encounter.status === 'error' && isApiError(encounter.error) && encounter.error.status === 403) {
    return (
      <Container size="md" className={styles.page}>
        <PageHeader title={t('pageTitles.konsultasiKey')} />
        <Alert variant="warning" title={t('encounter.notParticipantTitle')}>
          <p>{t('call.errors.not_participant')}</p>
        </Alert>
      </Container>
    );
  }

  const data = encounter.status === 'ok' ? encounter.data : null;
  return (
    <Container size="lg" className={styles.page}>
      <PageHeader
        title={t('pageTitles.konsultasiKey')}
        lead={data ? t('encounter.heading', { doctor: data.doctor.name }) : undefined}
      />
      {encounter.status === 'loading' && (
        <div aria-busy="true" className={styles.loading}>
          <Skeleton height={104} />
          <Skeleton aspectRatio="16 / 9" />
        </div>
      )}
      {encounter.status === 'error' && (
        <ErrorPanel title={t('common.loadError')} onRetry={encounter.retry} retryLabel={t('common.retry')} />
      )}
      {data && (
        <>
          <EncounterSummary encounter={data} />
          <EncounterGate encounter={data} participantToken={token} onCheckAgain={encounter.retry} />
        </>
      )}
    </Container>
  );
}
