import { useNavigate } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import type { DoctorDetail } from '@hospital/api-client';
import { Badge, ButtonLink, VisuallyHidden } from '@hospital/ui';
import type { Lang } from '@hospital/domain/src/lang';
import { NAMESPACE } from '../../i18n';
import { bookingHref } from '../../lib/bookingHref';
import { formatTimeRange } from '../../lib/format';
import { sessionPlace, sessionTarget } from './bookingTarget';
import { remainingText, sessionDateText } from './sessionText';
import styles from './UpcomingSessions.module.css';

export interface UpcomingSessionsProps {
  doctor: DoctorDetail;
  lang: Lang;
  today: string;
  limit: number;
}

/** The next dated sessions with free places (leave days already left out by the API), each bookable. */
export function UpcomingSessions({ doctor, lang, today, limit }: UpcomingSessionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const sessions = doctor.upcoming_sessions.slice(0, limit);
  return (
    <ul className={styles.list}>
      {sessions.map((session) => {
        const place = sessionPlace(doctor, session);
        const when = `${sessionDateText(session.date, today, lang, t)}, ${formatTimeRange(session.start, session.end, lang)} ${t('wib')}`;
        return (
          <li key={`${session.session_id}-${session.date}`} className={styles.item}>
            <div className={styles.text}>
              <p className={styles.when}>{when}</p>
              <p className={styles.where}>
                {[place.poli, place.hospital].filter(Boolean).join(', ')}
                {session.telemedicine && ` · ${t('schedule.telemedicine')}`}
              </p>
              <Badge variant={session.remaining <= 5 ? 'warning' : 'success'}>
                {remainingText(session.remaining, t)}
              </Badge>
            </div>
            <ButtonLink
              href={bookingHref(sessionTarget(doctor.id, session))}
              onNavigate={(href) => navigate(href)}
              variant="primary"
              className={styles.book}
            >
              {t('card.book')}
              <VisuallyHidden> {t('profile.bookSession', { when })}</VisuallyHidden>
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
