import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useMutation } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { consultationPath, toApiError, type Appointment, type AppointmentStatus } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import { Link, useLocation, useSearchParams } from '@hospital/router';
import {
  buildBookingLink,
  formatDate,
  formatWibTimeRange,
  MAX_RESCHEDULES,
  todayInJakarta,
} from '@hospital/domain';
import { Alert, Badge, Button, ButtonLink, LiveRegion, Modal, type BadgeVariant } from '@hospital/ui';
import { useRenderDate } from '../../shared/renderDate';
import { useInteractive } from '../../shared/useInteractive';
import { DetailList } from '../../shared/DetailList';
import { appointmentRows } from '../../shared/visit/appointmentRows';
import { WhenAndWhere } from '../../shared/visit/WhenAndWhere';
import styles from './AppointmentCard.module.css';
import { ReschedulePanel } from './ReschedulePanel';
import { DataRightsPanel } from './DataRightsPanel';
import { useLookupActionData } from './serverLookup';
import { ServerConfirm } from './ServerConfirm';
import { ServerMove } from './ServerMove';

export const STATUS_BADGE: Record<AppointmentStatus | 'called', BadgeVariant> = {
  booked: 'success',
  cancelled: 'danger',
  checked_in: 'info',
  called: 'warning',
  no_show: 'neutral',
  completed: 'neutral',
};

interface AppointmentCardProps {
  appointment: Appointment;
  /** Confirms the cancellation (the API asks for it with the code). */
  bornDate: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange: (appointment: Appointment) => void;
  /** What the page says first about the booking (what a form posted without JavaScript just did). */
  notice?: string;
  /** Today's live state (the queue), shown first, under the heading (docs/decisions.md, issue 26). */
  live?: ReactNode;
}

/** The badge follows the desk: booked, checked in, then called (a checked-in booking with its call). */
export function displayStatus(appointment: Appointment): AppointmentStatus | 'called' {
  return appointment.status === 'checked_in' && appointment.called_at ? 'called' : appointment.status;
}

/**
 * A found booking: status, queue number, when to arrive, where and what to bring, its details (payer,
 * fee), and cancelling a booked visit.
 */
