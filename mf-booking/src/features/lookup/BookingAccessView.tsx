import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { toApiError, type BookingAccessErasure } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import { Link } from '@hospital/router';
import { Alert, Badge, Button, LiveRegion, Modal } from '@hospital/ui';
import { DetailList } from '../../shared/DetailList';
import { downloadFile } from '../../shared/download';
import { appointmentRows } from '../../shared/visit/appointmentRows';
import { STATUS_BADGE } from './AppointmentCard';
import styles from './AppointmentCard.module.css';

interface BookingAccessViewProps {
  /** The token of the mailed link (`?access=`). */
  token: string;
}

/**
 * What a mailed link opens (docs/decisions.md, issue 24): the bookings of one patient made with the address it
 * went to; a copy of their data, and consent withdrawn for all of them at once (the link is spent).
 */
export function BookingAccessView({ token }: BookingAccessViewProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const keepButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<BookingAccessErasure | null>(null);
  const access = useQuery({
    queryKey: ['booking-access', token, lang],
    queryFn: ({ signal }) => api.getBookingAccess(token, { signal }),
    retry: false,
  });
  const download = useMutation({
    mutationFn: async (format: 'json' | 'pdf') => {
      if (format === 'pdf') {
        downloadFile('data-bookings.pdf', await api.getBookingAccessPdf(token), 'application/pdf');
      } else {
        const data = await api.getBookingAccessData(token);
        downloadFile('data-bookings.json', JSON.stringify(data, null, 2), 'application/json');
      }
    },
    onError: (error) => setFailure(t('allBookings.failed', { message: toApiError(error).message })),
    onSuccess: () => setFailure(''),
  });
  const erase = useMutation({
    mutationFn: () => api.eraseBookingAccess(token),
    onSuccess: (result) => {
      setConfirming(false);
      setDone(result);
    },
    onError: (error) => {
      setConfirming(false);
      setFailure(t('allBookings.failed', { message: toApiError(error).message }));
    },
  });

  const findByCode = (
    <p>
      <Link to="/appointment/detail">{t('allBookings.findByCode')}</Link>
    </p>
  );
  const erased = done
    ? t('allBookings.erased', {
        cancelled: done.cancelled_bookings,
        erased: done.erased_bookings,
        kept: done.kept_visits,
      })
    : '';

  return (
    <section aria-labelledby="access-title">
      <h2 id="access-title">{t('allBookings.linkTitle')}</h2>
      <LiveRegion message={erased} visible />
      {failure && <Alert variant="error">{failure}</Alert>}
      {access.isPending && <p aria-busy="true">{t('allBookings.loading')}</p>}
      {access.isError && <Alert variant="error">{toApiError(access.error).message}</Alert>}
      {access.isSuccess && !done && (
        <>
          <p>{t('allBookings.linkLead', { time: access.data.expires_at.slice(11, 16) })}</p>
          {access.data.bookings.length === 0 ? (
            <p>{t('allBookings.none')}</p>
          ) : (
            <ul className={styles.accessList}>
              {access.data.bookings.map((booking) => (
                <li key={booking.code} className={styles.accessItem}>
                  <h3>
                    {t('lookup.resultTitle', { code: booking.code })}{' '}
                    <Badge variant={STATUS_BADGE[booking.status]}>
                      {t(`lookup.statuses.${booking.status}`)}
                    </Badge>
                  </h3>
                  <DetailList rows={appointmentRows(booking, t, lang)} className={styles.list} />
                </li>
              ))}
            </ul>
          )}
          <div className={styles.rescheduleActions}>
            <Button
              variant="secondary"
              onClick={() => download.mutate('pdf')}
              loading={download.isPending && download.variables === 'pdf'}
            >
              {t('allBookings.pdf')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => download.mutate('json')}
              loading={download.isPending && download.variables === 'json'}
            >
              {t('allBookings.json')}
            </Button>
            {access.data.bookings.length > 0 && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('allBookings.erase')}
              </Button>
            )}
          </div>
        </>
      )}
      {findByCode}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('allBookings.eraseTitle')}
        closeLabel={t('common.close')}
        initialFocusRef={keepButton}
        footer={
          <>
            <Button variant="danger" onClick={() => erase.mutate()} loading={erase.isPending}>
              {t('allBookings.eraseConfirm')}
            </Button>
            <Button ref={keepButton} variant="secondary" onClick={() => setConfirming(false)}>
              {t('dataRights.keep')}
            </Button>
          </>
        }
      >
        <p>{t('allBookings.eraseMessage')}</p>
      </Modal>
    </section>
  );
}
