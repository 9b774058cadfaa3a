import { memo, useId, type ReactNode } from 'react';
import { Link, useNavigate } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import type { Company } from '@hospital/api-client';
import { Badge, ButtonLink, ResponsiveImage, VisuallyHidden } from '@hospital/ui';
import { buildBookingLink, formatTimeRange, type Lang, weekdayOf } from '@hospital/domain';
import { NAMESPACE } from '../../i18n';
import { bookingTargetFor, sessionPlace, type BookingPreference } from './bookingTarget';
import { ConsultationFees } from './ConsultationFees';
import { hospitalNames } from './hospitals';
import { profileHref } from './preferredHospital';
import { LeaveNotices } from './LeaveNotices';
import { remainingText, sessionDateText } from '../../shared/sessionText';
import { WeekSchedule } from './WeekSchedule';
import type { DoctorSummary } from '../../shared/queries';
import styles from './DoctorCard.module.css';

/** Few places left: said in words and with the warning colour. */
const FEW_PLACES = 5;

export const PHOTO_SIZE = 88;

export interface DoctorCardProps {
  doctor: DoctorSummary;
  companies: readonly Company[];
  lang: Lang;
  /** Today in WIB (`YYYY-MM-DD`). */
  today: string;
  /** The search's hospital/poli: Book goes there, the profile keeps the hospital, its fee comes first. */
  prefer?: BookingPreference;
  headingLevel?: 2 | 3;
}

/**
 * One doctor in a result list: who, where, the next free session, the week, and Book. Memoised: a
 * change of the filters (the URL) renders again only the cards whose doctor or search changed (INP:
 * docs/decisions.md, issue 25); the only part that follows the URL itself is the Book link.
 */
export const DoctorCard = memo(function DoctorCard({
  doctor,
  companies,
  lang,
  today,
  prefer,
  headingLevel = 3,
}: DoctorCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const next = doctor.next_session;
  const place = next ? sessionPlace(doctor, next) : null;
  const target = bookingTargetFor(doctor, prefer);
  const targetHospital = target
    ? (companies.find((c) => c.id === target.companyId)?.name ??
      doctor.lines.find((l) => l.company_id === target.companyId)?.company_name ??
      '')
    : '';
  const profilePath = profileHref(doctor.slug, prefer?.companyId);

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.identity}>
        <ResponsiveImage
          src={doctor.photo}
          alt=""
          width={PHOTO_SIZE}
          height={PHOTO_SIZE}
          fit="cover"
          className={styles.photo}
        />
        <div className={styles.who}>
          <Heading id={headingId} className={styles.name}>
            <Link to={profilePath} className={styles.nameLink}>
              {doctor.name}
            </Link>
          </Heading>
          <p className={styles.speciality}>{doctor.speciality}</p>
          <p className={styles.hospitals}>
            <VisuallyHidden>{t('card.hospitals')}: </VisuallyHidden>
            {hospitalNames(doctor, companies).join(' · ')}
          </p>
        </div>
      </div>

      <LeaveNotices doctor={doctor} today={today} lang={lang} className={styles.notices} />

      <div className={styles.next}>
        <p className={styles.label}>{t('session.next')}</p>
        {next ? (
          <>
            <p className={styles.when}>
              {sessionDateText(next.date, today, lang, t)}, {formatTimeRange(next.start, next.end, lang)}{' '}
              {t('wib')}
            </p>
            {place && (
              <p className={styles.where}>
                {[place.poli, place.hospital].filter(Boolean).join(', ')}
                {next.telemedicine && ` · ${t('schedule.telemedicine')}`}
              </p>
            )}
            <Badge variant={next.remaining <= FEW_PLACES ? 'warning' : 'success'}>
              {remainingText(next.remaining, t)}
            </Badge>
          </>
        ) : (
          <p className={styles.when}>{t('session.none')}</p>
        )}
      </div>

      <ConsultationFees
        doctor={doctor}
        companies={companies}
        preferredHospital={prefer?.companyId}
        variant="block"
      />

      <div className={styles.week}>
        <p className={styles.label} aria-hidden="true">
          {t('schedule.title')}
        </p>
        <WeekSchedule
          schedule={doctor.schedule}
          lang={lang}
          caption={t('schedule.caption', { name: doctor.name })}
          today={weekdayOf(today)}
        />
      </div>

      <div className={styles.actions}>
        {target && (
          <BookLink href={buildBookingLink(target)}>
            {t('card.book')}
            <VisuallyHidden>
              {' '}
              {t('card.bookWith', { name: doctor.name, hospital: targetHospital })}
            </VisuallyHidden>
          </BookLink>
        )}
        <Link to={profilePath} className={styles.profileLink}>
          {t('card.profile')}
          <VisuallyHidden> {doctor.name}</VisuallyHidden>
        </Link>
      </div>
    </article>
  );
});

/** Book, navigating in the page: react-router's navigate follows the location, so it lives here, not in the card. */
function BookLink({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ButtonLink href={href} onNavigate={(to) => navigate(to)} size="md">
      {children}
    </ButtonLink>
  );
}
