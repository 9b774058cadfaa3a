import { useNavigate } from '@hospital/router';
import { useTranslation } from '@hospital/i18n';
import type { RecommendedAction } from '@hospital/api-client';
import { ButtonLink } from '@hospital/ui';
import { EmergencyContacts } from './EmergencyContacts';
import styles from './NextStep.module.css';

/** What the server's category asks the visitor to do: book a visit, go to the emergency unit, or stay home. */
export function NextStep({ action }: { action: RecommendedAction }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.next} aria-labelledby="screening-next" data-action={action}>
      <h2 id="screening-next" className={styles.heading}>
        {t('result.nextHeading')}
      </h2>
      <p className={styles.action}>{t(`result.actions.${action}`)}</p>
      {action === 'book_visit' && (
        <>
          <p>{t('result.bookVisitText')}</p>
          <ButtonLink
            href="/appointment/create"
            onNavigate={(href) => navigate(href)}
            className={styles.noPrint}
          >
            {t('result.bookVisit')}
          </ButtonLink>
        </>
      )}
      {action === 'emergency' && (
        <>
          <p>{t('result.emergencyText')}</p>
          <EmergencyContacts />
        </>
      )}
      {action === 'stay_home' && <p>{t('result.stayHomeText')}</p>}
    </section>
  );
}
