import { memo, useRef, type ReactNode } from 'react';
import { useTranslation } from '@hospital/i18n';
import { useInfiniteQuery } from '@hospital/query';
import type { Company, DoctorQuery } from '@hospital/api-client';
import { LoadMoreLink, pageStartId, useApi } from '@hospital/remote-kit';
import { Alert, Button, EmptyState, ErrorPanel, LiveRegion } from '@hospital/ui';
import type { Lang } from '@hospital/domain/lang';
import { NAMESPACE } from '../../i18n';
import { doctorSearchQuery } from '../../shared/queries';
import { DoctorCard, DoctorCardSkeleton, type BookingPreference } from '../doctor';
import styles from './DoctorResults.module.css';

const SKELETON_COUNT = 4;

export interface DoctorResultsProps {
  /** The search; null while it cannot be asked yet (an unknown speciality asks nothing). */
  query: DoctorQuery | null;
  companies: readonly Company[];
  lang: Lang;
  today: string;
  prefer?: BookingPreference;
  /** Shown under "no doctors found": what to do to widen the search. */
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
}

/**
 * The doctors of a search with their states: loading, failed, empty, results and load more. Memoised:
 * a change of the page's URL that is not a new search (or not yet: see DoctorSearchPage) leaves it be.
 */
export const DoctorResults = memo(function DoctorResults({
  query,
  companies,
  lang,
  today,
  prefer,
  emptyMessage,
  emptyAction,
}: DoctorResultsProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const api = useApi();
  const search = useInfiniteQuery({
    ...doctorSearchQuery(api, query ?? {}),
    enabled: query !== null,
  });
  const pages = search.data?.pages ?? [];
  const doctors = pages.flatMap((page) => page.results);
  // Where each page after the first starts: the fragment of the "load more" link.
  const starts = new Map<number, string>();
  pages.forEach((page, index) => {
    const first = page.results[0];
    if (index > 0 && first) starts.set(first.id, pageStartId(index + 1));
  });
  const count = search.data?.pages.at(-1)?.count ?? 0;
  const loading = search.isFetching || query === null;
  const firstPageLoading = search.isPending;
  const firstPageFailed = search.isError && !search.data;
  const moreFailed = search.isFetchNextPageError;
  const empty = search.isSuccess && doctors.length === 0;
  const hasMore = search.hasNextPage;
  const retry = () => (moreFailed ? search.fetchNextPage() : search.refetch());

  const announcement = firstPageLoading
    ? t('results.searching')
    : firstPageFailed
      ? t('results.failedShort')
      : count === 0
        ? t('results.none')
        : t(count === 1 ? 'results.count.one' : 'results.count.other', { count });

  return (
    <section className={styles.results} aria-labelledby="doctor-results-heading">
      <div className={styles.header}>
        <h2 id="doctor-results-heading" ref={headingRef} tabIndex={-1} className="visually-hidden">
          {t('results.heading')}
        </h2>
        <LiveRegion message={announcement} visible className={styles.count} />
      </div>

      {firstPageFailed ? (
        <ErrorPanel
          title={t('results.failedTitle')}
          message={t('results.failedMessage')}
          onRetry={() => void retry()}
          retryLabel={t('retry')}
          retrying={loading}
        />
      ) : empty ? (
        <EmptyState title={t('results.emptyTitle')} message={emptyMessage} action={emptyAction} />
      ) : (
        <ul className={styles.list} aria-busy={loading || undefined}>
          {doctors.map((doctor) => (
            <li key={doctor.id} id={starts.get(doctor.id)} className={styles.item}>
              <DoctorCard doctor={doctor} companies={companies} lang={lang} today={today} prefer={prefer} />
            </li>
          ))}
          {firstPageLoading &&
            Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={`skeleton-${index}`} className={styles.item} aria-hidden="true">
                <DoctorCardSkeleton />
              </li>
            ))}
        </ul>
      )}

      {moreFailed && (
        <Alert variant="error" title={t('results.moreFailedTitle')}>
          <p className={styles.moreFailed}>{t('results.failedMessage')}</p>
          <Button variant="secondary" size="sm" onClick={() => void retry()}>
            {t('retry')}
          </Button>
        </Alert>
      )}

      {!firstPageFailed && doctors.length > 0 && (
        <div className={styles.more}>
          {count > doctors.length && (
            <p className={styles.shown}>{t('results.shown', { shown: doctors.length, count })}</p>
          )}
          <LoadMoreLink
            hasMore={hasMore && !moreFailed}
            loading={loading}
            shown={pages.length}
            fetchNextPage={search.fetchNextPage}
            label={t('results.loadMore')}
            loadingLabel={t('loading')}
            focusWhenDoneRef={headingRef}
          />
        </div>
      )}
    </section>
  );
});
