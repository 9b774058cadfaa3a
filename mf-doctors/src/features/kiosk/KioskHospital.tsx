import { useTranslation } from '@hospital/i18n';
import type { AvailabilitySession, LiveQueueSession } from '@hospital/api-client';
import { useLiveQueue } from '@hospital/remote-kit/live-queue';
import { formatTimeRange, type Lang } from '@hospital/domain';
import { NAMESPACE } from '../../i18n';
import { remainingText } from '../../shared/sessionText';
import { kioskSessionState, type KioskHospital as Hospital } from './groupSessions';
import styles from './Kiosk.module.css';

export interface KioskHospitalProps {
  hospital: Hospital;
  lang: Lang;
  /** `HH:MM` now, in WIB. */
  time: string;
}

interface RowProps {
  session: AvailabilitySession;
  lang: Lang;
  time: string;
  /** The session's live queue (docs/decisions.md, issue 18), once the stream has said it. */
  queue: LiveQueueSession | undefined;
}

function SessionRow({ session, lang, time, queue }: RowProps) {
  const { t } = useTranslation(NAMESPACE);
  const state = kioskSessionState(session, time);
  const status = queue?.cancelled
    ? t('kiosk.cancelledToday')
    : state === 'open'
      ? remainingText(session.remaining, t)
      : t(`kiosk.state.${state}`);
  const serving = !queue?.cancelled && queue && queue.now_serving > 0 && state !== 'finished';
  return (
    <li className={`${styles.row} ${state === 'finished' ? styles.finished : ''}`}>
      <span className={styles.doctor}>{session.doctor_name}</span>
      <span className={styles.time}>{formatTimeRange(session.start, session.end, lang)}</span>
      <span className={`${styles.status} ${styles[queue?.cancelled ? 'full' : state]}`}>
        {status}
        {serving && (
          <span className={styles.serving} data-testid={`kiosk-serving-${session.session_id}`}>
            {t('kiosk.nowServing', { number: queue.now_serving })}
          </span>
        )}
        {!queue?.cancelled && queue?.late_minutes ? (
          <span className={styles.serving}>{t('kiosk.late', { count: queue.late_minutes })}</span>
        ) : null}
      </span>
    </li>
  );
}

/** One hospital's column of the lobby board: its polis with today's sessions. */
export function KioskHospital({ hospital, lang, time }: KioskHospitalProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `kiosk-hospital-${hospital.companyId}`;
  // "Now serving" per running session, live from the desk (docs/decisions.md, issue 18).
  const live = useLiveQueue({ company: hospital.companyId });
  const queueOf = (sessionId: number) => live.data?.sessions.find((s) => s.session_id === sessionId);
  return (
    <section className={styles.hospital} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.hospitalName}>
        {hospital.name}
      </h2>
      {hospital.polis.length === 0 ? (
        <p className={styles.none}>{t('kiosk.noSessions')}</p>
      ) : (
        hospital.polis.map((poli) => (
          <section key={poli.poliId} className={styles.poli} aria-label={`${poli.name}, ${hospital.name}`}>
            <h3 className={styles.poliName}>{poli.name}</h3>
            <ul className={styles.rows}>
              {poli.sessions.map((session) => (
                <SessionRow
                  key={`${session.session_id}-${session.doctor_id}`}
                  session={session}
                  lang={lang}
                  time={time}
                  queue={queueOf(session.session_id)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
