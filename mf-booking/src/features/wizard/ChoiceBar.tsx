import { useQuery } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { formatDate, formatPrice, formatWibTimeRange } from '@hospital/domain';
import { useApi } from '@hospital/remote-kit';
import { Skeleton } from '@hospital/ui';
import { companiesQuery, doctorsQuery, packageQuery } from '../../shared/queries';
import { useShownDraft } from './shownDraft';
import styles from './ChoiceBar.module.css';

/**
 * A reminder of what is already chosen (hospital, the package with its price, doctor, and the session once
 * there is one: docs/decisions.md, issue 26), so a pre-filled choice is never a surprise.
 */
export function ChoiceBar() {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const {
    companyId,
    packageId,
    schedule: { poliId, doctorId, date, sessionId, start, end },
  } = useShownDraft();
  const companies = useQuery(companiesQuery(api));
  const doctors = useQuery({
    ...doctorsQuery(api, companyId ?? 0, poliId ?? 0),
    enabled: companyId !== null && poliId !== null && doctorId !== null,
  });
  const booked = useQuery({ ...packageQuery(api, packageId ?? 0), enabled: packageId !== null });
  const pkg = packageId === null ? null : booked.data;
  const company = companies.data?.find((c) => c.id === companyId);
  const doctor = doctorId === null ? undefined : doctors.data?.find((d) => d.id === doctorId);
  if (companyId === null) return null;
  // The hours are known once availability confirmed the session (step 4); the date from the link before.
  const session =
    doctor && date && sessionId !== null
      ? [formatDate(date, lang), start && end ? formatWibTimeRange(start, end, lang) : null]
          .filter(Boolean)
          .join(', ')
      : null;
  // The bar keeps its place while the names load, so nothing below it jumps.
  return (
    <p className={styles.bar}>
      <span className={styles.label}>{t('wizard.choice')}:</span>{' '}
      {company ? (
        [
          company.name,
          pkg ? `${pkg.name} (${formatPrice(pkg.price)})` : null,
          doctor ? `${doctor.name} (${doctor.speciality})` : null,
          session,
        ]
          .filter(Boolean)
          .join(' · ')
      ) : (
        <Skeleton variant="text" width="12rem" />
      )}
    </p>
  );
}
