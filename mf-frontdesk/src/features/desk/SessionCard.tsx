import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { DeskBooking, DeskSession } from '@hospital/api-client';
import { deskLateSchema, DESK_LATE_MAX_MINUTES } from '@hospital/domain';
import { formatClockTime } from '@hospital/domain/clock-time';
import { useLocale, useTranslation } from '@hospital/i18n';
import { Alert, Badge, Button, Modal, TextField } from '@hospital/ui';
import { problemOf } from '../../shared/deskQueries';
import { useDeskAction } from './useDeskAction';
import styles from './desk.module.css';

/** The bookings a cancellation of the session tells: every one still expected today. */
const ACTIVE: DeskBooking['status'][] = ['booked', 'checked_in', 'called'];

interface Props {
  session: DeskSession;
  announce: (message: string) => void;
}

/**
 * One session of today (docs/decisions.md, issue 26): "call next" and the number being served first,
 * then its patients, then the notices — the delay, and apart from it, in the danger style and behind a
 * confirmation that says how many patients will be told, the cancellation. A no-show is confirmed too.
 */
export function SessionCard({ session, announce }: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [absent, setAbsent] = useState<DeskBooking | null>(null);
  const titleId = `session-${session.session_id}`;
  const failed = (error: unknown) => setProblem(problemOf(error, t('common.loadError')));
  const ok = () => setProblem(null);

  const call = useDeskAction((api, code: string | undefined, csrf) =>
    api.deskCall({ session_id: session.session_id, code }, csrf),
  );
  const noShow = useDeskAction((api, code: string, csrf) => api.deskNoShow(code, csrf));
  const late = useDeskAction((api, minutes: number, csrf) =>
    api.deskLate({ session_id: session.session_id, minutes }, csrf),
  );
  const cancel = useDeskAction((api, _: void, csrf) => api.deskCancelSession(session.session_id, csrf));

  // The session is known here; the form asks only for the minutes.
  const lateSchema = deskLateSchema(lang).pick(['minutes']);
  const lateForm = useForm<{ minutes: number }>({
    resolver: yupResolver(lateSchema),
    defaultValues: { minutes: session.late_minutes ?? 0 },
  });

  const calling = (booking: DeskBooking | null) => {
    ok();
    if (booking) announce(t('desk.calling', { queue: booking.queue_number, name: booking.patient_name }));
  };
  const checkedIn = session.bookings.filter((b) => b.status === 'checked_in').length;
  const told = session.bookings.filter((b) => ACTIVE.includes(b.status)).length;
  const named = (b: DeskBooking) => ({ queue: b.queue_number, name: b.patient_name });

  const markAbsent = (b: DeskBooking) =>
    noShow.mutate(b.code, {
      onSuccess: () => {
        ok();
        setAbsent(null);
        announce(t('desk.markedNoShow', named(b)));
      },
      onError: (error) => {
        setAbsent(null);
        failed(error);
      },
    });

  return (
    <section
      className={styles.session}
      aria-labelledby={titleId}
      data-testid={`desk-session-${session.session_id}`}
    >
      <header className={styles.sessionHead}>
        <h3 id={titleId} className={styles.sessionTitle}>
          {session.doctor.name} · {session.poli.name}
        </h3>
        <p className={styles.muted}>
          {t('desk.time', {
            start: formatClockTime(session.start_time, lang),
            end: formatClockTime(session.end_time, lang),
          })}
        </p>
        {session.cancelled && <Badge variant="danger">{t('desk.cancelledBadge')}</Badge>}
        {!session.cancelled && session.late_minutes !== null && (
          <Badge variant="warning">{t('desk.lateNotice', { count: session.late_minutes })}</Badge>
        )}
      </header>

      {/* The first thing a clerk reaches, by eye and by Tab: "call next" and the number being served. */}
      <div className={styles.callBar}>
        {!session.cancelled && (
          <Button
            size="lg"
            className={styles.callNext}
            loading={call.isPending && call.variables === undefined}
            disabled={checkedIn === 0}
            onClick={() => call.mutate(undefined, { onSuccess: (r) => calling(r.booking), onError: failed })}
          >
            {t('desk.callNext')}
          </Button>
        )}
        <p className={styles.serving}>
          <span>{t('desk.nowServing')}</span>
          <strong data-testid="desk-now-serving">{session.now_serving || '—'}</strong>
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('desk.checkedInCount')}</dt>
            <dd>{checkedIn}</dd>
          </div>
          <div>
            <dt>{t('desk.waiting')}</dt>
            <dd>{session.waiting.length}</dd>
          </div>
        </dl>
      </div>

      {problem && (
        <div className={styles.problem}>
          <Alert variant="error">{problem}</Alert>
        </div>
      )}

      <h4 className={styles.listTitle}>{t('desk.bookings')}</h4>
      {session.bookings.length === 0 ? (
        <p className={styles.muted}>{t('desk.noBookings')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('desk.queue')}</th>
                <th scope="col">{t('desk.patient')}</th>
                <th scope="col">{t('desk.bookingCode')}</th>
                <th scope="col">{t('desk.status')}</th>
                <th scope="col">{t('desk.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {session.bookings.map((b) => (
                <tr key={b.code} data-testid={`booking-${b.code}`}>
                  <td>{b.queue_number}</td>
                  <td>
                    {b.patient_name}
                    {/* The document to ask for at check-in (docs/decisions.md, issue 26). */}
                    <span className={styles.document}>{t(`desk.documents.${b.id_document}`)}</span>
                  </td>
                  <td className={styles.code}>{b.code}</td>
                  <td>{t(`desk.statuses.${b.status}`)}</td>
                  <td className={styles.rowActions}>
                    {!session.cancelled && b.status === 'checked_in' && (
                      <Button
                        size="sm"
                        aria-label={t('desk.callNamed', named(b))}
                        loading={call.isPending && call.variables === b.code}
                        onClick={() =>
                          call.mutate(b.code, { onSuccess: (r) => calling(r.booking), onError: failed })
                        }
                      >
                        {t('desk.call')}
                      </Button>
                    )}
                    {ACTIVE.includes(b.status) && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('desk.noShowNamed', named(b))}
                        onClick={() => setAbsent(b)}
                      >
                        {t('desk.noShow')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {!session.cancelled && (
        <div className={styles.tools}>
          <h4 className={styles.listTitle}>{t('desk.sessionNotices')}</h4>
          <form
            noValidate
            className={styles.inline}
            onSubmit={lateForm.handleSubmit(({ minutes }) =>
              late.mutate(minutes, {
                onSuccess: () => {
                  ok();
                  announce(minutes > 0 ? t('desk.lateSaved', { count: minutes }) : t('desk.lateCleared'));
                },
                onError: failed,
              }),
            )}
          >
            <TextField
              {...lateForm.register('minutes')}
              label={t('desk.late')}
              hint={t('desk.lateHint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={DESK_LATE_MAX_MINUTES}
              error={lateForm.formState.errors.minutes?.message}
              className={styles.minutesField}
            />
            <Button type="submit" variant="secondary" loading={late.isPending}>
              {t('desk.lateSave')}
            </Button>
          </form>
          {/* Apart from the delay, in the danger style, and confirmed with who will be told. */}
          <div className={styles.danger}>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('desk.cancel')}
            </Button>
          </div>
        </div>
      )}

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('desk.cancelTitle')}
        closeLabel={t('common.close')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('desk.cancelKeep')}
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    ok();
                    setConfirming(false);
                    announce(t('desk.cancelled'));
                  },
                  onError: (error) => {
                    setConfirming(false);
                    failed(error);
                  },
                })
              }
            >
              {t('desk.cancelConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('desk.cancelBody', { count: told })}</p>
      </Modal>

      <Modal
        open={absent !== null}
        onClose={() => setAbsent(null)}
        title={absent ? t('desk.noShowTitle', named(absent)) : ''}
        closeLabel={t('common.close')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAbsent(null)}>
              {t('desk.noShowKeep')}
            </Button>
            <Button variant="danger" loading={noShow.isPending} onClick={() => absent && markAbsent(absent)}>
              {t('desk.noShowConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('desk.noShowBody')}</p>
      </Modal>
    </section>
  );
}
