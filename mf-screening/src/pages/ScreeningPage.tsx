import { useNavigate } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import { api } from '@hospital/api-client';
import { Container, ErrorPanel, PageHeader, Skeleton } from '@hospital/ui';
import { ScreeningForm } from '../form/ScreeningForm';
import { useLocale } from '@hospital/i18n';
import { usePageMeta } from '@hospital/remote-kit';
import { useRequest } from '@hospital/remote-kit';
import styles from './ScreeningPage.module.css';

/** `/screening`: the Covid-19 screening form, rendered from the definition in the API. */
export function ScreeningPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  usePageMeta(t('pageTitles.screening'), t('descriptions.screening'));
  const definition = useRequest((signal) => api().getScreeningForm({ signal }), lang);

  return (
    <Container size="md" className={styles.page}>
      <PageHeader
        title={t('pageTitles.screening')}
        lead={definition.status === 'ok' ? definition.data?.description : undefined}
      />
      {definition.status === 'loading' && (
        <div aria-busy="true" className={styles.loading}>
          <Skeleton variant="text" lines={2} />
          <Skeleton height={180} />
          <Skeleton height={420} />
        </div>
      )}
      {definition.status === 'error' && (
        <ErrorPanel title={t('common.loadError')} onRetry={definition.retry} retryLabel={t('common.retry')} />
      )}
      {definition.status === 'ok' && !definition.data && <ErrorPanel title={t('form.unavailable')} />}
      {definition.status === 'ok' && definition.data && (
        <ScreeningForm
          definition={definition.data}
          onSubmitted={(result) => navigate(`/screening/result?id=${encodeURIComponent(result.id)}`)}
        />
      )}
    </Container>
  );
}
