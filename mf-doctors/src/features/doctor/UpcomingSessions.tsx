import { useNavigate } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import type { DoctorDetail, NextSession } from '@hospital/api-client';
import { Badge, ButtonLink, VisuallyHidden } from '@hospital/ui';
import { buildBookingLink, formatTimeRange, type Lang } from '@hospital/domain';
import { NAMESPACE } from '../../i18n';
import { sessionPlace, sessionTarget } from './bookingTarget';
import { sessionsByHospital, type HospitalSessions } from './sessionGroups';
import { remainingText, sessionDateText } from '../../shared/sessionText';
import styles from './UpcomingSessions.module.css';

export interface UpcomingSessionsProps {
  doctor: DoctorDetail;
  lang: Lang;
  today: string;
  /** Sessions shown per hospital. */
  limit: number;
  /** The hospital the patient searched in (`?hospital=`): its sessions come first. */
  preferredHospital: number | null;
}

/**
 * The next dated sessions with free places (leave days already left out by the API), each bookable,
 * grouped by hospital, the patient's first (docs/decisions.md, issue 15 item 5). Every Book button says when and where.
 */
export function UpcomingSessions({ doctor, lang, today, limit, preferredHospital }: UpcomingSessionsProps) {
  const groups = sessionsByHospital(doctor, preferredHospital);
  const named = groups.length > 1;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <div key={group.companyId} className={styles.group}>
          {named && <h3 className={styles.hospital}>{group.name}</h3>}
          <HospitalGroup doctor={doctor} group={group} lang={lang} today={today} limit={limit} />
        </div>
      ))}
    </div>
  );
}

function HospitalGroup({
  doctor,
  group,
  lang,
  today,
  limit,
}: {
  doctor: DoctorDetail;
  group: HospitalSessions;
  lang: Lang;
  today: string;
  limit: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  if (group.sessions.length === 0 && group.line) {
    const { line } = group;
    return (
      <div className={styles.item}>
        <p className={styles.where}>{t('profile.chooseDate')}</p>
        <ButtonLink
          href={buildBookingLink({ doctorId: doctor.id, companyId: line.company_id, poliId: line.poli_id })}
          onNavigate={(href) => navigate(href)}
          variant="primary"
          className={styles.book}
        >
          {t('card.book')}
          <VisuallyHidden> {t('profile.bookAt', { hospital: group.name })}</VisuallyHidden>
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {group.sessions.slice(0, limit).map((session) => (
        <SessionItem key={`${session.session_id}-${session.date}`} {...{ doctor, session, lang, today }} />
      ))}
    </ul>
  );
}

function SessionItem({
  doctor,
  session,
  lang,
  today,
}: {
  doctor: DoctorDetail;
  session: NextSession;
  lang: Lang;
  today: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { poli, hospital } = sessionPlace(doctor, session);
  const place = [poli, hospital].filter(Boolean).join(', ');
  const when = `${sessionDateText(session.date, today, lang, t)}, ${formatTimeRange(session.start, session.end, lang)} ${t('wib')}`;
  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <p className={styles.when}>{when}</p>
        <p className={styles.where}>
          {place}
          {session.telemedicine && ` · ${t('schedule.telemedicine')}`}
        </p>
        <Badge variant={session.remaining <= 5 ? 'warning' : 'success'}>
          {remainingText(session.remaining, t)}
        </Badge>
      </div>
      <ButtonLink
        href={buildBookingLink(sessionTarget(doctor.id, session))}
        onNavigate={(href) => navigate(href)}
        variant="primary"
        className={styles.book}
      >
        {t('card.book')}
        <VisuallyHidden> {t('profile.bookSession', { when, place })}</VisuallyHidden>
      </ButtonLink>
    </li>
  );
}
