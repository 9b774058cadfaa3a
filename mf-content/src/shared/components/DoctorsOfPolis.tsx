import { useQuery } from '@hospital/query';
import { Link } from '@hospital/router';
import { useApi } from '@hospital/remote-kit';
import { ResponsiveImage, Skeleton } from '@hospital/ui';
import type { Doctor } from '@hospital/api-client';
import { buildBookingLink } from '@hospital/domain';
import { doctorsQuery } from '../lib/queries';
import { LoadError } from './LoadError';
import { Section } from './Section';
import { useT } from './useT';
import styles from './DoctorsOfPolis.module.css';

/** The booking wizard for this doctor, at the page's poli when they practise in it. */
export function bookingHref(doctor: Doctor, poliIds: readonly number[]): string {
  const poliId = doctor.poli_ids.find((id) => poliIds.includes(id)) ?? doctor.poli_ids[0];
  return buildBookingLink({ doctorId: doctor.id, companyId: doctor.company_id, poliId });
}

function DoctorCard({ doctor, poliIds }: { doctor: Doctor; poliIds: readonly number[] }) {
  const t = useT();
  return (
    <li className={styles.card}>
      <ResponsiveImage src={doctor.photo} alt="" width={96} height={96} className={styles.photo} />
      <div className={styles.text}>
        <h3 className={styles.name}>
          <Link to={doctor.path} className={styles.link}>
            {doctor.name}
          </Link>
        </h3>
        <p className={styles.speciality}>{doctor.speciality}</p>
        <p className={styles.book}>
          <Link to={bookingHref(doctor, poliIds)} className={styles.bookLink}>
            {t('doctors.book')}
          </Link>
        </p>
      </div>
    </li>
  );
}

/** Doctors practising in the given polyclinics (a centre of excellence, a clinic, a hospital...). */
export function DoctorsOfPolis({
  poliIds,
  companyId,
  title,
}: {
  poliIds?: readonly number[];
  companyId?: number;
  title?: string;
}) {
  const t = useT();
  const ids = poliIds ?? [];
  const wanted = ids.length > 0 || companyId !== undefined;
  const result = useQuery({ ...doctorsQuery(useApi(), { poliIds: ids, companyId }), enabled: wanted });
  if (!wanted) return null;
  if (result.data?.length === 0) return null;
  const more = companyId
    ? { href: `/appointment?hospital=${companyId}`, label: t('doctors.all') }
    : { href: '/appointment', label: t('doctors.all') };
  return (
    <Section title={title ?? t('doctors.title')} more={more}>
      {result.data ? (
        <ul className={styles.grid}>
          {result.data.map((doctor) => (
            <DoctorCard key={doctor.id} doctor={doctor} poliIds={ids} />
          ))}
        </ul>
      ) : result.isError ? (
        <LoadError onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : (
        <ul className={styles.grid} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className={styles.card} aria-hidden="true">
              <Skeleton variant="circle" width={96} />
              <div className={styles.text}>
                <Skeleton variant="text" lines={3} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
