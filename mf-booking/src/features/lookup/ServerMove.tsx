import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import type { Appointment } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import { Link, useLocation } from '@hospital/router';
import { Alert, Button, ButtonLink } from '@hospital/ui';
import styles from './AppointmentCard.module.css';
import { moveScopeOf, rescheduleSessionsQuery, SessionOptions, type Scope } from './ReschedulePanel';
import { useLookupActionData } from './serverLookup';

/**
 * Moving a booking as a page of its own (`?code=..&move=1`): what the "change the date" link leads to
 * before or without JavaScript (docs/decisions.md, issue 25). The server reads the open sessions of the
 * doctor, or of every doctor of the clinic (`&scope=poli`, a link as the panel's choice is a radio), with
 * the panel's own query (LookupPage.prefetch) and renders them as radio buttons; the form posts the
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
  const { pathname, search } = useLocation();
  const scope = moveScopeOf(new URLSearchParams(search));
  const actionData = useLookupActionData();
  const sessions = useQuery({ ...rescheduleSessionsQuery(api, appointment, scope), enabled: movable });
  const options = (movable && sessions.data) || [];
  const failure =
    actionData?.form === 'move'
      ? actionData.problem === null
        ? t('reschedule.choose')
        : t('reschedule.failed', { message: actionData.problem })
      : '';
  const back = `${pathname}?code=${encodeURIComponent(appointment.code)}`;
  const scopeUrl = (to: Scope) => `${back}&move=1${to === 'poli' ? '&scope=poli' : ''}#lookup-move`;
  const scopeLabel = (of: Scope) =>
    of === 'doctor'
      ? t('reschedule.sameDoctor', { doctor: appointment.doctor.name })
      : t('reschedule.samePoli', { poli: appointment.poli.name });

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
      {movable && (
        <nav aria-labelledby="lookup-move-scope" className={styles.scopeLinks}>
          <p id="lookup-move-scope" className={styles.scopeTitle}>
            {t('reschedule.scope')}
          </p>
          <ul>
            {(['doctor', 'poli'] as const).map((of) => (
              <li key={of}>
                <Link to={scopeUrl(of)} aria-current={of === scope ? 'true' : undefined}>
                  {scopeLabel(of)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {movable && sessions.isError && <Alert variant="error">{t('common.loadError')}</Alert>}
      {movable && sessions.isSuccess && options.length === 0 && <p>{t('reschedule.none')}</p>}
      <form method="post">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="code" value={appointment.code} />
        <input type="hidden" name="from" value={`${appointment.session_id}|${appointment.date}`} />
        {options.length > 0 && <SessionOptions options={options} name="session" legend={scopeLabel(scope)} />}
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
