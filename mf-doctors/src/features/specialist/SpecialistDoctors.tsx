import { useMemo } from 'react';
import { useQuery } from '@hospital/query';
import { useApi, useHttpStatus, usePageHead } from '@hospital/remote-kit';
import { Link, useNavigate } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import type { DoctorQuery } from '@hospital/api-client';
import { Breadcrumbs, Container, ErrorPanel, NotFoundPanel, PageHeader, Skeleton } from '@hospital/ui';
import { NAMESPACE } from '../../i18n';
import { useLang } from '../../shared/lang';
import { companiesQuery, specialitiesQuery } from '../../shared/queries';
import { useToday } from '../../shared/useToday';
import { DoctorResults } from '../search';
import pageStyles from '../../shared/pages.module.css';

/** The search of a speciality's page: its doctors at both hospitals, by name. */
export function specialistQuery(slug: string): DoctorQuery {
  return { speciality: slug, order: 'name asc' };
}

/** The doctors of one speciality across both hospitals, with the same cards as the search. */
export function SpecialistDoctors({ slug }: { slug: string }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const lang = useLang();
  const api = useApi();
  const specialities = useQuery(specialitiesQuery(api));
  const companies = useQuery(companiesQuery(api));
  const today = useToday();
  const speciality = specialities.data?.find((s) => s.slug === slug);
  const unknown = specialities.data !== undefined && speciality === undefined;
  // The list is asked for at once, in parallel with the speciality names; an unknown slug finds nobody.
  const query = useMemo<DoctorQuery | null>(() => (unknown ? null : specialistQuery(slug)), [slug, unknown]);

  // One head per page state (remote-kit usePageHead): an unknown speciality's is its 404 panel's.
  usePageHead(
    unknown
      ? null
      : {
          title: speciality?.name ?? t('specialist.indexTitle'),
          description: speciality
            ? t('specialist.description', { speciality: speciality.name })
            : t('specialist.indexDescription'),
        },
  );

  if (unknown) return <UnknownSpeciality />;

  return (
    <Container className={pageStyles.page}>
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        onNavigate={(href) => navigate(href)}
        items={[
          { label: t('specialist.indexTitle'), href: '/specialist' },
          { label: speciality?.name ?? '…' },
        ]}
      />
      {specialities.error ? (
        <ErrorPanel
          headingLevel={1}
          title={t('specialist.failedTitle')}
          message={t('results.failedMessage')}
          onRetry={() => void specialities.refetch()}
          retryLabel={t('retry')}
        />
      ) : speciality ? (
        <PageHeader
          title={speciality.name}
          lead={speciality.description}
          actions={
            <Link to="/appointment" className={pageStyles.sideLink}>
              {t('specialist.searchAll')}
            </Link>
          }
        />
      ) : (
        <div aria-hidden="true">
          <Skeleton variant="text" height="2.5rem" width="50%" />
          <Skeleton variant="text" lines={2} />
        </div>
      )}
      <DoctorResults
        query={query}
        companies={companies.data ?? []}
        lang={lang}
        today={today}
        emptyMessage={t('specialist.emptyMessage')}
      />
    </Container>
  );
}

function UnknownSpeciality() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  useHttpStatus(404);
  usePageHead({ title: t('notFound.title'), description: t('specialist.notFoundMessage'), noindex: true });
  return (
    <Container className={pageStyles.page}>
      <NotFoundPanel
        title={t('notFound.title')}
        message={t('specialist.notFoundMessage')}
        homeHref="/"
        homeLabel={t('notFound.backHome')}
        onNavigate={(href) => navigate(href)}
      />
      <p>
        <Link to="/specialist" className={pageStyles.sideLink}>
          {t('search.allSpecialities')}
        </Link>
      </p>
    </Container>
  );
}
