import { useTranslation } from '@hospital/i18n';
import type { AvailabilitySession } from '@hospital/api-client';
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

function SessionRow({ session, lang, time }: { session: AvailabilitySession; lang: Lang; time: string }) {
  const { t } = useTranslation(NAMESPACE);
  const state = kioskSessionState(session, time);
  const status = state === 'open' ? remainingText(session.remaining, t) : t(`kiosk.state.${state}`);
  return (
    <li className={`${styles.row} ${state === 'finished' ? styles.finished : ''}`}>
      <span className={styles.doctor}>{session.doctor_name}</span>
      <span className={styles.time}>{formatTimeRange(session.start, session.end, lang)}</span>
      <span className={`${styles.status} ${styles[state]}`}>{status}</span>
    </li>
  );
}

/** One hospital's column of the lobby board: its polis with today's sessions. */
export function KioskHospital({ hospital, lang, time }: KioskHospitalProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `kiosk-hospital-${hospital.companyId}`;
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
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
