import { useId } from 'react';
import { useTranslation } from '@hospital/i18n';
import type { Company } from '@hospital/api-client';
import type { DoctorSummary } from '../../shared/queries';
import { formatPrice } from '@hospital/domain/price';
import { NAMESPACE } from '../../i18n';
import { preferredFirst } from './preferredHospital';
import styles from './ConsultationFees.module.css';

export interface ConsultationFeesProps {
  doctor: DoctorSummary;
  companies: readonly Company[];
  /** The hospital the patient searched in: its fee first. */
  preferredHospital?: number | null;
  /** `section` on the profile (an h2 of its own); `block` on a card. */
  variant: 'section' | 'block';
}

/**
 * What a visit costs, where patients decide (docs/decisions.md, issue 15 item 4): the self-pay consultation fee at each
 * hospital (`fees` of the API), what it leaves out, and that BPJS covers the visit by its rules. Nothing
 * when the API gives no fee.
 */
export function ConsultationFees({ doctor, companies, preferredHospital, variant }: ConsultationFeesProps) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  if (doctor.fees.length === 0) return null;
  const byId = new Map(doctor.fees.map((fee) => [fee.company_id, fee.amount]));
  const hospitalName = (id: number) =>
    (variant === 'block'
      ? companies.find((c) => c.id === id)?.short_name
      : companies.find((c) => c.id === id)?.name) ??
    doctor.lines.find((l) => l.company_id === id)?.company_name ??
    '';
  // BPJS pays for a visit at the hospital, not a video consultation.
  const atHospital = doctor.lines.length === 0 || doctor.lines.some((l) => !l.telemedicine);
  const Title = variant === 'section' ? 'h2' : 'p';
  const Wrapper = variant === 'section' ? 'section' : 'div';
  return (
    <Wrapper
      className={variant === 'section' ? styles.section : styles.block}
      {...(variant === 'section' ? { 'aria-labelledby': titleId } : {})}
    >
      <Title id={titleId} className={variant === 'section' ? styles.sectionTitle : styles.label}>
        {t('fees.title')}
      </Title>
      <ul className={styles.list}>
        {preferredFirst([...byId.keys()], preferredHospital).map((id) => (
          <li key={id}>
            <span className={styles.hospital}>{hospitalName(id)}:</span>{' '}
            <span className={styles.amount}>{t('fees.from', { price: formatPrice(byId.get(id) ?? 0) })}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('fees.excludes')}</p>
      {atHospital && <p className={styles.note}>{t('fees.bpjs')}</p>}
    </Wrapper>
  );
}
