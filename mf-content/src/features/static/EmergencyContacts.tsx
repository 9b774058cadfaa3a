import { useQuery } from '@hospital/query';
import { useApi } from '@hospital/remote-kit';
import { Skeleton } from '@hospital/ui';
import { LoadError } from '../../shared/components/LoadError';
import { useT } from '../../shared/components/useT';
import { directionsUrl } from '../../shared/lib/maps';
import { formatPhoneDisplay } from '../../shared/lib/phoneDisplay';
import { companiesQuery } from '../../shared/lib/queries';
import styles from './EmergencyContacts.module.css';

/**
 * The top of the emergency pages (docs/decisions.md, issue 15 item 7): each hospital's IGD number, large and one tap from a
 * call, and the way there, from `web/company` (prefetched with the page, so it is in the server's HTML).
 */
export function EmergencyContacts() {
  const t = useT();
  const companies = useQuery(companiesQuery(useApi()));
  return (
    <section className={styles.emergency} aria-labelledby="emergency-contacts">
      <h2 id="emergency-contacts" className={styles.title}>
        {t('emergency.title')}
      </h2>
      {companies.data ? (
        <ul className={styles.hospitals}>
          {companies.data.map((company) => (
            <li key={company.id} className={styles.hospital}>
              <a href={`tel:+${company.emergency_phone}`} className={styles.call}>
                <span className={styles.callLabel}>{t('emergency.call', { name: company.short_name })}</span>{' '}
                <span className={styles.number}>{formatPhoneDisplay(company.emergency_phone)}</span>
              </a>
              <a href={directionsUrl(company.latitude, company.longitude)} className={styles.directions}>
                {t('emergency.directions', { name: company.name })}
              </a>
            </li>
          ))}
        </ul>
      ) : companies.isError ? (
        <LoadError onRetry={() => void companies.refetch()} retrying={companies.isFetching} />
      ) : (
        <div className={styles.hospitals} aria-hidden="true">
          <Skeleton height={96} />
          <Skeleton height={96} />
        </div>
      )}
    </section>
  );
}
