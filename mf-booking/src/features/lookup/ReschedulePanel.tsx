import { useId, useState } from 'react';
import { queryOptions, useMutation, useQuery } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { toApiError, type ApiClient, type Appointment, type AvailabilitySession } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import { formatDate, formatWibTimeRange, type Lang } from '@hospital/domain';
import { Alert, Button } from '@hospital/ui';
import type { Translate } from '../../shared/format';
import styles from './AppointmentCard.module.css';

type Scope = 'doctor' | 'poli';

/**
 * The sessions a booking may move to, as read by the panel and by the server for the page without
 * JavaScript (`?move=1`, ServerMove): one query, so what the server rendered is what the browser reads.
 */
export const rescheduleSessionsQuery = (api: ApiClient, appointment: Appointment, scope: Scope) => {
  const query =
    scope === 'doctor'
      ? { doctor_id: appointment.doctor.id }
      : { poli_id: appointment.poli.id, company_id: appointment.company.id };
  return queryOptions({
    queryKey: ['reschedule-availability', query],
    queryFn: ({ signal }) => api.getAvailability(query, { signal }),
    select: (availability) =>
      movableSessions(
        appointment,
        availability.days.flatMap((d) => d.sessions),
      ),
  });
};

/** How a session reads in the list: date, time, doctor, places left. */
export function sessionLabel(s: AvailabilitySession, t: Translate, lang: Lang): string {
  return t('reschedule.option', {
    date: formatDate(s.date, lang),
    time: formatWibTimeRange(s.start, s.end, lang),
    doctor: s.doctor_name,
    count: s.remaining,
  });
}

/** A session's value in the form: which session, which day. */
export const sessionKey = (s: AvailabilitySession) => `${s.session_id}|${s.date}`;

interface ReschedulePanelProps {
  appointment: Appointment;
  bornDate: string;
  onMoved: (appointment: Appointment, message: string) => void;
  onClose: () => void;
}

/** The open sessions a booking may move to: same doctor, or any doctor of the same clinic and hospital. */
export function movableSessions(
  appointment: Appointment,
  sessions: AvailabilitySession[],
): AvailabilitySession[] {
  return sessions.filter(
    (s) =>
      s.status === 'open' &&
      s.company_id === appointment.company.id &&
      s.telemedicine === appointment.telemedicine &&
      !(s.session_id === appointment.session_id && s.date === appointment.date),
  );
}

/**
 * Moving a booking to another open session (docs/decisions.md, issue 19): the patient picks one, the API claims the new
 * place and frees the old one in one go; the code stays, the queue number is the new session's.
 */
export function ReschedulePanel({ appointment, bornDate, onMoved, onClose }: ReschedulePanelProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const id = useId();
  const [scope, setScope] = useState<Scope>('doctor');
  const [chosen, setChosen] = useState<string>('');
  const [failure, setFailure] = useState('');
  const sessions = useQuery(rescheduleSessionsQuery(api, appointment, scope));
  const options = sessions.data ?? [];
  const keyOf = sessionKey;
  const target = options.find((s) => keyOf(s) === chosen);

  const moving = useMutation({
    mutationFn: (to: AvailabilitySession) =>
      api.rescheduleAppointment(appointment.code, {
        bornDate,
        sessionId: to.session_id,
        date: to.date,
        fromSessionId: appointment.session_id,
        fromDate: appointment.date,
      }),
  });

  const move = async () => {
    if (!target) {
      setFailure(t('reschedule.choose'));
      return;
    }
    setFailure('');
    try {
      const moved = await moving.mutateAsync(target);
      onMoved(
        moved,
        t('reschedule.moved', {
          date: formatDate(moved.date, lang),
          time: formatWibTimeRange(moved.start, moved.end, lang),
          queue: moved.queue_number,
          code: moved.code,
        }),
      );
    } catch (error) {
      // The booking is unchanged: the list is read again, the choice kept if it is still open.
      setFailure(t('reschedule.failed', { message: toApiError(error).message }));
      void sessions.refetch();
    }
  };

  return (
    <section className={styles.reschedule} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.rescheduleTitle}>
        {t('reschedule.title')}
      </h3>
      <p>
        {t('reschedule.lead', { code: appointment.code })}{' '}
        {t('reschedule.left', { count: appointment.reschedules_left })}
      </p>
      <fieldset className={styles.scope}>
        <legend>{t('reschedule.scope')}</legend>
        {(['doctor', 'poli'] as const).map((value) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              name={`${id}-scope`}
              value={value}
              checked={scope === value}
              onChange={() => {
                setScope(value);
                setChosen('');
              }}
            />{' '}
            {value === 'doctor'
              ? t('reschedule.sameDoctor', { doctor: appointment.doctor.name })
              : t('reschedule.samePoli', { poli: appointment.poli.name })}
          </label>
        ))}
      </fieldset>
      {failure && <Alert variant="error">{failure}</Alert>}
      {sessions.isPending && <p aria-busy="true">{t('reschedule.loading')}</p>}
      {sessions.isError && (
        <Alert variant="error">
          {t('common.loadError')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {sessions.isSuccess && options.length === 0 && <p>{t('reschedule.none')}</p>}
      {options.length > 0 && (
        <fieldset className={styles.sessions}>
          <legend>{t('reschedule.sessions')}</legend>
          {options.map((s) => (
            <label key={keyOf(s)} className={styles.option}>
              <input
                type="radio"
                name={`${id}-session`}
                value={keyOf(s)}
                checked={chosen === keyOf(s)}
                onChange={() => setChosen(keyOf(s))}
              />{' '}
              {sessionLabel(s, t, lang)}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.rescheduleActions}>
        <Button onClick={() => void move()} loading={moving.isPending} disabled={options.length === 0}>
          {t('reschedule.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('reschedule.close')}
        </Button>
      </div>
    </section>
  );
}
