import { useTranslation } from '@hospital/i18n';
import { Skeleton } from '@hospital/ui';
import { useCompanies, useDoctors } from '../shared/referenceData';
import { useDraftStore } from './draftStore';
import styles from './ChoiceBar.module.css';

/** A reminder of what is already chosen (hospital, doctor), so a pre-filled choice is never a surprise. */
export function ChoiceBar() {
  const { t } = useTranslation();
  const companyId = useDraftStore((s) => s.companyId);
  const { poliId, doctorId } = useDraftStore((s) => s.schedule);
  const companies = useCompanies();
  const doctors = useDoctors(doctorId === null ? null : companyId, poliId);
  const company = companies.status === 'success' ? companies.data.find((c) => c.id === companyId) : undefined;
  const doctor = doctors.status === 'success' ? doctors.data.find((d) => d.id === doctorId) : undefined;
  if (companyId === null) return null;
  // The bar keeps its place while the names load, so nothing below it jumps.
  return (
    <p className={styles.bar}>
      <span className={styles.label}>{t('wizard.choice')}:</span>{' '}
      {company ? (
        [company.name, doctor ? `${doctor.name} (${doctor.speciality})` : null].filter(Boolean).join(' · ')
      ) : (
        <Skeleton variant="text" width="12rem" />
      )}
    </p>
  );
}
