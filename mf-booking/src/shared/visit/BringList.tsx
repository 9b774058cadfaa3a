import { useTranslation } from '@hospital/i18n';
import { thingsToBring, type BringFor } from '@hospital/domain';
import styles from './visit.module.css';

interface BringListProps extends BringFor {
  headingLevel: 2 | 3 | 4;
}

/**
 * What to bring to the visit for this patient and this payer (`thingsToBring` of the domain): the
 * patient's identity (for a child the family card or, for a newborn, the birth letter, with the parent's
 * or guardian's KTP), the BPJS card and referral, the insurance card, earlier results.
 */
export function BringList({ headingLevel, ...facts }: BringListProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.bring}>
      <Heading className={styles.subheading}>{t('bring.title')}</Heading>
      <ul className={styles.bringList}>
        {thingsToBring(facts).map((item) => (
          <li key={item}>{t(`bring.items.${item}`)}</li>
        ))}
      </ul>
    </div>
  );
}
