import type { ReactNode } from 'react';
import { useQuery } from '@hospital/query';
import { Link, useNavigate, useParams, useSearchParams } from '@hospital/router';
import {
  Redirect,
  useApi,
  useHttpStatus,
  usePageHead,
  useSiteAddress,
  type Prefetch,
} from '@hospital/remote-kit';
import { useTranslation } from '@hospital/i18n';
import type { DoctorDetail } from '@hospital/api-client';
import { Breadcrumbs, Container, ErrorPanel, NotFoundPanel } from '@hospital/ui';
import { NAMESPACE } from '../i18n';
import { useLang } from '../shared/lang';
import { companiesQuery, doctorQuery } from '../shared/queries';
import { useToday } from '../shared/useToday';
import { DoctorProfile } from '../features/doctor/DoctorProfile';
import { doctorJsonLd } from '../features/doctor/doctorJsonLd';
import { ProfileSkeleton } from '../features/doctor/ProfileSkeleton';
import { preferredHospitalOf } from '../features/doctor/preferredHospital';
import styles from '../shared/pages.module.css';

const DOCTOR_PHOTO_SOURCE_SIZE = 400;

/** `/doctor/:id`: a doctor's profile by id or slug; without either, the search. */
export function DoctorProfilePage() {
  const { id } = useParams();
  if (!id) return <Redirect to="/appointment" />;
  return <DoctorProfileLoader key={id} idOrSlug={id} />;
}

DoctorProfilePage.prefetch = (async ({ queryClient, api, params }) => {
  if (!params.id) return;
  await Promise.all([
    queryClient.fetchQuery(doctorQuery(api, params.id)),
    queryClient.prefetchQuery(companiesQuery(api)),
  ]);
}) satisfies Prefetch;

function DoctorProfileLoader({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation(NAMESPACE);
  const api = useApi();
  const doctor = useQuery(doctorQuery(api, idOrSlug));
  if (doctor.data === null) return <DoctorNotFound />;
  if (doctor.data) return <DoctorFound doctor={doctor.data} />;
  return (
    <ProfileFrame>
      {doctor.isError ? (
        <ErrorPanel
          headingLevel={1}
          title={t('profile.failedTitle')}
          message={t('profile.failedMessage')}
          onRetry={() => void doctor.refetch()}
          retryLabel={t('retry')}
          retrying={doctor.isFetching}
        />
      ) : (
        <ProfileSkeleton />
      )}
    </ProfileFrame>
  );
}

function DoctorFound({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const api = useApi();
  const lang = useLang();
  const today = useToday();
  const companies = useQuery(companiesQuery(api)).data ?? [];
  const at = useSiteAddress();
  // The hospital of the search the patient came from (docs/decisions.md, issue 15 item 5); the URL says it to the server too.
  const [params] = useSearchParams();
  usePageHead({
    title: doctor.name,
    description: t('profile.description', {
      name: doctor.name,
      speciality: doctor.speciality,
      hospitals: [...new Set(doctor.lines.map((l) => l.company_name))].join(', ') || '',
    }),
    path: `/doctor/${doctor.slug}`,
    type: 'profile',
    image: {
      url: doctor.photo,
      // The picture's own size (the API draws doctors' photos 400 x 400), not the size it is shown at.
      width: DOCTOR_PHOTO_SOURCE_SIZE,
      height: DOCTOR_PHOTO_SOURCE_SIZE,
      alt: t('profile.photoAlt', { name: doctor.name }),
    },
    jsonLd: [doctorJsonLd(doctor, companies, at)],
  });
  return (
    <ProfileFrame doctor={doctor}>
      <DoctorProfile
        doctor={doctor}
        companies={companies}
        lang={lang}
        today={today}
        preferredHospital={preferredHospitalOf(params)}
      />
    </ProfileFrame>
  );
}

function DoctorNotFound() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  useHttpStatus(404);
  usePageHead({ title: t('notFound.title'), description: t('profile.notFoundMessage'), noindex: true });
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

/** The page around the profile: the breadcrumbs of a doctor (or of the search while it loads). */
function ProfileFrame({ doctor, children }: { doctor?: DoctorDetail; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  usePageHead(doctor ? null : { title: t('pageTitles.doctorId'), description: t('search.description') });
  return (
    <Container className={styles.page}>
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        onNavigate={(href) => navigate(href)}
        items={[
          { label: t('search.title'), href: '/appointment' },
          ...(doctor
            ? [
                { label: doctor.speciality, href: `/specialist/${doctor.speciality_slug}` },
                { label: doctor.name },
              ]
            : []),
        ]}
      />
      {children}
    </Container>
  );
}
