import { useEffect, useMemo, useRef } from 'react';
import type { Appointment } from '@hospital/api-client';
import { formatClockTime, todayInJakarta, visitTimes } from '@hospital/domain';
import { alreadyCalled, patientsBefore } from '@hospital/domain/queue';
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
interface LiveQueueStatusProps {
  appointment: Appointment;
  headingLevel?: 2 | 3;
  /** Each change of this session's queue after the first state (a check-in, a call): the page reads the booking again. */
  onQueueChange?: () => void;
}

export function LiveQueueStatus({ appointment, headingLevel = 2, onQueueChange }: LiveQueueStatusProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const live = useLiveQueue({ session: appointment.session_id });
  const session = live.data?.sessions.find((s) => s.session_id === appointment.session_id);
  const mine = appointment.queue_number;
  const Heading = `h${headingLevel}` as const;
  const version = session?.version;
  const seen = useRef(version);
  const onChange = useRef(onQueueChange);
  onChange.current = onQueueChange;
  useEffect(() => {
    if (version === undefined || version === seen.current) return;
    const first = seen.current === undefined;
    seen.current = version;
    if (!first) onChange.current?.();
  }, [version]);

  const figures = useMemo(() => {
    if (!session) return null;
    const called = alreadyCalled(session, mine);
    const before = patientsBefore(session, mine);
    // The one rule of the booking's answer too (docs/decisions.md, issue 26): never before the booking.
    const times = visitTimes({
      session: { start: appointment.start, end: appointment.end, quota: session.quota },
      date: appointment.date,
      queueNumber: mine,
      bookedAt: appointment.created_at,
      live: { session, now: new Date() },
    });
    const time = times ? formatClockTime(times.estimated, lang) : null;
    return { called, before, time, serving: session.now_serving };
  }, [session, mine, lang, appointment]);

  const summary = !session
    ? ''
    : session.cancelled
      ? t('live.cancelled')
      : figures?.called
        ? t('live.yourTurn')
        : t('live.summary', { serving: figures?.serving || '—', count: figures?.before ?? 0 });

  return (
    <section className={styles.live} aria-labelledby="live-queue-title" data-testid="live-queue">
      <Heading id="live-queue-title" className={styles.title}>
        {t('live.title')}
      </Heading>
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
          {/* Called: the doctor's delay no longer concerns this patient (never "called" and "late" together). */}
          {!session.cancelled && session.late_minutes !== null && !figures?.called && (
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
