import { useTranslation } from '@hospital/i18n';
import { useRenderTime } from '@hospital/remote-kit';
import { SHELL_NAMESPACE } from '../../i18n';
import { ChromeLink } from '../common/ChromeLink';
import { telHref } from '../hospitals/hospitalContact';
import { useHospitals } from '../hospitals/useHospitals';
import styles from './CompactFooter.module.css';

/** The event layout's footer: hotlines, contact and privacy links, copyright. */
export function CompactFooter() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const hospitals = useHospitals();
  const year = new Date(useRenderTime()).getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.hotlines} aria-label={t('hotline.label')}>
          {hospitals.map((hospital) => (
            <li key={hospital.key}>
              {hospital.name}:{' '}
              <a href={telHref(hospital.phone)} className={styles.link}>
                {hospital.phoneDisplay}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.meta}>
          <span>{t('footer.copyright', { year })}</span>
          <ChromeLink href="/contact-us" className={styles.link}>
            {t('footer.contact')}
          </ChromeLink>
          <ChromeLink href="/privacy" className={styles.link}>
            {t('footer.privacy')}
          </ChromeLink>
        </p>
      </div>
    </footer>
  );
}
