/*
 * The visit's calendar file: the booking's success page offers it for download (mf-booking) and the
 * confirmation e-mail attaches it (api, docs/decisions.md, issue 19), so both give the same entry.
 */

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
