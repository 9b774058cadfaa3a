import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { SocialLinks } from '../common/SocialLinks';
import { DialogLink } from '../contact/DialogLink';
import { telHref } from '../hospitals/hospitalContact';
import { useHospitals } from '../hospitals/useHospitals';
import { PhoneIcon } from '../icons/icons';
import styles from './HotlineStrip.module.css';

/** docs/product-rules.md §2 "Top bar": both hotlines, the Call Us dialog and the social links. */
export function HotlineStrip() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const hospitals = useHospitals();
  return (
    <div className={styles.strip}>
      <div className={styles.inner}>
        <DialogLink dialog="call-us" className={styles.callUs}>
          <PhoneIcon size={16} />
          {t('hotline.callUs')}
        </DialogLink>
        <ul className={styles.hotlines} aria-label={t('hotline.label')}>
          {hospitals.map((hospital) => (
            <li key={hospital.key}>
              <a href={telHref(hospital.phone)} className={styles.hotline}>
                <span className="visually-hidden">{t('hotline.label')} </span>
                <span className={styles.city}>{hospital.city}</span> {hospital.phoneDisplay}
              </a>
            </li>
          ))}
        </ul>
        <SocialLinks />
      </div>
    </div>
  );
}
