import { useQuery } from '@hospital/query';
import { useNavigate } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import { useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { Container, ErrorPanel, PageHeader, Skeleton } from '@hospital/ui';
import { ScreeningForm } from '../features/form/ScreeningForm';
import { screeningFormQuery } from '../shared/queries';
import styles from './ScreeningPage.module.css';

/** `/screening`: the Covid-19 screening form, rendered from the definition in the API. */
export function ScreeningPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageMeta(t('pageTitles.screening'), t('descriptions.screening'));
  const definition = useQuery(screeningFormQuery(useApi()));

  return (
    <Container size="md" className={styles.page}>
      <PageHeader title={t('pageTitles.screening')} lead={definition.data?.description} />
      {definition.isPending && (
        <div aria-busy="true" className={styles.loading}>
          <Skeleton variant="text" lines={2} />
          <Skeleton height={180} />
          <Skeleton height={420} />
        </div>
      )}
      {definition.isError && (
        <ErrorPanel
          title={t('common.loadError')}
          onRetry={() => void definition.refetch()}
          retryLabel={t('common.retry')}
        />
      )}
      {definition.isSuccess && !definition.data && <ErrorPanel title={t('form.unavailable')} />}
      {definition.data && (
        <ScreeningForm
          definition={definition.data}
          onSubmitted={(result) => navigate(`/screening/result?id=${encodeURIComponent(result.id)}`)}
        />
      )}
    </Container>
  );
}

ScreeningPage.prefetch = (({ queryClient, api }) =>
  queryClient.prefetchQuery(screeningFormQuery(api))) satisfies Prefetch;
