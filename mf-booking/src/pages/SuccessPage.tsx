import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi, usePageHead, useSiteOrigin } from '@hospital/remote-kit';
import { Link, useSearchParams } from '@hospital/router';
import { consultationPath, type Appointment } from '@hospital/api-client';
import { Button, Container, LiveRegion, PageHeader } from '@hospital/ui';
import { bookingChatUrl } from '@hospital/domain/whatsapp';
import { celebrate } from '../features/success/celebrate';
import { copyText } from '../features/success/clipboard';
import { downloadFile } from '../shared/download';
import { readLastBooking, saveLastBooking, type LastBooking } from '../shared/lastBooking';
import { bookingIcs, bookingShareUrl } from '../features/success/visitDetails';
import { appointmentRows } from '../shared/visit/appointmentRows';
import { WhenAndWhere } from '../shared/visit/WhenAndWhere';
import { LiveQueueStatus, showsLiveQueue } from '../shared/liveQueue/LiveQueueStatus';
import { useDraftStore } from '../features/wizard/draftStore';
import { DetailList } from '../shared/DetailList';
import styles from './SuccessPage.module.css';

/**
 * `/appointment/success`: the booking just made, with its queue number and code.
 *
 * The booking is in this tab's storage, which the server cannot see: the server renders the page
 * while it is being read (and how to find a booking otherwise), the browser takes that over as it is
 * and only then reads the booking (ARCHITECTURE 9, hydration), so a reload shows the booking again. A
 * page rendered in the browser (the wizard's last step leads here) reads it before it paints. Only a
 * tab without it (another tab, storage cleared or blocked) says so, with the way to the look-up.
 */
export function SuccessPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const origin = useSiteOrigin();
  // A personal page: never indexed, and the server never caches it (routes.json `personal`).
  usePageHead({
    title: t('pageTitles.appointmentSuccess'),
    description: t('descriptions.success'),
    noindex: true,
  });
  const [params] = useSearchParams();
  const code = params.get('code');
  const [booking, setBooking] = useState<LastBooking | null>(null);
  // False on the server and while the browser takes its HTML over: nothing is known of the tab yet.
  const [read, setRead] = useState(false);
  useLayoutEffect(() => {
    setBooking(readLastBooking());
    setRead(true);
  }, []);
  const [announcement, setAnnouncement] = useState('');
  const celebrated = useRef('');
  const current = booking && (!code || booking.appointment.code === code) ? booking : null;

  // First showing of this booking: the draft is done with, and it is time to celebrate.
  const firstShowing = current !== null && !current.celebrated;
  useEffect(() => {
    if (!firstShowing || !current) return;
    useDraftStore.getState().reset();
    const shown = { ...current, celebrated: true };
    saveLastBooking(shown);
    setBooking(shown);
    // Effects may run twice (StrictMode in development): one burst of confetti per booking.
    if (celebrated.current === shown.appointment.code) return;
    celebrated.current = shown.appointment.code;
    void celebrate().catch(() => undefined);
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
    // the server's HTML over moves nothing (CLS 0, ARCHITECTURE 2b).
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
          <Button variant="secondary" onClick={() => void copy()}>
            {t('success.copy')}
          </Button>
          <LiveRegion message={announcement} visible className={styles.copied} />
        </div>
      </section>

      {showsLiveQueue(appointment) && <LiveQueueStatus appointment={appointment} />}
      <WhenAndWhere appointment={appointment} headingLevel={2} />
      <VisitDetails appointment={appointment} />

      <div className={styles.actions}>
        <Button
          onClick={() =>
            downloadFile(
              `janji-temu-${appointment.code}.ics`,
              bookingIcs(appointment, t, lang, origin),
              'text/calendar;charset=utf-8',
            )
          }
        >
          {t('success.addToCalendar')}
        </Button>
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
          href={bookingChatUrl(appointment.company.phone, appointment.company.name, appointment.code, lang)}
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
