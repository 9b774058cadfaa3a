import type { Appointment, Lang } from '@hospital/api-client';
import { formatClockTime, formatDate, formatWibTimeRange } from '@hospital/domain';
import type { BookingMailKind } from '../../db/schema';

/**
 * The words of each e-mail in both languages (docs/decisions.md, issue 19). A message is one structure (a greeting,
 * paragraphs, the visit's facts, links) rendered twice, as plain text and as HTML, so the two parts
 * cannot say different things. What a message may carry: the booking code and queue number, the
 * visit, where to go and what to bring, the look-up link. Never the NIK, not even masked: a mail
 * travels and stays in inboxes (api/README.md, "E-mails (issue 19)").
 */

export interface MailFacts {
  appointment: Appointment;
  /** The booking's contact, who receives the message. */
  contactName: string;
  /** The look-up page of this booking in the message's language. */
  lookupUrl: string;
  /** The booking wizard, to book again after a cancellation. */
  bookUrl: string;
  mapsUrl: string;
  /** The hospital's phone as people dial it (`(022) 780-1234`). */
  hospitalPhone: string;
  /** A WhatsApp chat with the hospital, the booking code already typed (docs/decisions.md, issue 19, item 4). */
  whatsappUrl: string;
}

/**
 * What the front desk told (`doctor_late`: the delay in minutes), or for `erased` whether the
 * erasure cancelled a visit still to come.
 */
export interface DeskNotice {
  lateMinutes?: number;
  cancelled?: boolean;
}

/** The link to every booking made with one address (docs/decisions.md, issue 24). */
export interface AccessLinkFacts {
  url: string;
  minutes: number;
  bookings: number;
  hospitalName: string;
  hospitalPhone: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Layout {
  subject: string;
  lead: string[];
  facts: [string, string][];
  after: string[];
  links: [string, string][];
}

const WORDS = {
  id: {
    hello: (name: string) => `Halo ${name},`,
    code: 'Kode booking',
    queue: 'Nomor antrean',
    doctor: 'Dokter',
    poli: 'Poli',
    hospital: 'Rumah sakit',
    date: 'Tanggal',
    hours: 'Jam praktik',
    turn: 'Perkiraan giliran',
    arrive: 'Datang paling lambat',
    where: 'Tempat',
    address: 'Alamat',
    lookup: 'Lihat atau batalkan janji (kode booking dan tanggal lahir pasien)',
    map: 'Peta lokasi',
    whatsapp: 'Tanya rumah sakit lewat WhatsApp (kode booking sudah terisi)',
    book: 'Buat janji baru',
    calendar: 'Jadwal ini terlampir sebagai file kalender (.ics).',
    hi: 'Halo,',
    validFor: 'Berlaku',
    minutes: (n: number) => `${n} menit`,
    bookings: 'Jumlah booking',
    open: 'Buka booking Anda',
    notYou: (phone: string) => `Bila bukan Anda yang meminta, segera hubungi rumah sakit di ${phone}.`,
    footer: (hospital: string, phone: string) =>
      `Email ini dikirim otomatis oleh ${hospital}. Pertanyaan: telepon ${phone}. Jangan membalas email ini.`,
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    code: 'Booking code',
    queue: 'Queue number',
    doctor: 'Doctor',
    poli: 'Clinic',
    hospital: 'Hospital',
    date: 'Date',
    hours: 'Session hours',
    turn: 'Estimated turn',
    arrive: 'Arrive by',
    where: 'Where',
    address: 'Address',
    lookup: 'View or cancel the booking (booking code and the patient’s date of birth)',
    map: 'Map',
    whatsapp: 'Ask the hospital on WhatsApp (the booking code already typed)',
    book: 'Book again',
    calendar: 'The visit is attached as a calendar file (.ics).',
    hi: 'Hello,',
    validFor: 'Valid for',
    minutes: (n: number) => `${n} minutes`,
    bookings: 'Bookings',
    open: 'Open your bookings',
    notYou: (phone: string) => `If this was not you, call the hospital at ${phone} at once.`,
    footer: (hospital: string, phone: string) =>
      `This e-mail was sent automatically by ${hospital}. Questions: call ${phone}. Please do not reply.`,
  },
} satisfies Record<Lang, unknown>;

function wib(hhmm: string, lang: Lang): string {
  return `${formatClockTime(hhmm, lang)} WIB`;
}

/**
 * The visit's times are the booking's own (`visitTimes` of @hospital/domain, docs/decisions.md, issue 26): a
 * visit of today already counts the live queue and the doctor's delay, never a time before the booking.
 */
function visitFacts(facts: MailFacts, lang: Lang) {
  const a = facts.appointment;
  const turn = a.estimated_time;
  const w = WORDS[lang];
  const where = [a.poli.name, a.poli.location?.floor, a.poli.location?.counter].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [w.code, a.code],
    [w.queue, String(a.queue_number)],
    [w.doctor, a.doctor.speciality ? `${a.doctor.name} (${a.doctor.speciality})` : a.doctor.name],
    [w.hospital, a.company.name],
    [w.date, formatDate(a.date, lang)],
    [w.hours, formatWibTimeRange(a.start, a.end, lang)],
    [w.turn, wib(turn, lang)],
  ];
  if (!a.telemedicine) {
    rows.push([w.arrive, wib(a.arrive_by, lang)], [w.where, where], [w.address, a.company.address]);
  }
  return rows;
}

