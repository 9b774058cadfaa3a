import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { cx } from '../common/cx';
import { formatLike, telHref } from '../hospitals/hospitalContact';
import { useHospitals } from '../hospitals/useHospitals';
import { PhoneIcon } from '../icons/icons';
import styles from './EmergencyCalls.module.css';

/**
 * Each hospital's emergency department one tap away (docs/decisions.md, issue 26): a `tel:` link per
 * hospital, named as its emergency number, with the numbers of `web/company` (the seed's, prefetched for
 * the server's HTML, so it calls without any script). In the sticky bar of every layout with a header,
 * and at the top of the mobile menu.
 */
export function EmergencyCalls({ variant }: { variant: 'bar' | 'menu' }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const hospitals = useHospitals();
  return (
    <ul className={cx(styles.calls, styles[variant])} aria-label={t('emergencyCalls.label')}>
      {hospitals.map((hospital) => (
        <li key={hospital.key}>
          <a href={telHref(hospital.emergencyPhone)} className={styles.call}>
            <PhoneIcon size={18} className={styles.icon} />
            <span className={styles.name}>{t('emergencyCalls.call', { city: hospital.city })}</span>{' '}
            <span className={styles.number}>
              {formatLike(hospital.emergencyPhone, hospital.phoneDisplay)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
