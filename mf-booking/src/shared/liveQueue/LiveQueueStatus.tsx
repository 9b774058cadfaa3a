import { useMemo } from 'react';
import type { Appointment } from '@hospital/api-client';
import { formatClockTime, todayInJakarta } from '@hospital/domain';
import { inJakarta } from '@hospital/domain/jakarta';
import { alreadyCalled, liveEstimatedTurn, patientsBefore } from '@hospital/domain/queue';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useLiveQueue } from '@hospital/remote-kit/live-queue';
import { Alert, Button, LiveRegion } from '@hospital/ui';
import styles from './LiveQueueStatus.module.css';

/** Whether the live queue applies: a visit at the hospital, today, still to happen. */
export function showsLiveQueue(appointment: Appointment, today: string = todayInJakarta()): boolean {
  return (
    appointment.date === today &&
    !appointment.telemedicine &&
    (appointment.status === 'booked' || appointment.status === 'checked_in')
  );
}

/**
 * The booking's place in today's queue, live (docs/decisions.md, issue 18): the number now served, how many are before
 * the patient, the estimated turn, and the doctor-late or cancelled notice. Screen readers hear a
 * polite summary when the figures change, not on every update of the stream.
 */
export function LiveQueueStatus({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const live = useLiveQueue({ session: appointment.session_id });
  const session = live.data?.sessions.find((s) => s.session_id === appointment.session_id);
  const mine = appointment.queue_number;

  const figures = useMemo(() => {
    if (!session) return null;
    const called = alreadyCalled(session, mine);
    const before = patientsBefore(session, mine);
    const turn = liveEstimatedTurn(session, mine, new Date());
    const time = turn ? formatClockTime(inJakarta(turn)?.time ?? '', lang) : null;
    return { called, before, time, serving: session.now_serving };
  }, [session, mine, lang]);

  const summary = !session
    ? ''
    : session.cancelled
      ? t('live.cancelled')
      : figures?.called
        ? t('live.yourTurn')
        : t('live.summary', { serving: figures?.serving || '—', count: figures?.before ?? 0 });

  return (
    <section className={styles.live} aria-labelledby="live-queue-title" data-testid="live-queue">
      <h2 id="live-queue-title" className={styles.title}>
        {t('live.title')}
      </h2>
      <LiveRegion message={summary} />
      {live.isError && (
        <Alert variant="error">
          {t('live.loadError')}{' '}
          <Button variant="secondary" size="sm" onClick={live.retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {!session && !live.isError && <p className={styles.muted}>{t('live.loading')}</p>}
      {session && (
        <>
          {live.connection === 'reconnecting' && (
            <p className={styles.reconnecting} role="status">
              {t('live.reconnecting')}
            </p>
          )}
          {session.cancelled && <Alert variant="error">{t('live.cancelled')}</Alert>}
          {!session.cancelled && session.late_minutes !== null && (
            <Alert variant="warning">{t('live.late', { count: session.late_minutes })}</Alert>
          )}
          {!session.cancelled && figures && (
            <dl className={styles.figures}>
              <div>
                <dt>{t('live.nowServing')}</dt>
                <dd data-testid="now-serving">{figures.serving || '—'}</dd>
              </div>
              <div>
                <dt>{t('live.yourNumber')}</dt>
                <dd>{mine}</dd>
              </div>
              <div>
                <dt>{t('live.before')}</dt>
                <dd data-testid="before-you">{figures.called ? '—' : figures.before}</dd>
              </div>
              <div>
                <dt>{t('live.estimate')}</dt>
                <dd>{figures.called ? t('live.calledShort') : (figures.time ?? '—')}</dd>
              </div>
            </dl>
          )}
          {!session.cancelled && figures?.called && <p className={styles.turn}>{t('live.yourTurn')}</p>}
        </>
      )}
    </section>
  );
}
