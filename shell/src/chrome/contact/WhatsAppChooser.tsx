import { useId, useState } from 'react';
import { useTranslation } from '@hospital/i18n';
import { Button, Modal, RadioGroup } from '@hospital/ui';
import { whatsappGreeting, whatsappUrl } from '@hospital/domain';
import type { Locale } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import type { HospitalContact, HospitalKey } from '../hospitals/hospitalContact';
import styles from './ContactDialogs.module.css';

export interface WhatsAppChooserProps {
  open: boolean;
  onClose: () => void;
  hospitals: readonly HospitalContact[];
  initialHospital: HospitalKey | null;
  locale: Locale;
}

/**
 * docs/product-rules.md §2 "Other elements": pick Bandung or Cianjur, then open a WhatsApp chat with the greeting of
 * the local hour (docs/product-rules.md §1). Confirm stays disabled until a hospital is picked (docs/product-rules.md §4).
 */
export function WhatsAppChooser(props: WhatsAppChooserProps) {
  // Mounted per opening, so each opening starts from the requested preselection.
  return props.open ? <OpenChooser {...props} /> : null;
}

function OpenChooser({ onClose, hospitals, initialHospital, locale }: WhatsAppChooserProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [picked, setPicked] = useState<HospitalKey | null>(initialHospital);
  const previewLabelId = useId();
  const hospital = hospitals.find((h) => h.key === picked) ?? null;
  const greeting = hospital ? whatsappGreeting(new Date().getHours(), locale, hospital.name) : null;

  const confirm = () => {
    if (!hospital || !greeting) return;
    window.open(whatsappUrl(hospital.whatsapp, greeting), '_blank', 'noopener,noreferrer');
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('whatsapp.title')}
      closeLabel={t('chrome.close')}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('whatsapp.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!hospital}>
            {t('whatsapp.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.intro}>{t('whatsapp.intro')}</p>
      <RadioGroup
        legend={t('whatsapp.legend')}
        name="whatsapp-hospital"
        value={picked ?? ''}
        onChange={(value) => setPicked(value as HospitalKey)}
        options={hospitals.map((h) => ({ value: h.key, label: h.name, description: h.city }))}
      />
      <div className={styles.preview}>
        <p id={previewLabelId} className={styles.previewLabel}>
          {t('whatsapp.previewLabel')}
        </p>
        <output aria-labelledby={previewLabelId} aria-live="polite" className={styles.previewText}>
          {greeting ?? t('whatsapp.previewEmpty')}
        </output>
      </div>
    </Modal>
  );
}
