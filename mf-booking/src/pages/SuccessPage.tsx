import { useEffect, useLayoutEffect, useState } from 'react';
import { queryOptions, useQueryClient } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useActionData, useApi, usePageHead, useSiteOrigin, type Prefetch } from '@hospital/remote-kit';
import { Link, useSearchParams } from '@hospital/router';
import { consultationPath, type ApiClient, type Appointment } from '@hospital/api-client';
import { Alert, Button, Container, LiveRegion, PageHeader } from '@hospital/ui';
import { bookingChatUrl } from '@hospital/domain/whatsapp';
import { copyText } from '../features/success/clipboard';
import { downloadFile } from '../shared/download';
import { readLastBooking, saveLastBooking, type LastBooking } from '../shared/lastBooking';
import { bookingIcsFile, bookingShareUrl } from '../features/success/visitDetails';
import type { SuccessActionData } from '../features/success/successAction';
import { appointmentRows } from '../shared/visit/appointmentRows';
import { WhenAndWhere } from '../shared/visit/WhenAndWhere';
import { LiveQueueStatus, showsLiveQueue } from '../shared/liveQueue/LiveQueueStatus';
import { useDraftStore } from '../features/wizard/draftStore';
import { readBooked, type BookedState } from '../shared/bookedState';
import { useInteractive } from '../shared/useInteractive';
import { DetailList } from '../shared/DetailList';
import styles from './SuccessPage.module.css';

/**
 * `/appointment/success`: the booking just made, with its queue number and code.
 *
 * The booking is in this tab's storage, which the server cannot see: the server renders the page
 * while it is being read (and how to find a booking otherwise), the browser takes that over as it is
 * and only then reads the booking (docs/architecture.md §9, hydration), so a reload shows the booking again. A
 * page rendered in the browser (the wizard's last step leads here) reads it before it paints. Only a
 * tab without it (another tab, storage cleared or blocked) says so, with the way to the look-up.
 */
/**
 * The booking just made without JavaScript (wizardAction.ts keeps its code in this browser's sealed
 * state: docs/decisions.md, issue 25), read by the server for this browser only; never fetched in the browser.
 */
const servedBookingQuery = (api: ApiClient, booked: BookedState | null) =>
  queryOptions({
    queryKey: ['booking', 'served'],
    queryFn: async (): Promise<LastBooking | null> =>
      booked
        ? {
            appointment: await api.getAppointment(booked.code, booked.bornDate),
            lang: booked.lang,
            bornDate: booked.bornDate,
            celebrated: false,
          }
        : null,
    staleTime: Infinity,
  });

