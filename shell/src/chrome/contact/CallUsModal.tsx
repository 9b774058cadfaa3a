import { useTranslation } from '@hospital/i18n';
import { ButtonLink, Modal } from '@hospital/ui';
import { whatsappGreeting, whatsappUrl } from '@hospital/domain';
import type { Locale } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { formatLike, telHref, type HospitalContact } from '../hospitals/hospitalContact';
import { PhoneIcon, WhatsAppIcon } from '../icons/icons';
import styles from './ContactDialogs.module.css';

export interface CallUsModalProps {
  open: boolean;
  onClose: () => void;
  hospitals: readonly HospitalContact[];
  locale: Locale;
}

/** docs/product-rules.md §2 "Top bar": chat and phone for each hospital. */
export function CallUsModal({ open, onClose, hospitals, locale }: CallUsModalProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const hour = new Date().getHours();
  return (
    <Modal open={open} onClose={onClose} title={t('callUs.title')} closeLabel={t('chrome.close')}>
      <p className={styles.intro}>{t('callUs.intro')}</p>
      <ul className={styles.hospitalList}>
        {hospitals.map((hospital) => (
          <li key={hospital.key} className={styles.hospital}>
            <h3 className={styles.hospitalName}>{hospital.name}</h3>
            <p className={styles.address}>{hospital.address}</p>
            <div className={styles.actions}>
              <ButtonLink href={telHref(hospital.phone)} iconStart={<PhoneIcon size={20} />} fullWidth>
                {t('callUs.phone', { number: hospital.phoneDisplay })}
              </ButtonLink>
              <ButtonLink
                href={whatsappUrl(hospital.whatsapp, whatsappGreeting(hour, locale, hospital.name))}
                target="_blank"
                rel="noopener noreferrer"
                variant="secondary"
                iconStart={<WhatsAppIcon size={20} />}
                fullWidth
              >
                {t('callUs.chat')}
                <span className="visually-hidden"> {t('chrome.opensNewTab')}</span>
              </ButtonLink>
            </div>
            <p className={styles.emergency}>
              <a href={telHref(hospital.emergencyPhone)}>
                {t('callUs.emergency', {
                  number: formatLike(hospital.emergencyPhone, hospital.phoneDisplay),
                })}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
