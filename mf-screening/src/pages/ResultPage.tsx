import { useQuery } from '@hospital/query';
import { useNavigate, useSearchParams } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import { Button, ButtonLink, Container, ErrorPanel, Skeleton } from '@hospital/ui';
import { CategoryCard } from '../features/result/CategoryCard';
import { AnswerList } from '../features/result/AnswerList';
import { NextStep } from '../features/result/NextStep';
import { useApi, useHttpStatus, useInteractive, usePageHead, type Prefetch } from '@hospital/remote-kit';
import { companiesQuery, screeningResultQuery } from '../shared/queries';
import styles from './ResultPage.module.css';

/** `/screening/result?id=<uuid>`: the stored result, read from the API every time (reload, later visit). */
export function ResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const result = useQuery(screeningResultQuery(useApi(), params.get('id') ?? ''));
  // A personal page: never indexed, and the server never caches it (routes.json `personal`).
  usePageHead({
    title: t('pageTitles.screeningResult'),
    description: t('descriptions.result'),
    noindex: true,
  });
  const toPage = (href: string) => navigate(href);
  // Printing needs the script; without it the browser's own Print does the same (docs/decisions.md, issue 25).
  const interactive = useInteractive();

  if (result.data === null) return <ResultNotFound />;

  return (
    <Container size="md" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title} tabIndex={-1}>
          {t('pageTitles.screeningResult')}
        </h1>
        {result.data && (
          <div className={styles.toolbar}>
            {interactive && <Button onClick={() => window.print()}>{t('result.print')}</Button>}
            <ButtonLink href="/screening" variant="secondary" onNavigate={toPage}>
              {t('result.newScreening')}
            </ButtonLink>
          </div>
        )}
      </header>
      {result.isPending && (
        <div aria-busy="true" className={styles.stack}>
          <Skeleton height={160} />
          <Skeleton height={140} />
          <Skeleton height={320} />
        </div>
      )}
      {result.isError && (
        <ErrorPanel
          title={t('common.loadError')}
          onRetry={() => void result.refetch()}
          retryLabel={t('common.retry')}
        />
      )}
      {result.data && (
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

ResultPage.prefetch = (async ({ queryClient, api, search }) => {
  await Promise.all([
    queryClient.fetchQuery(screeningResultQuery(api, search.get('id') ?? '')),
    queryClient.prefetchQuery(companiesQuery(api)),
  ]);
}) satisfies Prefetch;

function ResultNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useHttpStatus(404);
  return (
    <Container size="md" className={styles.page}>
      <section className={styles.notFound} role="alert">
        <h1 tabIndex={-1}>{t('result.notFoundTitle')}</h1>
        <p>{t('result.notFoundText')}</p>
        <ButtonLink href="/screening" onNavigate={(href) => navigate(href)}>
          {t('result.startScreening')}
        </ButtonLink>
      </section>
    </Container>
  );
}
