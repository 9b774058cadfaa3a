import type { Company } from '@hospital/api-client';
import { whatsappUrl } from '@hospital/domain';
import { formatPhoneDisplay } from '../lib/phoneDisplay';
import { useT } from './useT';
import styles from './HospitalContactLines.module.css';

/** A hospital's ways to be reached (hotline, emergency, WhatsApp, e-mail), as on the contact and hospital pages. */
export function HospitalContactLines({ company, spaced = false }: { company: Company; spaced?: boolean }) {
  const t = useT();
  return (
    <dl className={spaced ? `${styles.lines} ${styles.spaced}` : styles.lines}>
      <dt>{t('hospital.hotline')}</dt>
      <dd>
        <a href={`tel:+${company.phone}`}>{company.phone_display}</a>
      </dd>
      <dt>{t('hospital.emergency')}</dt>
      <dd>
        <a href={`tel:+${company.emergency_phone}`}>{formatPhoneDisplay(company.emergency_phone)}</a>
      </dd>
      <dt>WhatsApp</dt>
      <dd>
        <a
          href={whatsappUrl(company.whatsapp, t('hospital.whatsappText'))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {formatPhoneDisplay(company.whatsapp)}
        </a>
      </dd>
      <dt>{t('form.email')}</dt>
      <dd>
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </dd>
    </dl>
  );
}
