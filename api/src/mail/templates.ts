import type { Appointment, Lang } from '@hospital/contract';
import { formatClockTime, formatDate, formatPrice, formatWibTimeRange } from '@hospital/domain';
import type { BookingMailKind } from '../db/schema';

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
  /** The patient's name as typed with the booking (the contact's own for oneself). */
  patientName: string;
  /** Where the site is (`SITE_URL`): the header's link and its logo are built from it. */
  site: MailSite;
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

/** The site as a message shows it: its address (`SITE_URL`, in the message's language) and its logo. */
export interface MailSite {
  /** The home page in the message's language (`${SITE_URL}` or `${SITE_URL}/en`). */
  homeUrl: string;
  /** The site's own logo as PNG (mail clients do not show SVG), under `SITE_URL`. */
  logoUrl: string;
}

/** `SITE_URL` (no trailing slash) → what a message links to for the site. */
export function mailSite(siteUrl: string, lang: Lang): MailSite {
  return {
    homeUrl: lang === 'en' ? `${siteUrl}/en` : `${siteUrl}/`,
    logoUrl: `${siteUrl}/api/media/logo/medika-hospital.png`,
  };
}

/** The link to every booking made with one address (docs/decisions.md, issue 24). */
export interface AccessLinkFacts {
  site: MailSite;
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
    patient: 'Pasien',
    code: 'Kode booking',
    queue: 'Nomor antrean',
    doctor: 'Dokter',
    package: 'Paket',
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
    patient: 'Patient',
    code: 'Booking code',
    queue: 'Queue number',
    doctor: 'Doctor',
    package: 'Package',
    poli: 'Clinic',
    hospital: 'Hospital',
    date: 'Date',
    hours: 'Session hours',
    turn: 'Estimated turn',
    arrive: 'Arrive by',
    where: 'Where',
    address: 'Address',
    lookup: 'View or cancel the appointment (booking code and the patient’s date of birth)',
    map: 'Map',
    whatsapp: 'Ask the hospital on WhatsApp (the booking code already typed)',
    book: 'Make a new appointment',
    calendar: 'This appointment is attached as a calendar file (.ics).',
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
    [w.patient, facts.patientName],
    [w.code, a.code],
    [w.queue, String(a.queue_number)],
    [w.doctor, a.doctor.speciality ? `${a.doctor.name} (${a.doctor.speciality})` : a.doctor.name],
    // The package booked (an MCU check-up, docs/decisions.md, issue 26) with its price.
    ...(a.package
      ? [[w.package, `${a.package.name} (${formatPrice(a.package.price)})`] as [string, string]]
      : []),
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
    [w.patient, facts.patientName],
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
  // For oneself "your appointment"; for someone else the patient is named (the contact reads it).
  const forWhom =
    a.for_whom === 'self' ? '' : id ? ` untuk ${facts.patientName}` : ` for ${facts.patientName}`;
  const map: [string, string][] = a.telemedicine ? [] : [[w.map, facts.mapsUrl]];
  switch (kind) {
    case 'booked':
      return {
        subject: id
          ? `Janji temu dikonfirmasi: ${a.doctor.name}, ${date} (kode ${a.code})`
          : `Appointment confirmed: ${a.doctor.name}, ${date} (code ${a.code})`,
        lead: [
          id
            ? `Janji temu${forWhom} di ${a.company.name} sudah dikonfirmasi. Simpan kode booking ini.`
            : `The appointment${forWhom} at ${a.company.name} is confirmed. Keep this booking code.`,
        ],
        facts: visitFacts(facts, lang),
        after: [a.advice, w.calendar],
        links: [lookup, ...map],
      };
    case 'rescheduled':
      return {
        subject: id
          ? `Jadwal janji temu diubah: ${a.doctor.name}, ${date} (kode ${a.code})`
          : `Appointment rescheduled: ${a.doctor.name}, ${date} (code ${a.code})`,
        lead: [
          id
            ? `Jadwal janji temu${forWhom} sudah diubah. Ini jadwal yang baru; jadwal lama tidak berlaku lagi.`
            : `The appointment${forWhom} was rescheduled. These are the new details; the old time no longer applies.`,
        ],
        facts: visitFacts(facts, lang),
        after: [a.advice, w.calendar],
        links: [lookup, ...map],
      };
    case 'reminder':
      return {
        subject: id
          ? `Pengingat: janji temu besok dengan ${a.doctor.name} (kode ${a.code})`
          : `Reminder: appointment tomorrow with ${a.doctor.name} (code ${a.code})`,
        lead: [
          id
            ? `Besok, ${date}, ada janji temu${forWhom} dengan ${a.doctor.name}.`
            : `Tomorrow, ${date}, there is an appointment${forWhom} with ${a.doctor.name}.`,
        ],
        facts: visitFacts(facts, lang),
        after: [a.advice],
        links: [lookup, ...map, [w.whatsapp, facts.whatsappUrl]],
      };
    case 'cancelled':
      return {
        subject: id
          ? `Janji temu dibatalkan: ${a.doctor.name}, ${date} (kode ${a.code})`
          : `Appointment cancelled: ${a.doctor.name}, ${date} (code ${a.code})`,
        lead: [
          id
            ? `Janji temu${forWhom} ini sudah dibatalkan dan tempatnya dilepas. Silakan buat janji baru bila perlu.`
            : `This appointment${forWhom} has been cancelled and its place released. Please make a new one if needed.`,
        ],
        facts: endedFacts(facts, lang),
        after: [],
        links: [[w.book, facts.bookUrl]],
      };
    case 'erased':
      return {
        subject: id
          ? `Data janji temu dihapus: ${a.doctor.name}, ${date} (kode ${a.code})`
          : `Appointment data deleted: ${a.doctor.name}, ${date} (code ${a.code})`,
        lead: [
          notice.cancelled
            ? id
              ? 'Atas permintaan Anda, janji temu ini dibatalkan, tempatnya dilepas, dan data pribadinya (nama, kontak, cara bayar) dihapus.'
              : 'At your request this appointment was cancelled, its place released, and its personal data (name, contact, payment details) deleted.'
            : id
              ? 'Atas permintaan Anda, data pribadi janji temu ini (nama, kontak, cara bayar) dihapus.'
              : 'At your request the personal data of this appointment (name, contact, payment details) were deleted.',
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
            : `We are sorry: ${a.doctor.name}'s session today has been cancelled by the hospital. Your appointment cannot be served today; please make a new one or call ${facts.hospitalPhone}.`,
        ],
        facts: [
          [w.patient, facts.patientName],
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

/** The brand's colours (shared-libs/ui/src/tokens.css): white on #0b6b73 is 6.24:1. */
const BRAND = '#0b6b73';
const MUTED = '#4a5b66';

/**
 * One column, no layout table, inline styles only (mail clients drop <style> and ignore classes),
 * a viewport so a phone shows it at its own width (docs/decisions.md, issue 26): readable at 360 px.
 * Each fact is its label above its value, so nothing is squeezed into two columns.
 */
function htmlOf(layout: Layout, greeting: string, footer: string, lang: Lang, brand: MailBrand): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const facts = layout.facts
    .map(
      ([label, value]) =>
        `<div style="padding:8px 0;border-bottom:1px solid #dfe7ea">` +
        `<dt style="font-size:14px;color:${MUTED}">${escapeHtml(label)}</dt>` +
        `<dd style="margin:0;font-size:16px;font-weight:bold;overflow-wrap:anywhere">${escapeHtml(value)}</dd></div>`,
    )
    .join('');
  const links = layout.links
    .map(
      ([label, url]) =>
        `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}" style="display:block;padding:12px 16px;border-radius:6px;background:${BRAND};color:#ffffff;font-weight:bold;text-align:center;text-decoration:none">${escapeHtml(label)}</a></p>`,
    )
    .join('');
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(layout.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f7f8;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b2a33;-webkit-text-size-adjust:100%">`,
    '<div style="max-width:600px;margin:0 auto;background:#ffffff">',
    `<header style="padding:16px;border-bottom:4px solid ${BRAND}">`,
    `<a href="${escapeHtml(brand.site.homeUrl)}" style="color:${BRAND};text-decoration:none;font-size:20px;font-weight:bold">`,
    `<img src="${escapeHtml(brand.site.logoUrl)}" width="40" height="40" alt="" style="width:40px;height:40px;border:0;vertical-align:middle;margin-right:8px">`,
    `<span style="vertical-align:middle">${escapeHtml(brand.hospitalName)}</span></a></header>`,
    '<main style="display:block;padding:16px">',
    p(greeting),
    ...layout.lead.map(p),
    `<dl style="margin:0 0 16px">${facts}</dl>`,
    ...layout.after.filter(Boolean).map(p),
    links,
    '</main>',
    `<footer style="padding:16px;border-top:1px solid #dfe7ea;color:${MUTED};font-size:14px">${escapeHtml(footer)}</footer>`,
    '</div></body></html>',
  ].join('');
}

/** Who signs the message: the hospital's name beside the site's logo. */
interface MailBrand {
  site: MailSite;
  hospitalName: string;
}

function rendered(
  layout: Layout,
  greeting: string,
  footer: string,
  lang: Lang,
  brand: MailBrand,
): RenderedMail {
  return {
    subject: layout.subject,
    text: textOf(layout, greeting, footer),
    html: htmlOf(layout, greeting, footer, lang, brand),
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
  return rendered(layout, w.hi, w.footer(facts.hospitalName, facts.hospitalPhone), lang, {
    site: facts.site,
    hospitalName: facts.hospitalName,
  });
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
  return rendered(layout, greeting, footer, lang, {
    site: facts.site,
    hospitalName: facts.appointment.company.name,
  });
}
