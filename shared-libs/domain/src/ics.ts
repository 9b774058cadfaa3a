/*
 * The visit's calendar file: the booking's success page offers it for download (mf-booking) and the
 * confirmation e-mail attaches it (api, docs/decisions.md, issue 19), so both give the same entry.
 */
import type { Lang } from './lang';

/** What a calendar entry of a visit needs; times are wall-clock times in Asia/Jakarta (WIB). */
export interface CalendarEvent {
  uid: string;
  /** ISO date `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM`. */
  start: string;
  end: string;
  title: string;
  description: string;
  location: string;
  /** When the file is made (DTSTAMP). */
  now?: Date;
  /**
   * RFC 5545 3.8.7.4: a later version of the same UID (a rescheduled visit) carries a higher
   * SEQUENCE, so a calendar app replaces the entry instead of keeping the old time.
   */
  sequence?: number;
}

const CRLF = '\r\n';

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line may hold 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '').padEnd(4, '0')}00`;
}

function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * An iCalendar file with one event in the Asia/Jakarta time zone (a VTIMEZONE is included, so every
 * calendar app places it at the right hour wherever the phone is) and a reminder two hours before.
 */
export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Medika Hospital//Booking//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Jakarta',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0700',
    'TZOFFSETTO:+0700',
    'TZNAME:WIB',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now ?? new Date())}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    `DTSTART;TZID=Asia/Jakarta:${localDateTime(event.date, event.start)}`,
    `DTEND;TZID=Asia/Jakarta:${localDateTime(event.date, event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.title)}`,
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** What a visit's calendar entry says, as the booking gives it (the API's `Appointment`). */
export interface VisitCalendarFacts {
  code: string;
  queueNumber: number;
  doctor: string;
  /** The doctor's speciality; '' when none. */
  speciality: string;
  poli: string;
  /** Where the clinic registers its patients (`Lantai 2`, `Loket C`), when known. */
  floor?: string;
  counter?: string;
  hospital: string;
  address: string;
  telemedicine: boolean;
  /** When to come and what to bring (the booking's `advice`, in the entry's language). */
  advice: string;
  /** The look-up page of the booking. */
  lookupUrl: string;
}

const CALENDAR_WORDS = {
  id: {
    title: (doctor: string, hospital: string) => `Janji temu dengan ${doctor} – ${hospital}`,
    online: 'Konsultasi online (video)',
    doctor: 'Dokter',
    clinic: 'Poli',
    hospital: 'Rumah sakit',
    address: 'Alamat',
    queue: 'Nomor antrean',
    code: 'Kode booking',
    bring: 'Persiapan',
    lookup: 'Lihat atau batalkan',
  },
  en: {
    title: (doctor: string, hospital: string) => `Appointment with ${doctor} – ${hospital}`,
    online: 'Online consultation (video)',
    doctor: 'Doctor',
    clinic: 'Clinic',
    hospital: 'Hospital',
    address: 'Address',
    queue: 'Queue number',
    code: 'Booking code',
    bring: 'Before you come',
    lookup: 'View or cancel',
  },
} as const;

/**
 * The summary, description and location of a visit's calendar entry in one language (docs/decisions.md,
 * issue 26): one labelled fact a line, readable in any calendar app, the same from the success page and
 * the confirmation e-mail.
 */
export function visitCalendarText(
  facts: VisitCalendarFacts,
  lang: Lang,
): Pick<CalendarEvent, 'title' | 'description' | 'location'> {
  const w = CALENDAR_WORDS[lang];
  const place = [facts.poli, facts.floor, facts.counter].filter(Boolean).join(', ');
  const doctor = facts.speciality ? `${facts.doctor} (${facts.speciality})` : facts.doctor;
  const lines = [
    `${w.doctor}: ${doctor}`,
    `${w.clinic}: ${facts.telemedicine ? `${place} – ${w.online}` : place}`,
    `${w.hospital}: ${facts.hospital}`,
    ...(facts.telemedicine ? [] : [`${w.address}: ${facts.address}`]),
    `${w.queue}: ${facts.queueNumber}`,
    `${w.code}: ${facts.code}`,
    ...(facts.advice ? [`${w.bring}: ${facts.advice}`] : []),
    `${w.lookup}: ${facts.lookupUrl}`,
  ];
  return {
    title: w.title(facts.doctor, facts.hospital),
    description: lines.join('\n'),
    location: [facts.hospital, place, facts.address].join(', '),
  };
}

/** The fields of a booking (the API's `Appointment`) its calendar entry reads. */
export interface CalendarBooking {
  code: string;
  queue_number: number;
  telemedicine: boolean;
  advice: string;
  doctor: { name: string; speciality: string };
  poli: { name: string; location: { floor: string; counter: string } | null };
  company: { name: string; address: string };
}

/** A booking's calendar entry text: `visitCalendarText` of the booking as the API answers it. */
export function bookingCalendarText(
  booking: CalendarBooking,
  lookupUrl: string,
  lang: Lang,
): Pick<CalendarEvent, 'title' | 'description' | 'location'> {
  return visitCalendarText(
    {
      code: booking.code,
      queueNumber: booking.queue_number,
      doctor: booking.doctor.name,
      speciality: booking.doctor.speciality,
      poli: booking.poli.name,
      floor: booking.poli.location?.floor,
      counter: booking.poli.location?.counter,
      hospital: booking.company.name,
      address: booking.company.address,
      telemedicine: booking.telemedicine,
      advice: booking.advice,
      lookupUrl,
    },
    lang,
  );
}
