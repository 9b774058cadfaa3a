import type { Appointment } from '@hospital/api-client';
import { formatDate, formatWibTimeRange, type Lang } from '@hospital/domain';
import { localePath } from '@hospital/i18n';
import type { Translate } from '../../shared/format';
import { bookingCalendarText, buildIcs } from '@hospital/domain/ics';
import { whatsappShareUrl } from './share';

function visitTime(appointment: Appointment, lang: Lang): string {
  return formatWibTimeRange(appointment.start, appointment.end, lang);
}

/** The look-up page with the code filled in, in the language of the text that carries the link. */
export function lookupLink(code: string, origin: string, lang: Lang): string {
  return `${origin}${localePath('/appointment/detail', lang)}?code=${encodeURIComponent(code)}`;
}

/** The `.ics` file of a booking (Asia/Jakarta time). */
export function bookingIcs(appointment: Appointment, lang: Lang, origin: string, now?: Date): string {
  return buildIcs({
    uid: `${appointment.code}@medikahospital.co.id`,
    date: appointment.date,
    start: appointment.start,
    end: appointment.end,
    // The same words as the confirmation e-mail's attachment (docs/decisions.md, issue 26).
    ...bookingCalendarText(appointment, lookupLink(appointment.code, origin, lang), lang),
    now,
  });
}

/** The booking's calendar file as it is saved: its name, type and text (the page's and its action's). */
export function bookingIcsFile(appointment: Appointment, lang: Lang, origin: string, now?: Date) {
  return {
    fileName: `janji-temu-${appointment.code}.ics`,
    type: 'text/calendar;charset=utf-8',
    body: bookingIcs(appointment, lang, origin, now),
  };
}

/** The WhatsApp share link with the visit details in the current language. */
export function bookingShareUrl(appointment: Appointment, t: Translate, lang: Lang, origin: string): string {
  return whatsappShareUrl(
    t('success.shareText', {
      hospital: appointment.company.name,
      code: appointment.code,
      doctor: appointment.doctor.name,
      poli: appointment.poli.name,
      date: formatDate(appointment.date, lang),
      time: visitTime(appointment, lang),
      queue: appointment.queue_number,
      address: appointment.company.address,
      link: lookupLink(appointment.code, origin, lang),
    }),
  );
}
