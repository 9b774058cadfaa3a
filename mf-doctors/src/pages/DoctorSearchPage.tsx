import { useDeferredValue, useMemo } from 'react';
import type { Company, Poli } from '@hospital/api-client';
import { useQuery } from '@hospital/query';
import { prefetchShownPages, shownPages, useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { Link, useLocation } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import { ButtonLink, Container, PageHeader } from '@hospital/ui';
import { NAMESPACE } from '../i18n';
import { useLang } from '../shared/lang';
import { companiesQuery, doctorSearchQuery, polisQuery } from '../shared/queries';
import { useToday } from '../shared/useToday';
import { DoctorFilters } from '../features/search/DoctorFilters';
import { DoctorResults } from '../features/search/DoctorResults';
import { isFiltered, parseFilters, resolveFilters, toDoctorQuery } from '../features/search/filters';
import { useDoctorFilters } from '../features/search/useDoctorFilters';
import styles from '../shared/pages.module.css';

const NO_COMPANIES: Company[] = [];
const NO_POLIS: Poli[] = [];

/** `/appointment`: find a doctor by hospital, speciality, name and day, and book a session. */
export function DoctorSearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const lang = useLang();
  const { filters: asked, update, reset } = useDoctorFilters();
  const { pathname } = useLocation();
  const api = useApi();
  const companies = useQuery(companiesQuery(api)).data ?? NO_COMPANIES;
  const polis = useQuery(polisQuery(api)).data ?? NO_POLIS;
  // The URL of a form sent without the scripts may name the speciality in the other shape (resolveFilters).
  const filters = useMemo(() => resolveFilters(asked, polis), [asked, polis]);
  // A filter change paints the control at once; the results of the new search are rendered in the
  // background, interruptibly (the list is the costly part: INP, docs/decisions.md, issue 25).
  const searched = useDeferredValue(filters);
  const query = useMemo(() => toDoctorQuery(searched), [searched]);
  const prefer = useMemo(
    () => ({ companyId: searched.hospital, poliId: searched.poli }),
    [searched.hospital, searched.poli],
  );
  const filtered = isFiltered(searched);
  const emptyAction = useMemo(
    () =>
      filtered ? (
        // A link to the page without filters, so it works before the scripts, which then reset in place.
        <ButtonLink variant="secondary" href={pathname} onNavigate={() => reset()}>
          {t('filters.resetAll')}
        </ButtonLink>
      ) : undefined,
    [filtered, pathname, reset, t],
  );
  const today = useToday();
  usePageMeta(t('search.title'), t('search.description'));

  return (
    <Container className={styles.page}>
      <PageHeader
        title={t('search.title')}
        lead={t('search.lead')}
        actions={
          <Link to="/specialist" className={styles.sideLink}>
            {t('search.allSpecialities')}
          </Link>
        }
      />
      <DoctorFilters
        filters={filters}
        onChange={update}
        onReset={reset}
        companies={companies}
        polis={polis}
        lang={lang}
      />
      <DoctorResults
        query={query}
        companies={companies}
        lang={lang}
        today={today}
        prefer={prefer}
        emptyMessage={t('results.emptyMessage')}
        emptyAction={emptyAction}
      />
    </Container>
  );
}

DoctorSearchPage.prefetch = (async ({ queryClient, api, search }) => {
  const asked = parseFilters(search);
  // `?page=n`: the first n pages, as "load more" showed them (docs/decisions.md, issue 25).
  const searchFor = (filters: typeof asked) =>
    prefetchShownPages(queryClient, doctorSearchQuery(api, toDoctorQuery(filters)), shownPages(search));
  await Promise.all([
    queryClient.prefetchQuery(companiesQuery(api)),
    queryClient.prefetchQuery(polisQuery(api)),
    searchFor(asked),
  ]);
  // The URL as the browser writes it (nearly always) is searched in parallel with the clinics; one sent
  // by the form without the scripts may mean another clinic, known once they are (resolveFilters).
  const resolved = resolveFilters(asked, queryClient.getQueryData(polisQuery(api).queryKey) ?? NO_POLIS);
  if (resolved !== asked) {
    queryClient.removeQueries({
      queryKey: doctorSearchQuery(api, toDoctorQuery(asked)).queryKey,
      exact: true,
    });
    await searchFor(resolved);
  }
}) satisfies Prefetch;
