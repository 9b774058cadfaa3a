import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { ChromeLink } from '../common/ChromeLink';
import { formatLike, telHref } from '../hospitals/hospitalContact';
import { useHospitals } from '../hospitals/useHospitals';
import { MapPinIcon, PhoneIcon } from '../icons/icons';
import styles from './SiteFooter.module.css';

/** Both hospitals with address, hotline and emergency number (from `web/company`, static fallback). */
export function FooterHospitals() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const hospitals = useHospitals();
  return (
    <section className={`${styles.column} ${styles.hospitals}`} aria-labelledby="footer-hospitals">
      <h2 id="footer-hospitals" className={styles.heading}>
        {t('footer.hospitals')}
      </h2>
      <ul className={styles.hospitalList}>
        {hospitals.map((hospital) => (
          <li key={hospital.key} className={styles.hospital}>
            <ChromeLink href={hospital.path} className={styles.hospitalName}>
              {hospital.name}
            </ChromeLink>
            <p className={styles.line}>
              <MapPinIcon size={18} className={styles.lineIcon} />
              <span>{hospital.address}</span>
            </p>
            <p className={styles.line}>
              <PhoneIcon size={18} className={styles.lineIcon} />
              <span>
                {t('footer.hotline')}{' '}
                <a href={telHref(hospital.phone)} className={styles.link}>
                  {hospital.phoneDisplay}
                </a>
                <br />
                {t('footer.emergency')}{' '}
                <a href={telHref(hospital.emergencyPhone)} className={styles.link}>
                  {formatLike(hospital.emergencyPhone, hospital.phoneDisplay)}
                </a>
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
