import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import type { Appointment } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import { useLocation } from '@hospital/router';
import { Alert, Button, ButtonLink } from '@hospital/ui';
import styles from './AppointmentCard.module.css';
import { rescheduleSessionsQuery, SessionOptions } from './ReschedulePanel';
import { useLookupActionData } from './serverLookup';

/**
 * Moving a booking as a page of its own (`?code=..&move=1`): what the "change the date" link leads to
 * before or without JavaScript (docs/decisions.md, issue 25). The server reads the doctor's open sessions
 * with the panel's own query (LookupPage.prefetch) and renders them as radio buttons; the form posts the
 * choice to the page's server action (`intent=move`), with the session and date the page showed, so a
 * move made meanwhile in another tab is refused rather than made twice.
 */
export function ServerMove({
  appointment,
  movable,
}: {
  appointment: Appointment;
  /** False once it may not move any more (past, cancelled, the limit reached): the reason, no list. */
  movable: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { pathname } = useLocation();
  const actionData = useLookupActionData();
  const sessions = useQuery({ ...rescheduleSessionsQuery(api, appointment, 'doctor'), enabled: movable });
  const options = (movable && sessions.data) || [];
  const failure =
    actionData?.form === 'move'
      ? actionData.problem === null
        ? t('reschedule.choose')
        : t('reschedule.failed', { message: actionData.problem })
      : '';
  const back = `${pathname}?code=${encodeURIComponent(appointment.code)}`;

  return (
    <section id="lookup-move" className={styles.reschedule} aria-labelledby="lookup-move-title">
      <h3 id="lookup-move-title" className={styles.rescheduleTitle}>
        {t('reschedule.title')}
      </h3>
      {failure && <Alert variant="error">{failure}</Alert>}
      {movable && (
        <p>
          {t('reschedule.lead', { code: appointment.code })}{' '}
          {t('reschedule.left', { count: appointment.reschedules_left })}
        </p>
      )}
      {movable && sessions.isError && <Alert variant="error">{t('common.loadError')}</Alert>}
      {movable && sessions.isSuccess && options.length === 0 && <p>{t('reschedule.none')}</p>}
      <form method="post">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="code" value={appointment.code} />
        <input type="hidden" name="from" value={`${appointment.session_id}|${appointment.date}`} />
        {options.length > 0 && (
          <SessionOptions
            options={options}
            name="session"
            legend={t('reschedule.sameDoctor', { doctor: appointment.doctor.name })}
          />
        )}
        <div className={styles.rescheduleActions}>
          {options.length > 0 && <Button type="submit">{t('reschedule.submit')}</Button>}
          <ButtonLink variant="secondary" href={back}>
            {t('reschedule.close')}
          </ButtonLink>
        </div>
      </form>
    </section>
  );
}
