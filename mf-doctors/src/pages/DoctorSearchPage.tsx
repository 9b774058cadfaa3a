import { useMemo } from 'react';
import { useQuery } from '@hospital/query';
import { useApi, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { Link } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import { Button, Container, PageHeader } from '@hospital/ui';
import { NAMESPACE } from '../i18n';
import { useLang } from '../shared/lang';
import { companiesQuery, doctorSearchQuery, polisQuery } from '../shared/queries';
import { useToday } from '../shared/useToday';
import { DoctorFilters } from '../features/search/DoctorFilters';
import { DoctorResults } from '../features/search/DoctorResults';
import { isFiltered, parseFilters, toDoctorQuery } from '../features/search/filters';
import { useDoctorFilters } from '../features/search/useDoctorFilters';
import styles from './pages.module.css';

/** `/appointment`: find a doctor by hospital, speciality, name and day, and book a session. */
export function DoctorSearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const lang = useLang();
  const { filters, update, reset } = useDoctorFilters();
  const api = useApi();
  const companies = useQuery(companiesQuery(api));
  const polis = useQuery(polisQuery(api));
  const query = useMemo(() => toDoctorQuery(filters), [filters]);
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
        companies={companies.data ?? []}
        polis={polis.data ?? []}
        lang={lang}
      />
      <DoctorResults
        query={query}
        companies={companies.data ?? []}
        lang={lang}
        today={today}
        prefer={{ companyId: filters.hospital, poliId: filters.poli }}
        emptyMessage={t('results.emptyMessage')}
        emptyAction={
          isFiltered(filters) ? (
            <Button variant="secondary" onClick={reset}>
              {t('filters.resetAll')}
            </Button>
          ) : undefined
        }
      />
    </Container>
  );
}

DoctorSearchPage.prefetch = (({ queryClient, api, search }) =>
  Promise.all([
    queryClient.prefetchQuery(companiesQuery(api)),
    queryClient.prefetchQuery(polisQuery(api)),
    queryClient.prefetchInfiniteQuery(doctorSearchQuery(api, toDoctorQuery(parseFilters(search)))),
  ])) satisfies Prefetch;
