import { useTranslation } from '@hospital/i18n';
import type { Encounter } from '@hospital/api-client';
import { Badge, type BadgeVariant } from '@hospital/ui';
import { formatWibRange } from '@hospital/domain';
import { useLocale } from '@hospital/i18n';
import styles from './EncounterSummary.module.css';

const STATUS_BADGE: Record<Encounter['status'], BadgeVariant> = {
  scheduled: 'info',
  open: 'success',
  ended: 'neutral',
  cancelled: 'danger',
};

/** Who meets whom and when: doctor, patient initials (nothing more), hospital, time and status. */
export function EncounterSummary({ encounter }: { encounter: Encounter }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <div className={styles.summary}>
      {encounter.doctor.photo && (
        <img className={styles.photo} src={encounter.doctor.photo} alt="" width={72} height={72} />
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('encounter.doctor')}</dt>
          <dd>
            {encounter.doctor.name}
            {encounter.doctor.speciality && (
              <span className={styles.muted}> · {encounter.doctor.speciality}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('encounter.patient')}</dt>
          <dd>{encounter.patient.initials}</dd>
        </div>
        <div>
          <dt>{t('encounter.hospital')}</dt>
          <dd>{encounter.company.name}</dd>
        </div>
        <div>
          <dt>{t('encounter.schedule')}</dt>
          <dd>{formatWibRange(encounter.scheduled_start, encounter.scheduled_end, lang)}</dd>
        </div>
      </dl>
      <Badge variant={STATUS_BADGE[encounter.status]} className={styles.status}>
        {t(`encounter.status.${encounter.status}`)}
      </Badge>
    </div>
  );
}
