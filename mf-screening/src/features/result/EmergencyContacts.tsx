import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { companiesQuery } from '../../shared/queries';
import { formatLocalPhone } from './formatLocalPhone';
import styles from './NextStep.module.css';

/** Indonesia's national emergency number (ambulance), always shown even if the hospitals fail to load. */
const NATIONAL_EMERGENCY = '119';

/** The emergency numbers of both hospitals (from the API), as tap-to-call links. */
export function EmergencyContacts() {
  const { t } = useTranslation();
  const hospitals = useQuery(companiesQuery(useApi())).data ?? [];

  return (
    <ul className={styles.phones}>
      {hospitals
        .filter((company) => company.emergency_phone)
        .map((company) => (
          <li key={company.id}>
            <a className={styles.phone} href={`tel:+${company.emergency_phone}`}>
              {t('result.callNumber', {
                name: company.name,
                number: formatLocalPhone(company.emergency_phone),
              })}
            </a>
          </li>
        ))}
      <li>
        <a className={styles.phone} href={`tel:${NATIONAL_EMERGENCY}`}>
          {t('result.callNational', { number: NATIONAL_EMERGENCY })}
        </a>
      </li>
    </ul>
  );
}