/** What a mail about a visit that will not take place keeps of it: which one, not how to get there. */
function endedFacts(facts: MailFacts, lang: Lang): [string, string][] {
  const a = facts.appointment;
  const w = WORDS[lang];
  return [
    [w.code, a.code],
    [w.doctor, a.doctor.name],
    [w.hospital, a.company.name],
    [w.date, formatDate(a.date, lang)],
    [w.hours, formatWibTimeRange(a.start, a.end, lang)],
  ];
}

function layoutOf(kind: BookingMailKind, facts: MailFacts, lang: Lang, notice: DeskNotice): Layout {
  const a = facts.appointment;
  const w = WORDS[lang];
  const id = lang === 'id';
  const date = formatDate(a.date, lang);
  const lookup: [string, string] = [w.lookup, facts.lookupUrl];
  const map: [string, string][] = a.telemedicine ? [] : [[w.map, facts.mapsUrl]];
  switch (kind) {
    case 'booked':
      return {
        subject: id
          ? `Janji temu tercatat: ${a.doctor.name}, ${date} (kode ${a.code})`
          : `Booking confirmed: ${a.doctor.name}, ${date} (code ${a.code})`,
        lead: [
          id
            ? `Janji temu di ${a.company.name} sudah tercatat. Simpan kode booking ini.`
            : `Your booking at ${a.company.name} is confirmed. Keep this booking code.`,
        ],
        facts: visitFacts(facts, lang),
        after: [a.advice, w.calendar],
        links: [lookup, ...map],
      };
    case 'rescheduled':
      return {
        subject: id
          ? `Jadwal janji temu diubah: ${a.doctor.name}, ${date} (kode ${a.code})`
          : `Booking rescheduled: ${a.doctor.name}, ${date} (code ${a.code})`,
        lead: [
          id
            ? 'Jadwal janji temu Anda sudah diubah. Ini jadwal yang baru; jadwal lama tidak berlaku lagi.'
            : 'Your booking was moved. These are the new details; the old time no longer applies.',
        ],
        facts: visitFacts(facts, lang),
        after: [a.advice, w.calendar],
        links: [lookup, ...map],
      };
    case 'reminder':
      return {
        subject: id
          ? `Pengingat: janji temu besok dengan ${a.doctor.name} (kode ${a.code})`
          : `Reminder: your visit tomorrow with ${a.doctor.name} (code ${a.code})`,
        lead: [id ? `Besok, ${date}, Anda punya janji temu.` : `Tomorrow, ${date}, you have a visit.`],
        facts: visitFacts(facts, lang),
        after: [a.advice],
        links: [lookup, ...map, [w.whatsapp, facts.whatsappUrl]],
      };
    case 'cancelled':
      return {
        subject: id
          ? `Janji temu dibatalkan: ${a.doctor.name}, ${date} (kode ${a.code})`
          : `Booking cancelled: ${a.doctor.name}, ${date} (code ${a.code})`,
        lead: [
          id
            ? 'Janji temu ini sudah dibatalkan dan tempatnya dilepas. Silakan buat janji baru bila perlu.'
            : 'This booking has been cancelled and its place released. You are welcome to book again.',
        ],
        facts: endedFacts(facts, lang),
        after: [],
        links: [[w.book, facts.bookUrl]],
      };
    case 'erased':
      return {
        subject: id
          ? `Data janji temu dihapus: ${a.doctor.name}, ${date} (kode ${a.code})`
          : `Booking data deleted: ${a.doctor.name}, ${date} (code ${a.code})`,
        lead: [
          notice.cancelled
            ? id
              ? 'Atas permintaan Anda, janji temu ini dibatalkan, tempatnya dilepas, dan data pribadinya (nama, kontak, cara bayar) dihapus.'
              : 'At your request this booking was cancelled, its place released, and its personal data (name, contact, payment details) deleted.'
            : id
              ? 'Atas permintaan Anda, data pribadi janji temu ini (nama, kontak, cara bayar) dihapus.'
              : 'At your request the personal data of this booking (name, contact, payment details) were deleted.',
        ],
        facts: endedFacts(facts, lang),
        after: [w.notYou(facts.hospitalPhone)],
        links: [[w.book, facts.bookUrl]],
      };
    case 'doctor_late': {
      const minutes = notice.lateMinutes ?? 0;
      return {
        subject: id
          ? `${a.doctor.name} terlambat sekitar ${minutes} menit hari ini (kode ${a.code})`
          : `${a.doctor.name} is running about ${minutes} minutes late today (code ${a.code})`,
        lead: [
          id
            ? `Mohon maaf, ${a.doctor.name} terlambat sekitar ${minutes} menit. Perkiraan giliran Anda bergeser; antrean langsung dapat dilihat lewat tautan di bawah.`
            : `We are sorry: ${a.doctor.name} is running about ${minutes} minutes late. Your estimated turn moves accordingly; follow the live queue at the link below.`,
        ],
        facts: visitFacts(facts, lang),
        after: [],
        links: [lookup, ...map],
      };
    }
    case 'session_cancelled':
      return {
        subject: id
          ? `Praktik ${a.doctor.name} hari ini dibatalkan (kode ${a.code})`
          : `${a.doctor.name}'s session today is cancelled (code ${a.code})`,
        lead: [
          id
            ? `Mohon maaf, praktik ${a.doctor.name} hari ini dibatalkan oleh rumah sakit. Janji temu Anda tidak dapat dilayani hari ini; silakan buat janji baru atau hubungi ${facts.hospitalPhone}.`
            : `We are sorry: ${a.doctor.name}'s session today has been cancelled by the hospital. Your visit cannot take place today; please book again or call ${facts.hospitalPhone}.`,
        ],
        facts: [
          [w.code, a.code],
          [w.queue, String(a.queue_number)],
          [w.doctor, a.doctor.name],
          [w.hospital, a.company.name],
          [w.date, date],
        ],
        after: [],
        links: [[w.book, facts.bookUrl], lookup],
      };
  }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

function textOf(layout: Layout, greeting: string, footer: string): string {
  const width = Math.max(...layout.facts.map(([label]) => label.length));
  return [
    greeting,
    '',
    ...layout.lead,
    '',
    ...layout.facts.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`),
    '',
    ...layout.after.flatMap((p) => [p, '']),
    ...layout.links.map(([label, url]) => `${label}:\n${url}`),
    '',
    '--',
    footer,
    '',
  ].join('\n');
}

function htmlOf(layout: Layout, greeting: string, footer: string, lang: Lang): string {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const rows = layout.facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const links = layout.links
    .map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`)
    .join('');
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">',
    p(greeting),
    ...layout.lead.map(p),
    `<table role="presentation">${rows}</table>`,
    ...layout.after.map(p),
    links,
    `<hr><p style="color:#555;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('');
}

function rendered(layout: Layout, greeting: string, footer: string, lang: Lang): RenderedMail {
  return {
    subject: layout.subject,
    text: textOf(layout, greeting, footer),
    html: htmlOf(layout, greeting, footer, lang),
  };
}

/**
 * The link to every booking of a patient made with this address (docs/decisions.md, issue 24). No name: the
 * request came with a NIK and a birth date only, and the bookings may name different contacts.
 */
export function renderAccessLinkMail(facts: AccessLinkFacts, lang: Lang): RenderedMail {
  const w = WORDS[lang];
  const id = lang === 'id';
  const layout: Layout = {
    subject: id
      ? `Tautan ke booking Anda di ${facts.hospitalName}`
      : `A link to your bookings at ${facts.hospitalName}`,
    lead: [
      id
        ? 'Seseorang, semoga Anda, meminta semua booking seorang pasien dengan NIK dan tanggal lahirnya. Tautan di bawah membuka booking pasien itu yang dibuat dengan alamat e-mail ini saja: melihat, mengunduh data, atau menarik persetujuan dan menghapus datanya.'
        : 'Someone, we hope you, asked for every booking of a patient with her NIK and date of birth. The link below opens only the bookings of that patient made with this e-mail address: to see them, download their data, or withdraw consent and delete it.',
    ],
    facts: [
      [w.bookings, String(facts.bookings)],
      [w.validFor, w.minutes(facts.minutes)],
    ],
    after: [
      id
        ? 'Bila bukan Anda yang meminta, abaikan e-mail ini: tanpa tautan ini tidak ada yang berubah. Booking yang dibuat dengan alamat lain mendapat tautannya di alamat itu; booking tanpa e-mail diurus di meja pendaftaran dengan KTP.'
        : 'If this was not you, ignore this e-mail: nothing changes without the link. Bookings made with another address get their link at that address; bookings without an e-mail are handled at the registration desk with the KTP.',
    ],
    links: [[w.open, facts.url]],
  };
  return rendered(layout, w.hi, w.footer(facts.hospitalName, facts.hospitalPhone), lang);
}

export function renderMail(
  kind: BookingMailKind,
  facts: MailFacts,
  lang: Lang,
  notice: DeskNotice = {},
): RenderedMail {
  const layout = layoutOf(kind, facts, lang, notice);
  const w = WORDS[lang];
  const greeting = w.hello(facts.contactName);
  const footer = w.footer(facts.appointment.company.name, facts.hospitalPhone);
  return rendered(layout, greeting, footer, lang);
}
