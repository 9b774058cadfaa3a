import { Link } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import type { Company, DoctorDetail, ScheduleDay } from '@hospital/api-client';
import { Alert, ResponsiveImage } from '@hospital/ui';
import { type Lang, weekdayOf } from '@hospital/domain';
import { NAMESPACE } from '../../i18n';
import { PROFILE_SESSION_COUNT } from '../../shared/constants';
import { ConsultationFees } from './ConsultationFees';
import { hospitalNames } from './hospitals';
import { preferredFirst } from './preferredHospital';
import { LeaveNotices } from './LeaveNotices';
import { UpcomingSessions } from './UpcomingSessions';
import { WeekSchedule } from './WeekSchedule';
import styles from './DoctorProfile.module.css';

const PROFILE_PHOTO_SIZE = 160;

export interface DoctorProfileProps {
  doctor: DoctorDetail;
  companies: readonly Company[];
  lang: Lang;
  today: string;
  /** The hospital the patient searched in (`?hospital=`): it comes first in every list by hospital. */
  preferredHospital: number | null;
}

/** The weekly schedule split by hospital, the patient's first, then in the doctor's order. */
function scheduleByHospital(
  doctor: DoctorDetail,
  preferred: number | null,
): { companyId: number; name: string; days: ScheduleDay[] }[] {
  const ids = preferredFirst(
    doctor.lines.map((l) => l.company_id),
    preferred,
  );
  return ids.map((companyId) => ({
    companyId,
    name: doctor.lines.find((l) => l.company_id === companyId)?.company_name ?? '',
    days: doctor.schedule
      .map((day) => ({ ...day, lines: day.lines.filter((l) => l.company_id === companyId) }))
      .filter((day) => day.lines.length > 0),
  }));
}

/** Everything a patient needs about one doctor: who, where, when, and a Book button per session. */
export function DoctorProfile({ doctor, companies, lang, today, preferredHospital }: DoctorProfileProps) {
  const { t } = useTranslation(NAMESPACE);
  const hospitals = scheduleByHospital(doctor, preferredHospital);
  const hasSchedule = hospitals.length > 0;
  const hasSessions = doctor.upcoming_sessions.length > 0;

  return (
    <article className={styles.profile}>
      <header className={styles.hero}>
        <ResponsiveImage
          src={doctor.photo}
          alt={t('profile.photoAlt', { name: doctor.name })}
          width={PROFILE_PHOTO_SIZE}
          height={PROFILE_PHOTO_SIZE}
          fetchPriority="high"
          fit="cover"
          className={styles.photo}
        />
        <div className={styles.heroText}>
          <h1 className={styles.name} tabIndex={-1}>
            {doctor.name}
          </h1>
          <p className={styles.speciality}>
            <Link to={`/specialist/${doctor.speciality_slug}`}>{doctor.speciality}</Link>
          </p>
          <p className={styles.hospitals}>
            {hospitalNames(
              { ...doctor, company_ids: preferredFirst(doctor.company_ids, preferredHospital) },
              companies,
            ).join(' · ')}
          </p>
        </div>
      </header>

      <LeaveNotices doctor={doctor} today={today} lang={lang} className={styles.notices} />

      <ConsultationFees
        doctor={doctor}
        companies={companies}
        preferredHospital={preferredHospital}
        variant="section"
      />

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="profile-sessions">
          <h2 id="profile-sessions" className={styles.sectionTitle}>
            {t('profile.sessionsTitle')}
          </h2>
          {hasSessions ? (
            <UpcomingSessions
              doctor={doctor}
              lang={lang}
              today={today}
              limit={PROFILE_SESSION_COUNT}
              preferredHospital={preferredHospital}
            />
          ) : (
            <Alert variant="info" announce={false} title={t('profile.noSessionTitle')}>
              <p className={styles.alertText}>
                {hasSchedule ? t('profile.noSessionFull') : t('profile.noSessionMessage')}
              </p>
              <Link to={`/specialist/${doctor.speciality_slug}`}>
                {t('profile.otherDoctors', { speciality: doctor.speciality })}
              </Link>
            </Alert>
          )}
        </section>

        <section className={styles.section} aria-labelledby="profile-schedule">
          <h2 id="profile-schedule" className={styles.sectionTitle}>
            {t('schedule.title')}
          </h2>
          {hasSchedule ? (
            hospitals.map((hospital) => (
              <div key={hospital.companyId} className={styles.hospitalSchedule}>
                <h3 className={styles.subTitle}>{hospital.name}</h3>
                <WeekSchedule
                  schedule={hospital.days}
                  lang={lang}
                  caption={t('profile.scheduleCaption', { name: doctor.name, hospital: hospital.name })}
                  today={weekdayOf(today)}
                />
              </div>
            ))
          ) : (
            <p>{t('profile.noSchedule')}</p>
          )}
        </section>
      </div>

      <section className={styles.section} aria-labelledby="profile-about">
        <h2 id="profile-about" className={styles.sectionTitle}>
          {t('profile.about')}
        </h2>
        <p className={styles.bio}>{doctor.profil}</p>
        {doctor.education.length > 0 && (
          <>
            <h3 className={styles.subTitle}>{t('profile.education')}</h3>
            <ul className={styles.facts}>
              {doctor.education.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
        {doctor.languages.length > 0 && (
          <>
            <h3 className={styles.subTitle}>{t('profile.languages')}</h3>
            <p>{doctor.languages.join(', ')}</p>
          </>
        )}
      </section>
    </article>
  );
}
