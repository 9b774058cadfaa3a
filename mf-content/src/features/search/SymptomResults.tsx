import { Link } from '@hospital/router';
import type { SearchDoctor, SearchEmergency } from '@hospital/api-client';
import { formatDayMonth, formatPrice, formatTimeRange } from '@hospital/domain';
import { ResponsiveImage } from '@hospital/ui';
import { useT } from '../../shared/components/useT';
import { useLang } from '../../shared/hooks/useLang';
import { formatPhoneDisplay } from '../../shared/lib/phoneDisplay';
import styles from './SymptomResults.module.css';
import { Highlight } from '../../shared/components/Highlight';

/**
 * An emergency complaint ("nyeri dada", "sesak napas") puts each hospital's IGD call above every result
 * (docs/decisions.md, issue 26 — symptom search): one tap, a `tel:` link.
 */
export function EmergencyCalls({ calls }: { calls: SearchEmergency[] }) {
  const t = useT();
  if (calls.length === 0) return null;
  return (
    <section className={styles.emergency} aria-labelledby="search-emergency" data-testid="search-emergency">
      <h2 id="search-emergency" className={styles.emergencyTitle}>
        {t('search.emergency.title')}
      </h2>
      <p className={styles.emergencyText}>{t('search.emergency.text')}</p>
      <ul className={styles.calls}>
        {calls.map((call) => (
          <li key={call.company_id}>
            <a href={`tel:+${call.phone}`} className={styles.call}>
              <span>{t('search.emergency.call', { name: call.hospital })}</span>{' '}
              <span className={styles.number}>{formatPhoneDisplay(call.phone)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A doctor found: who, where and when the next free session is, its fee there, and Book with that
 * session chosen in the wizard (`book_path`, @hospital/domain's bookingLink).
 */
export function DoctorHit({ doctor, query }: { doctor: SearchDoctor; query: string }) {
  const t = useT();
  const lang = useLang();
  const next = doctor.next_session ?? null;
  const when = next
    ? `${formatDayMonth(next.date, lang)}, ${formatTimeRange(next.start, next.end, lang)} ${t('search.doctor.wib')}`
    : '';
  return (
    <li className={styles.doctor}>
      <ResponsiveImage
        src={doctor.photo}
        alt=""
        width={64}
        height={64}
        fit="cover"
        className={styles.avatar}
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={doctor.path}>
            <Highlight text={doctor.name} query={query} />
          </Link>
        </h3>
        <p className={styles.speciality}>{doctor.speciality}</p>
        {doctor.hospital && <p className={styles.hospital}>{doctor.hospital}</p>}
        {next ? (
          <p className={styles.next}>
            <span className={styles.label}>{t('search.doctor.next')}:</span> {when}
          </p>
        ) : (
          <p className={styles.none}>{t('search.doctor.none')}</p>
        )}
        {doctor.fee != null && (
          <p className={styles.fee}>
            <span className={styles.label}>{t('search.doctor.fee')}:</span> {formatPrice(doctor.fee)}
          </p>
        )}
        {doctor.book_path && (
          <Link
            to={doctor.book_path}
            className={styles.book}
            aria-label={t('search.doctor.bookLabel', { name: doctor.name, when })}
          >
            {t('search.doctor.book')}
          </Link>
        )}
      </div>
    </li>
  );
}
