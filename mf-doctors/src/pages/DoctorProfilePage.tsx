import { Link, Navigate, useNavigate, useParams, usePageMeta } from '@hospital/remote-kit';
import { useTranslation } from '@hospital/i18n';
import { isApiError, type DoctorDetail } from '@hospital/api-client';
import { Breadcrumbs, Container, ErrorPanel, NotFoundPanel } from '@hospital/ui';
import { todayInJakarta } from '@hospital/domain/src/dates';
import { doctorsApi } from '../api/doctorsApi';
import { NAMESPACE } from '../i18n';
import { useLang } from '../lib/lang';
import { useCompanies } from '../lib/referenceData';
import { useResource } from '../lib/resource';
import { DoctorProfile } from '../features/doctor/DoctorProfile';
import { ProfileSkeleton } from '../features/doctor/ProfileSkeleton';
import styles from './pages.module.css';

/** `/doctor/:id`: a doctor's profile by id or slug; without either, the search. */
export function DoctorProfilePage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/appointment" replace />;
  return <DoctorProfileLoader key={id} idOrSlug={id} />;
}

function DoctorProfileLoader({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const lang = useLang();
  const companies = useCompanies();
  const doctor = useResource<DoctorDetail>(`doctor:${idOrSlug}:${lang}`, () =>
    doctorsApi().getDoctorBySlug(idOrSlug),
  );
  const notFound = isApiError(doctor.error) && doctor.error.status === 404;

  const title = doctor.data
    ? doctor.data.name
    : notFound
      ? t('notFound.title')
      : doctor.error
        ? t('profile.failedTitle')
        : t('pageTitles.doctorId');
  const description = doctor.data
    ? t('profile.description', {
        name: doctor.data.name,
        speciality: doctor.data.speciality,
        hospitals: [...new Set(doctor.data.lines.map((l) => l.company_name))].join(', ') || '',
      })
    : t('search.description');
  usePageMeta(title, description);

  if (notFound) {
    return (
      <Container className={styles.page}>
        <NotFoundPanel
          title={t('notFound.title')}
          message={t('profile.notFoundMessage')}
          homeHref="/"
          homeLabel={t('notFound.backHome')}
          onNavigate={(href) => navigate(href)}
        />
        <p>
          <Link to="/appointment" className={styles.sideLink}>
            {t('profile.searchOthers')}
          </Link>
        </p>
      </Container>
    );
  }

  return (
    <Container className={styles.page}>
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        onNavigate={(href) => navigate(href)}
        items={[
          { label: t('search.title'), href: '/appointment' },
          ...(doctor.data
            ? [
                { label: doctor.data.speciality, href: `/specialist/${doctor.data.speciality_slug}` },
                { label: doctor.data.name },
              ]
            : []),
        ]}
      />
      {doctor.data ? (
        <DoctorProfile
          doctor={doctor.data}
          companies={companies.data ?? []}
          lang={lang}
          today={todayInJakarta()}
        />
      ) : doctor.error ? (
        <ErrorPanel
          headingLevel={1}
          title={t('profile.failedTitle')}
          message={t('profile.failedMessage')}
          onRetry={doctor.reload}
          retryLabel={t('retry')}
        />
      ) : (
        <ProfileSkeleton />
      )}
    </Container>
  );
}
