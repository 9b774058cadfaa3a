import type { DeskBooking, DeskSession } from '@hospital/api-client';
import { useTranslation } from '@hospital/i18n';
import { Button } from '@hospital/ui';
import { deskChecks } from './deskChecks';
import styles from './desk.module.css';

interface Props {
  session: DeskSession;
  booking: DeskBooking;
  onDismiss: () => void;
}

/**
 * The result of a check-in as the clerk tells it to the patient (docs/decisions.md, issue 26): the
 * queue number, where to go (the clinic's floor and counter), the doctor, and what to check first. It
 * is rendered inside the board's status region, so a screen reader reads it out.
 */
export function CheckInCard({ session, booking, onDismiss }: Props) {
  const { t } = useTranslation();
  const place = session.location
    ? t('desk.card.place', {
        poli: session.poli.name,
        floor: session.location.floor,
        counter: session.location.counter,
      })
    : t('desk.card.placeUnknown', { poli: session.poli.name });
  return (
    <article className={styles.card} data-testid="checkin-card" aria-labelledby="checkin-card-title">
      <div className={styles.cardHead}>
        <h3 id="checkin-card-title" className={styles.cardTitle}>
          {t('desk.checkedIn', { queue: booking.queue_number, name: booking.patient_name })}
        </h3>
        <Button variant="ghost" size="sm" aria-label={t('desk.card.dismiss')} onClick={onDismiss}>
          {t('common.close')}
        </Button>
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardQueue}>
          <span>{t('desk.card.queue')}</span>
          <strong data-testid="checkin-card-queue">{booking.queue_number}</strong>
        </p>
        <dl className={styles.cardFacts}>
          <div>
            <dt>{t('desk.card.goTo')}</dt>
            <dd data-testid="checkin-card-place">{place}</dd>
          </div>
          <div>
            <dt>{t('desk.doctor')}</dt>
            <dd>{session.doctor.name}</dd>
          </div>
          <div>
            <dt>{t('desk.card.checks')}</dt>
            <dd>
              <ul className={styles.checks} data-testid="checkin-card-checks">
                {deskChecks(booking).map((check) => (
                  <li key={check}>{t(`desk.card.${check}`)}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
