import { useQuery } from '@hospital/query';
import { useNavigate, useParams, useSearchParams } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import { parseConsultationKey } from '@hospital/api-client';
import { useApi, useHttpStatus, usePageHead, type Prefetch } from '@hospital/remote-kit';
import { Alert, Container, ErrorPanel, NotFoundPanel, PageHeader, Skeleton } from '@hospital/ui';
import { EncounterGate } from '../features/encounter/EncounterGate';
import { EncounterSummary } from '../features/encounter/EncounterSummary';
import { EnterCodeForm } from '../features/encounter/EnterCodeForm';
import { encounterQuery } from '../shared/queries';
import styles from './ConsultationPage.module.css';

/**
 * `/konsultasi/:key`: the key is `<meetingId>.<participant token>` (the patient's from her booking,
 * the doctor's from the hospital); the encounter is looked up with both, then the pre-join check
 * and the call. A meeting id alone is refused by the API (403).
 */
export function ConsultationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const key = consultationKeyOf(params, search);
  // A consultation is personal: never indexed (and never cached: routes.json `personal`).
  usePageHead({
    title: t('pageTitles.konsultasiKey'),
    description: t('descriptions.konsultasi'),
    noindex: true,
  });

  if (!key) {
    return (
      <Container size="md" className={styles.page}>
        <PageHeader title={t('pageTitles.konsultasiKey')} lead={t('enterCode.lead')} />
        <EnterCodeForm
          onOpen={(code) => navigate(`/konsultasi/${encodeURIComponent(code)}`)}
          emptySent={search.has('code')}
        />
      </Container>
    );
  }
  return <Consultation consultationKey={key} />;
}

/**
 * The key of the room to open: the path's, else the code form's `?code=` (sent by the browser itself,
 * without JavaScript); '' when neither. The page and its server `prefetch` read it the same way.
 */
function consultationKeyOf(params: Readonly<{ key?: string }>, search: URLSearchParams): string {
  return params.key ?? search.get('code')?.trim() ?? '';
}

ConsultationPage.prefetch = (async ({ queryClient, api, params, search }) => {
  const key = consultationKeyOf(params, search);
  if (!key) return;
  const { meetingId, token } = parseConsultationKey(key);
  await queryClient.fetchQuery(encounterQuery(api, meetingId, token));
}) satisfies Prefetch;

function Consultation({ consultationKey }: { consultationKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { meetingId, token } = parseConsultationKey(consultationKey);
  const lookup = useQuery(encounterQuery(useApi(), meetingId, token));

  if (lookup.data?.kind === 'not-found')
    return <ConsultationNotFound onNavigate={(href) => navigate(href)} />;

  if (lookup.data?.kind === 'not-participant') {
    return (
      <Container size="md" className={styles.page}>
        <PageHeader title={t('pageTitles.konsultasiKey')} />
        <Alert variant="warning" title={t('encounter.notParticipantTitle')}>
          <p>{t('call.errors.not_participant')}</p>
        </Alert>
      </Container>
    );
  }

  const encounter = lookup.data?.kind === 'found' ? lookup.data.encounter : null;
  return (
    <Container size="lg" className={styles.page}>
      <PageHeader
        title={t('pageTitles.konsultasiKey')}
        lead={encounter ? t('encounter.heading', { doctor: encounter.doctor.name }) : undefined}
      />
      {lookup.isPending && (
        <div aria-busy="true" className={styles.loading}>
          <Skeleton height={104} />
          <Skeleton aspectRatio="16 / 9" />
        </div>
      )}
      {lookup.isError && (
        <ErrorPanel
          title={t('common.loadError')}
          onRetry={() => void lookup.refetch()}
          retryLabel={t('common.retry')}
        />
      )}
      {encounter && (
        <>
          <EncounterSummary encounter={encounter} />
          <EncounterGate
            encounter={encounter}
            participantToken={token}
            onCheckAgain={() => void lookup.refetch()}
          />
        </>
      )}
    </Container>
  );
}

function ConsultationNotFound({ onNavigate }: { onNavigate: (href: string) => void }) {
  const { t } = useTranslation();
  useHttpStatus(404);
  return (
    <Container size="md" className={styles.page}>
      <NotFoundPanel
        title={t('notFound.title', { ns: 'common' })}
        message={t('notFound.description', { ns: 'common' })}
        homeHref="/"
        homeLabel={t('notFound.backHome', { ns: 'common' })}
        onNavigate={onNavigate}
      />
    </Container>
  );
}