export function AppointmentCard({
  appointment,
  bornDate,
  headingRef,
  onChange,
  notice = '',
  live,
}: AppointmentCardProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const interactive = useInteractive();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const actionData = useLookupActionData();
  const today = todayInJakarta(useRenderDate());
  const cancelling = useMutation({
    mutationFn: () => api.cancelAppointment(appointment.code, { bornDate }),
  });
  const [confirming, setConfirming] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  // The server's answer to a cancel posted without JavaScript that did not go through.
  const [failure, setFailure] = useState(() =>
    actionData?.form === 'cancel' ? t('lookup.cancelFailed', { message: actionData.problem }) : '',
  );
  const [announcement, setAnnouncement] = useState(notice);
  const keepButton = useRef<HTMLButtonElement>(null);
  const time = formatWibTimeRange(appointment.start, appointment.end, lang);
  const date = formatDate(appointment.date, lang);
  const status = displayStatus(appointment);
  // Checked in or called: the visit is under way at the desk, nothing to cancel or move any more.
  const cancellable = appointment.status === 'booked' && !appointment.called_at && appointment.date >= today;
  // Found with code and birth date: the answer carries the patient's way into her consultation.
  const consultation =
    appointment.telemedicine && appointment.status === 'booked' ? consultationPath(appointment) : null;
  // Without JavaScript the cancel button is a link to this page asking to confirm (`?confirm=cancel`),
  // whose form posts to the page's server action.
  const confirmUrl = (what: 'cancel' | 'erase') =>
    `${pathname}?code=${encodeURIComponent(appointment.code)}&confirm=${what}#lookup-confirm`;
  const confirmingOnServer = params.get('confirm');
  const moveUrl = `${pathname}?code=${encodeURIComponent(appointment.code)}&move=1#lookup-move`;

  const cancel = async () => {
    setFailure('');
    try {
      const updated = await cancelling.mutateAsync();
      setConfirming(false);
      onChange(updated);
      setAnnouncement(t('lookup.cancelled', { code: updated.code }));
      // The cancel button is gone: focus goes to the booking's heading, not to the page's top.
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      setConfirming(false);
      setFailure(t('lookup.cancelFailed', { message: toApiError(error).message }));
    }
  };

  return (
    <article className={styles.card} aria-labelledby="lookup-result-title">
      <div className={styles.header}>
        <h2 id="lookup-result-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('lookup.resultTitle', { code: appointment.code })}
        </h2>
        <p className={styles.status}>
          <span className={styles.statusLabel}>{t('lookup.status')}:</span>{' '}
          <Badge variant={STATUS_BADGE[status]}>{t(`lookup.statuses.${status}`)}</Badge>
        </p>
      </div>
      <LiveRegion message={announcement} visible className={styles.announcement} />
      {failure && <Alert variant="error">{failure}</Alert>}
      {live}
      {/* A cancelled booking holds no number any more (it is given again): a way to book again instead. */}
      {appointment.status === 'cancelled' ? (
        <p className={styles.bookAgain}>
          <Link
            to={buildBookingLink({
              doctorId: appointment.doctor.id,
              companyId: appointment.company.id,
              poliId: appointment.poli.id,
            })}
          >
            {t('lookup.bookAgain')}
          </Link>
        </p>
      ) : (
        <div className={styles.queue}>
          <span className={styles.queueLabel}>{t('lookup.queueNumber')}</span>
          <span className={styles.queueNumber}>{appointment.queue_number}</span>
        </div>
      )}
      {/* Only a visit still ahead: a cancelled or past one has nothing to come to. */}
      {cancellable && <WhenAndWhere appointment={appointment} headingLevel={3} />}
      <DetailList rows={appointmentRows(appointment, t, lang)} className={styles.list} />
      {consultation && (
        <p>
          <Link to={consultation}>{t('success.joinOnline')}</Link>
        </p>
      )}
      {cancellable && rescheduling && (
        <ReschedulePanel
          appointment={appointment}
          bornDate={bornDate}
          onClose={() => setRescheduling(false)}
          onMoved={(moved, message) => {
            setRescheduling(false);
            onChange(moved);
            setAnnouncement(message);
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      )}
      {/* Without JavaScript: the move link's page (`?move=1`), or the action's answer to its form. */}
      {!rescheduling && ((cancellable && params.get('move') === '1') || actionData?.form === 'move') && (
        <ServerMove appointment={appointment} movable={cancellable && appointment.reschedules_left > 0} />
      )}
      {cancellable && !rescheduling && appointment.reschedules_left === 0 && (
        <p className={styles.limit}>{t('reschedule.limit', { max: MAX_RESCHEDULES })}</p>
      )}
      {cancellable && confirmingOnServer === 'cancel' && (
        <ServerConfirm
          subject={{ code: appointment.code }}
          intent="cancel"
          title={t('lookup.cancelTitle')}
          confirmLabel={t('lookup.confirmCancel')}
          keepLabel={t('lookup.keep')}
        >
          <p>{t('lookup.cancelMessage', { doctor: appointment.doctor.name, date, time })}</p>
        </ServerConfirm>
      )}
      {cancellable && !rescheduling && (
        <div className={styles.cardActions}>
          {/* Without JavaScript moving is a page of its own (`?move=1`), the server reading the sessions. */}
          {appointment.reschedules_left > 0 &&
            (interactive ? (
              <Button variant="secondary" onClick={() => setRescheduling(true)}>
                {t('reschedule.open')}
              </Button>
            ) : (
              <ButtonLink variant="secondary" href={moveUrl}>
                {t('reschedule.open')}
              </ButtonLink>
            ))}
          {interactive ? (
            <Button variant="danger" onClick={() => setConfirming(true)} className={styles.cancel}>
              {t('lookup.cancel')}
            </Button>
          ) : (
            <ButtonLink variant="danger" href={confirmUrl('cancel')} className={styles.cancel}>
              {t('lookup.cancel')}
            </ButtonLink>
          )}
        </div>
      )}
      <DataRightsPanel
        appointment={appointment}
        bornDate={bornDate}
        erasable={cancellable || appointment.status === 'cancelled'}
        eraseUrl={confirmUrl('erase')}
        confirmingOnServer={confirmingOnServer === 'erase'}
        onErased={(message) => {
          setAnnouncement(message);
          // The booking is cancelled now: read it again to show what is left of it.
          void api
            .getAppointment(appointment.code, bornDate)
            .then(onChange)
            .catch(() => undefined);
          requestAnimationFrame(() => headingRef.current?.focus());
        }}
      />
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('lookup.cancelTitle')}
        closeLabel={t('common.close')}
        initialFocusRef={keepButton}
        footer={
          <>
            <Button variant="danger" onClick={() => void cancel()} loading={cancelling.isPending}>
              {t('lookup.confirmCancel')}
            </Button>
            <Button ref={keepButton} variant="secondary" onClick={() => setConfirming(false)}>
              {t('lookup.keep')}
            </Button>
          </>
        }
      >
        <p>{t('lookup.cancelMessage', { doctor: appointment.doctor.name, date, time })}</p>
      </Modal>
    </article>
  );
}
