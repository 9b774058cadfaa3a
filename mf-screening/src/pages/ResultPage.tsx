import { useNavigate, useSearchParams } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import { api, isApiError, type ScreeningResult } from '@hospital/api-client';
import { Button, ButtonLink, Container, ErrorPanel, Skeleton } from '@hospital/ui';
import { CategoryCard } from '../result/CategoryCard';
import { AnswerList } from '../result/AnswerList';
import { NextStep } from '../result/NextStep';
import { useLocale } from '@hospital/i18n';
import { usePageMeta } from '@hospital/remote-kit';
import { useRequest } from '@hospital/remote-kit';
import styles from './ResultPage.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class ResultNotFound extends Error {}

function loadResult(id: string, signal: AbortSignal): Promise<ScreeningResult> {
  // A malformed id cannot exist: no need to ask the server.
  if (!UUID.test(id)) return Promise.reject(new ResultNotFound());
  return api().getScreeningResult(id, { signal });
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof ResultNotFound || (isApiError(error) && (error.status === 404 || error.status === 400))
  );
}

/** `/screening/result?id=<uuid>`: the stored result, read from the API every time (reload, later visit). */
export function ResultPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  usePageMeta(t('pageTitles.screeningResult'), t('descriptions.result'));
  const result = useRequest((signal) => loadResult(id, signal), `${id}|${lang}`);
  const toPage = (href: string) => navigate(href);

  if (result.status === 'error' && isNotFound(result.error)) {
    return (
      <Container size="md" className={styles.page}>
        <section className={styles.notFound} role="alert">
          <h1 tabIndex={-1}>{t('result.notFoundTitle')}</h1>
          <p>{t('result.notFoundText')}</p>
          <ButtonLink href="/screening" onNavigate={toPage}>
            {t('result.startScreening')}
          </ButtonLink>
        </section>
      </Container>
    );
  }

  return (
    <Container size="md" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title} tabIndex={-1}>
          {t('pageTitles.screeningResult')}
        </h1>
        {result.status === 'ok' && (
          <div className={styles.toolbar}>
            <Button onClick={() => window.print()}>{t('result.print')}</Button>
            <ButtonLink href="/screening" variant="secondary" onNavigate={toPage}>
              {t('result.newScreening')}
            </ButtonLink>
          </div>
        )}
      </header>
      {result.status === 'loading' && (
        <div aria-busy="true" className={styles.stack}>
          <Skeleton height={160} />
          <Skeleton height={140} />
          <Skeleton height={320} />
        </div>
      )}
      {result.status === 'error' && (
        <ErrorPanel title={t('common.loadError')} onRetry={result.retry} retryLabel={t('common.retry')} />
      )}
      {result.status === 'ok' && (
        <div className={styles.stack}>
          <CategoryCard result={result.data} />
          <NextStep action={result.data.action} />
          <AnswerList result={result.data} />
          <p className={styles.printNote}>{t('result.printNote')}</p>
        </div>
      )}
    </Container>
  );
}
