import { useTranslation } from '@hospital/i18n';
import type { AvailabilitySession, LiveQueueSession } from '@hospital/api-client';
import { useLiveQueue } from '@hospital/remote-kit/live-queue';
import { formatTimeRange, type Lang } from '@hospital/domain';
import { NAMESPACE } from '../../i18n';
import { remainingText } from '../../shared/sessionText';
import { kioskSessionState, type KioskHospital as Hospital, type KioskPoli } from './groupSessions';
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
  const live = queue && !queue.cancelled ? queue : undefined;
  const state = kioskSessionState(session, time, live);
  const status = queue?.cancelled
    ? t('kiosk.cancelledToday')
    : state === 'open'
      ? remainingText(session.remaining, t)
      : state === 'late'
        ? t('kiosk.late', { count: live?.late_minutes ?? 0 })
        : t(`kiosk.state.${state}`);
  const serving = state === 'now' && live && live.now_serving > 0 ? live.now_serving : null;
  const tone = queue?.cancelled ? 'full' : state === 'late' ? 'full' : state;
  return (
    <li className={styles.row}>
      <span className={styles.doctor}>{session.doctor_name}</span>
      <span className={styles.time}>{formatTimeRange(session.start, session.end, lang)}</span>
      <span className={`${styles.status} ${styles[tone]}`}>{status}</span>
      {serving !== null && (
        // Read from across the lobby: the number large, its label small (issue 26).
        <span className={styles.serving} data-testid={`kiosk-serving-${session.session_id}`}>
          <span className={styles.servingLabel}>{t('kiosk.nowServingLabel')}</span>
          <span className={styles.servingNumber}>{serving}</span>
        </span>
      )}
    </li>
  );
}

function PoliSessions({
  poli,
  label,
  lang,
  time,
  queueOf,
}: {
  poli: KioskPoli;
  /** The region's name: the poli and the hospital (and "finished" for the collapsed ones). */
  label: string;
  lang: Lang;
  time: string;
  queueOf: (sessionId: number) => LiveQueueSession | undefined;
}) {
  return (
    <section className={styles.poli} aria-label={label}>
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
  );
}

/**
 * One hospital's column of the lobby board: the polis with a session running or to come, then, smaller
 * and muted under their own line, the sessions already over (docs/decisions.md, issue 26). Not folded
 * away: a lobby screen is not clicked, and it scrolls by itself to the end.
 */
export function KioskHospital({ hospital, lang, time }: KioskHospitalProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `kiosk-hospital-${hospital.companyId}`;
  // "Now serving" per running session, live from the desk (docs/decisions.md, issue 18).
  const live = useLiveQueue({ company: hospital.companyId });
  const queueOf = (sessionId: number) => live.data?.sessions.find((s) => s.session_id === sessionId);
  const finishedCount = hospital.finished.reduce((n, poli) => n + poli.sessions.length, 0);
  return (
    <section className={styles.hospital} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.hospitalName}>
        {hospital.name}
      </h2>
      {hospital.polis.length === 0 && (
        <p className={styles.none}>{finishedCount > 0 ? t('kiosk.noMoreSessions') : t('kiosk.noSessions')}</p>
      )}
      {hospital.polis.map((poli) => (
        <PoliSessions
          key={poli.poliId}
          poli={poli}
          label={`${poli.name}, ${hospital.name}`}
          lang={lang}
          time={time}
          queueOf={queueOf}
        />
      ))}
      {finishedCount > 0 && (
        <div className={styles.finishedGroup} data-testid={`kiosk-finished-${hospital.companyId}`}>
          <p className={styles.finishedTitle}>{t('kiosk.finishedToday', { count: finishedCount })}</p>
          {hospital.finished.map((poli) => (
            <PoliSessions
              key={poli.poliId}
              poli={poli}
              label={`${poli.name}, ${hospital.name}, ${t('kiosk.state.finished')}`}
              lang={lang}
              time={time}
              queueOf={queueOf}
            />
          ))}
        </div>
      )}
    </section>
  );
}
