import { Fragment, useId, useState } from 'react';
import { queryOptions, useMutation, useQuery } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { toApiError, type ApiClient, type Appointment, type AvailabilitySession } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import {
  addDays,
  formatDate,
  formatWibTimeRange,
  MOVE_LIST_DAYS,
  todayInJakarta,
  type Lang,
} from '@hospital/domain';
import { Alert, Button } from '@hospital/ui';
import type { Translate } from '../../shared/format';
import styles from './AppointmentCard.module.css';

/** Whose sessions a booking may move to: its doctor's, or those of every doctor of its clinic. */
export type Scope = 'doctor' | 'poli';

/** The move page's scope without JavaScript (`&scope=poli`, ServerMove); the doctor's by default. */
export const moveScopeOf = (search: URLSearchParams): Scope =>
  search.get('scope') === 'poli' ? 'poli' : 'doctor';

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

/** How a session reads in the list, under its date: time, doctor, quota left. */
export function sessionLabel(s: AvailabilitySession, t: Translate, lang: Lang): string {
  return t('reschedule.option', {
    time: formatWibTimeRange(s.start, s.end, lang),
    doctor: s.doctor_name,
    count: s.remaining,
  });
}

interface SessionOptionsProps {
  options: AvailabilitySession[];
  name: string;
  legend: string;
  /** With JavaScript: the chosen session and its setter; without, the form posts the checked radio. */
  chosen?: string;
  onChoose?: (key: string) => void;
}

/**
 * The sessions to move to, grouped by date (docs/decisions.md, issue 26): each a whole row to tap (at least
 * 44 px, the radio large), labelled with time, doctor and quota left. Shared by the panel and the page
 * without JavaScript.
 */
export function SessionOptions({ options, name, legend, chosen, onChoose }: SessionOptionsProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const dates = [...new Set(options.map((s) => s.date))];
  return (
    <fieldset className={styles.sessions}>
      <legend>{legend}</legend>
      {dates.map((date) => (
        <Fragment key={date}>
          <p className={styles.sessionDate}>{formatDate(date, lang)}</p>
          {options
            .filter((s) => s.date === date)
            .map((s) => (
              <label key={sessionKey(s)} className={styles.sessionRow}>
                <input
                  type="radio"
                  name={name}
                  value={sessionKey(s)}
                  {...(onChoose
                    ? { checked: chosen === sessionKey(s), onChange: () => onChoose(sessionKey(s)) }
                    : {})}
                />
                <span>
                  <span className={styles.visuallyHidden}>{formatDate(date, lang)}, </span>
                  {sessionLabel(s, t, lang)}
                </span>
              </label>
            ))}
        </Fragment>
      ))}
    </fieldset>
  );
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
  today: string = todayInJakarta(),
): AvailabilitySession[] {
  // The next two weeks only: a list of every open session of the month is too long to choose from.
  const last = addDays(today, MOVE_LIST_DAYS);
  return sessions.filter(
    (s) =>
      s.status === 'open' &&
      s.date <= last &&
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
        <SessionOptions
          options={options}
          name={`${id}-session`}
          legend={t('reschedule.sessions')}
          chosen={chosen}
          onChoose={setChosen}
        />
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
