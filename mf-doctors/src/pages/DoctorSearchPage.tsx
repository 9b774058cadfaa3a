import { useMemo } from 'react';
import { Link, usePageMeta } from '@hospital/remote-kit';
import { useTranslation } from '@hospital/i18n';
import { Button, Container, PageHeader } from '@hospital/ui';
import { todayInJakarta } from '@hospital/domain/src/dates';
import { NAMESPACE } from '../i18n';
import { useLang } from '../lib/lang';
import { useCompanies, usePolis } from '../lib/referenceData';
import { DoctorFilters } from '../features/search/DoctorFilters';
import { DoctorResults } from '../features/search/DoctorResults';
import { isFiltered, toDoctorQuery } from '../features/search/filters';
import { useDoctorFilters } from '../features/search/useDoctorFilters';
import { useDoctorSearch } from '../features/search/useDoctorSearch';
import styles from './pages.module.css';

/** `/appointment`: find a doctor by hospital, speciality, name and day, and book a session. */
export function DoctorSearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const lang = useLang();
  const { filters, update, reset } = useDoctorFilters();
  const companies = useCompanies();
  const polis = usePolis();
  const query = useMemo(() => toDoctorQuery(filters), [filters]);
  const searchKey = useDoctorSearch(query);
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
        searchKey={searchKey}
        companies={companies.data ?? []}
        lang={lang}
        today={todayInJakarta()}
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