export function SuccessPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const origin = useSiteOrigin();
  const interactive = useInteractive();
  const queryClient = useQueryClient();
  const [served] = useState(
    () => queryClient.getQueryData<LastBooking | null>(servedBookingQuery(api, null).queryKey) ?? null,
  );
  // A personal page: never indexed, and the server never caches it (routes.json `personal`).
  usePageHead({
    title: t('pageTitles.appointmentSuccess'),
    description: t('descriptions.success'),
    noindex: true,
  });
  const [params] = useSearchParams();
  const code = params.get('code');
  const [booking, setBooking] = useState<LastBooking | null>(served);
  // False on the server and while the browser takes its HTML over: nothing is known of the tab yet
  // (unless the server knew the booking: then the page shows it from the start).
  const [read, setRead] = useState(served !== null);
  useLayoutEffect(() => {
    const stored = readLastBooking();
    const same = stored && served && stored.appointment.code === served.appointment.code;
    setBooking(served && !same ? served : stored);
    setRead(true);
  }, [served]);
  const [announcement, setAnnouncement] = useState('');
  // The calendar form's answer without JavaScript, when the API could not give the booking.
  const actionData = useActionData<SuccessActionData>();
  const calendarProblem =
    actionData?.form === 'calendar' && actionData.problem ? (
      <Alert variant="error">{t('success.calendarFailed', { message: actionData.problem })}</Alert>
    ) : null;
  const current = booking && (!code || booking.appointment.code === code) ? booking : null;

  // First showing of this booking: the draft is done with. No confetti: nothing moves over the booking
  // code a worried parent reads (docs/decisions.md, issue 26).
  const firstShowing = current !== null && !current.celebrated;
  useEffect(() => {
    if (!firstShowing || !current) return;
    useDraftStore.getState().reset();
    const shown = { ...current, celebrated: true };
    saveLastBooking(shown);
    setBooking(shown);
  }, [firstShowing, current]);

  // Texts of the booking (clinic name, advice) come from the API in the language it was made in: the
  // same page in the other language (a language switch loads it at its other URL) asks for them again.
  const needsTranslation = current !== null && current.lang !== lang && current.bornDate !== '';
  useEffect(() => {
    if (!needsTranslation || !current) return;
    const controller = new AbortController();
    api
      .getAppointment(current.appointment.code, current.bornDate, { signal: controller.signal })
      .then((appointment) => {
        const translated = { ...current, appointment, lang };
        saveLastBooking(translated);
        setBooking(translated);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [needsTranslation, current, lang, api]);

  if (!read || !current) {
    // One frame for "still reading this tab" and "no booking here", both texts in the same grid cell
    // and the other one hidden: the page keeps its height when the browser finds nothing, so taking
    // the server's HTML over moves nothing (CLS 0, docs/architecture.md §2b).
    return (
      <Container size="md">
        <PageHeader
          title={t('success.missingTitle')}
          lead={
            <span className={styles.stateStack} role="status">
              <span className={read ? styles.stateHidden : undefined}>
                {t('success.loadingMessage')} {t('success.loadingHelp')}
              </span>
              <span className={read ? undefined : styles.stateHidden}>{t('success.missingMessage')}</span>
            </span>
          }
        />
        {calendarProblem}
        <p className={styles.actions}>
          <Link
            className={styles.primaryLink}
            to={read && code ? `/appointment/detail?code=${encodeURIComponent(code)}` : '/detail-appointment'}
          >
            {t('success.findBooking')}
          </Link>
          <Link to="/appointment/create">{t('success.bookAnother')}</Link>
        </p>
      </Container>
    );
  }

  const { appointment } = current;
  // The room's link carries the patient's own token: a meeting id alone opens nothing.
  const consultation = appointment.telemedicine ? consultationPath(appointment) : null;
  const copy = async () => {
    const copied = await copyText(appointment.code);
    setAnnouncement(t(copied ? 'success.copied' : 'success.copyFailed', { code: appointment.code }));
  };

  return (
    <Container size="md">
      <PageHeader title={t('pageTitles.appointmentSuccess')} lead={t('success.lead')} />
      {calendarProblem}
      <section className={styles.ticket} aria-label={t('success.bookingCode')}>
        <div className={styles.queue}>
          <p className={styles.ticketLabel}>{t('success.queueNumber')}</p>
          <p className={styles.queueNumber}>{appointment.queue_number}</p>
        </div>
        <div className={styles.codeBlock}>
          <p className={styles.ticketLabel}>{t('success.bookingCode')}</p>
          <p className={styles.code} data-testid="booking-code">
            {appointment.code}
          </p>
          {/* Buttons that need JavaScript are the browser's alone: never a dead control (docs/architecture.md §2c). */}
          {interactive && (
            <Button variant="secondary" onClick={() => void copy()}>
              {t('success.copy')}
            </Button>
          )}
          <LiveRegion message={announcement} visible className={styles.copied} />
        </div>
      </section>

      {showsLiveQueue(appointment) && <LiveQueueStatus appointment={appointment} />}
      <WhenAndWhere appointment={appointment} headingLevel={2} />
      <VisitDetails appointment={appointment} />

      <div className={styles.actions}>
        {/* Posted to the page's action before or without JavaScript (successAction.ts: the booking this
            browser made without it); made in the browser once it runs, from the booking it shows. */}
        <form
          method="post"
          className={styles.calendarForm}
          onSubmit={(event) => {
            event.preventDefault();
            const { fileName, body, type } = bookingIcsFile(appointment, lang, origin);
            downloadFile(fileName, body, type);
          }}
        >
          <input type="hidden" name="intent" value="calendar" />
          <Button type="submit">{t('success.addToCalendar')}</Button>
        </form>
        <a
          className={styles.whatsapp}
          href={bookingShareUrl(appointment, t, lang, origin)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('success.shareWhatsapp')} <span className={styles.srOnly}>{t('success.opensNewTab')}</span>
        </a>
        <a
          className={styles.secondaryLink}
          href={bookingChatUrl(
            appointment.company.whatsapp,
            appointment.company.name,
            appointment.code,
            lang,
          )}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="chat-hospital"
        >
          {t('success.chatHospital', { hospital: appointment.company.name })}{' '}
          <span className={styles.srOnly}>{t('success.opensNewTab')}</span>
        </a>
        {consultation && (
          <Link className={styles.secondaryLink} to={consultation}>
            {t('success.joinOnline')}
          </Link>
        )}
        <Link
          className={styles.secondaryLink}
          to={`/appointment/detail?code=${encodeURIComponent(appointment.code)}`}
        >
          {t('success.viewOrCancel')}
        </Link>
        <Link className={styles.secondaryLink} to="/appointment/create">
          {t('success.bookAnother')}
        </Link>
      </div>
    </Container>
  );
}

function VisitDetails({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <section className={styles.details} aria-labelledby="visit-details-title">
      <h2 id="visit-details-title" className={styles.detailsTitle}>
        {t('success.visitDetails')}
      </h2>
      <DetailList rows={appointmentRows(appointment, t, lang)} className={styles.list} />
    </section>
  );
}

/** The booking this browser just made without JavaScript, when the state names it (see servedBookingQuery). */
SuccessPage.prefetch = (async ({ queryClient, api, search, state }) => {
  const booked = readBooked(state, Date.now());
  const code = search.get('code');
  if (!booked || (code !== null && code !== booked.code)) return;
  await queryClient.prefetchQuery(servedBookingQuery(api, booked));
}) satisfies Prefetch;
