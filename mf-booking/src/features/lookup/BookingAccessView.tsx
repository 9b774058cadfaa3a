import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@hospital/query';
import { useLocale, useTranslation, type Locale } from '@hospital/i18n';
import {
  toApiError,
  type ApiClient,
  type BookingAccess,
  type BookingAccessErasure,
} from '@hospital/api-client';
import { useApi, useInteractive } from '@hospital/remote-kit';
import { Link, useLocation, useSearchParams } from '@hospital/router';
import { Alert, Badge, Button, ButtonLink, LiveRegion, Modal } from '@hospital/ui';
import { DetailList } from '../../shared/DetailList';
import { downloadFile } from '../../shared/download';
import { appointmentRows } from '../../shared/visit/appointmentRows';
import { STATUS_BADGE } from './AppointmentCard';
import styles from './AppointmentCard.module.css';
import { ServerConfirm } from './ServerConfirm';
import { useLookupActionData } from './serverLookup';

/**
 * What a mailed link opens, or why not: an answer of the API's refusal is data too, so the page the server
 * rendered with it (`LookupPage.prefetch`) is the page the browser takes over, without JavaScript as with it.
 */
export type AccessAnswer =
  { ok: true; access: BookingAccess } | { ok: false; status: number; message: string };

/** The bookings of a mailed link: read by the server for the page's HTML, and by the browser after a client-side visit. */
export function bookingAccessQuery(api: ApiClient, token: string, lang: Locale) {
  return {
    queryKey: ['booking-access', token, lang] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<AccessAnswer> => {
      try {
        return { ok: true, access: await api.getBookingAccess(token, { signal }) };
      } catch (error) {
        const { status, message } = toApiError(error);
        return { ok: false, status, message };
      }
    },
    retry: false,
  };
}

interface BookingAccessViewProps {
  /** The token of the mailed link (`?access=`). */
  token: string;
}

/**
 * What a mailed link opens (docs/decisions.md, issue 24): the bookings of one patient made with the address it
 * went to; a copy of their data, and consent withdrawn for all of them at once (the link is spent).
 * Before or without JavaScript the downloads are a form the page's server action answers with the file,
 * and the withdrawal a link to its confirmation (`&confirm=erase-all`): docs/decisions.md, issue 25.
 */
export function BookingAccessView({ token }: BookingAccessViewProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const keepButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<BookingAccessErasure | null>(null);
  const interactive = useInteractive();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const actionData = useLookupActionData();
  const linkUrl = `${pathname}?access=${encodeURIComponent(token)}`;
  const access = useQuery(bookingAccessQuery(api, token, lang));
  const answer = access.data;
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
      {actionData?.form === 'all-bookings' && actionData.problem && (
        <Alert variant="error">{t('allBookings.failed', { message: actionData.problem })}</Alert>
      )}
      {access.isPending && <p aria-busy="true">{t('allBookings.loading')}</p>}
      {answer && !answer.ok && (
        <Alert variant="error">{answer.status === 0 ? t('common.loadError') : answer.message}</Alert>
      )}
      {answer?.ok && !done && (
        <>
          <p>{t('allBookings.linkLead', { time: answer.access.expires_at.slice(11, 16) })}</p>
          {answer.access.bookings.length === 0 ? (
            <p>{t('allBookings.none')}</p>
          ) : (
            <ul className={styles.accessList}>
              {answer.access.bookings.map((booking) => (
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
          {/* The link's confirmation page: it stays once scripts run (its form posts to the action). */}
          {params.get('confirm') === 'erase-all' && answer.access.bookings.length > 0 && (
            <ServerConfirm
              subject={{ access: token }}
              intent="access-erase"
              title={t('allBookings.eraseTitle')}
              confirmLabel={t('allBookings.eraseConfirm')}
              keepLabel={t('dataRights.keep')}
            >
              <p>{t('allBookings.eraseMessage')}</p>
            </ServerConfirm>
          )}
          {interactive ? (
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
              {answer.access.bookings.length > 0 && (
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  {t('allBookings.erase')}
                </Button>
              )}
            </div>
          ) : (
            // Before or without JavaScript: the page's server action answers the downloads with the
            // file, and the withdrawal is confirmed on a page of its own.
            <form method="post" className={styles.rescheduleActions}>
              <Button type="submit" name="intent" value="access-pdf" variant="secondary">
                {t('allBookings.pdf')}
              </Button>
              <Button type="submit" name="intent" value="access-json" variant="secondary">
                {t('allBookings.json')}
              </Button>
              {answer.access.bookings.length > 0 && (
                <ButtonLink variant="danger" href={`${linkUrl}&confirm=erase-all#lookup-confirm`}>
                  {t('allBookings.erase')}
                </ButtonLink>
              )}
            </form>
          )}
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
