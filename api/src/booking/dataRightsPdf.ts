import PDFDocument from 'pdfkit';
import type {
  AppointmentStatus,
  ContactRelationship,
  DeskAction,
  Lang,
  PaymentKind,
  PersonalDataExport,
} from '@hospital/contract';
import { formatDate, formatDayMonthYear, formatWibDateTime, formatWibTimeRange } from '@hospital/domain';

const LABELS: Record<Lang, Record<string, string>> = {
  id: {
    title: 'Data pribadi yang kami simpan',
    generated: 'Dibuat',
    booking: 'Booking',
    code: 'Kode booking',
    status: 'Status',
    visit: 'Kunjungan',
    doctor: 'Dokter',
    hospital: 'Rumah sakit',
    queue: 'Nomor antrean',
    payer: 'Cara bayar',
    patient: 'Pasien',
    name: 'Nama (seperti diketik)',
    born: 'Tanggal lahir',
    nik: 'NIK (disamarkan)',
    passport: 'Paspor (disamarkan)',
    kitas: 'KITAS (disamarkan)',
    contact: 'Kontak',
    phone: 'Telepon (disamarkan)',
    email: 'E-mail (disamarkan)',
    consent: 'Persetujuan',
    version: 'Versi teks persetujuan',
    given: 'Diberikan',
    withdrawn: 'Ditarik',
    desk: 'Catatan meja pendaftaran',
    relationship: 'Hubungan dengan pasien',
    none: '—',
  },
  en: {
    title: 'The personal data we hold',
    generated: 'Generated',
    booking: 'Booking',
    code: 'Booking code',
    status: 'Status',
    visit: 'Visit',
    doctor: 'Doctor',
    hospital: 'Hospital',
    queue: 'Queue number',
    payer: 'Payment',
    patient: 'Patient',
    name: 'Name (as typed)',
    born: 'Date of birth',
    nik: 'NIK (masked)',
    passport: 'Passport (masked)',
    kitas: 'KITAS (masked)',
    contact: 'Contact',
    phone: 'Phone (masked)',
    email: 'E-mail (masked)',
    consent: 'Consent',
    version: 'Consent text version',
    given: 'Given',
    withdrawn: 'Withdrawn',
    desk: 'Front-desk records',
    relationship: 'Relationship to the patient',
    none: '—',
  },
};

/** The words a person reads for each stored value (docs/decisions.md, issue 26): never `booked`, `bpjs`. */
const WORDS: Record<
  Lang,
  {
    status: Record<AppointmentStatus, string>;
    payer: Record<PaymentKind, string>;
    relationship: Record<ContactRelationship, string>;
    desk: Record<DeskAction, string>;
  }
> = {
  id: {
    status: {
      booked: 'Terjadwal',
      cancelled: 'Dibatalkan',
      checked_in: 'Sudah daftar ulang',
      no_show: 'Tidak hadir',
      completed: 'Selesai',
    },
    payer: { self: 'Bayar sendiri (umum)', bpjs: 'BPJS Kesehatan', insurer: 'Asuransi' },
    relationship: {
      parent: 'Orang tua',
      guardian: 'Wali',
      child: 'Anak',
      spouse: 'Suami atau istri',
      sibling: 'Saudara kandung',
      other: 'Keluarga lain',
    },
    desk: {
      check_in: 'Daftar ulang di meja pendaftaran',
      call: 'Dipanggil',
      no_show: 'Dicatat tidak hadir',
      late: 'Pemberitahuan dokter terlambat',
      cancel_session: 'Sesi praktik dibatalkan',
    },
  },
  en: {
    status: {
      booked: 'Booked',
      cancelled: 'Cancelled',
      checked_in: 'Checked in',
      no_show: 'Did not attend',
      completed: 'Completed',
    },
    payer: { self: 'Self-pay', bpjs: 'BPJS Kesehatan', insurer: 'Insurance' },
    relationship: {
      parent: 'Parent',
      guardian: 'Legal guardian',
      child: 'Child',
      spouse: 'Husband or wife',
      sibling: 'Brother or sister',
      other: 'Other relative',
    },
    desk: {
      check_in: 'Checked in at the registration desk',
      call: 'Called',
      no_show: 'Recorded as not attending',
      late: 'Doctor-late notice',
      cancel_session: 'Session cancelled',
    },
  },
};

/** A stored word as the reader's (a value a later release adds is shown as stored rather than lost). */
function wordFor<K extends string>(words: Record<K, string>, value: string): string {
  return Object.prototype.hasOwnProperty.call(words, value) ? words[value as K] : value;
}

/**
 * The same export as a readable document (pdfkit), in the booking's language: one booking per page
 * (a code opens one; a mailed link the bookings made with its address, docs/decisions.md, issue 24).
 */
export function personalDataPdf(exports: PersonalDataExport[], lang: Lang): Promise<Buffer> {
  const l = LABELS[lang];
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: l.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) =>
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.2);
  const line = (label: string, value: string | number | null | undefined) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value === null || value === undefined || value === '' ? l.none : String(value));

  const w = WORDS[lang];
  // Timestamps as a patient in Jakarta reads them: `Kamis, 26 November 2026, 19.44 WIB`.
  const moment = (iso: string | null) => (iso ? formatWibDateTime(iso, lang) || iso : null);

  exports.forEach((data, index) => {
    if (index > 0) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(18).text(l.title);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`${l.generated}: ${moment(data.generated_at)}`);
    const b = data.booking;
    heading(l.booking);
    line(l.code, b.code);
    line(l.status, wordFor(w.status, b.status));
    line(l.visit, `${formatDate(b.date, lang)}, ${formatWibTimeRange(b.start, b.end, lang)}`);
    line(l.doctor, `${b.doctor.name} (${b.poli.name})`);
    line(l.hospital, `${b.company.name}, ${b.company.address}`);
    line(l.queue, b.queue_number);
    const payer = wordFor(w.payer, b.insurance.kind);
    line(l.payer, b.insurance.insurer_name ? `${payer}: ${b.insurance.insurer_name}` : payer);
    heading(l.patient);
    line(l.name, data.patient.name_as_typed);
    line(l.born, data.patient.born_date ? formatDayMonthYear(data.patient.born_date, lang) : null);
    // Which document the patient gave (issue 26), with its number masked.
    line(l[data.patient.id_document] ?? l.nik, data.patient.document_masked || data.patient.nik_masked);
    heading(l.contact);
    line(l.name, data.contact.name);
    if (data.contact.relationship) line(l.relationship, wordFor(w.relationship, data.contact.relationship));
    line(l.phone, data.contact.phone_masked);
    line(l.email, data.contact.email_masked);
    heading(l.consent);
    line(l.version, data.consent.version);
    line(l.given, moment(data.consent.given_at));
    line(l.withdrawn, moment(data.consent.withdrawn_at));
    heading(l.desk);
    if (data.front_desk.length === 0) doc.font('Helvetica').fontSize(10).text(l.none);
    for (const e of data.front_desk) line(moment(e.at) ?? e.at, wordFor(w.desk, e.action));
    doc.moveDown(1).font('Helvetica').fontSize(9).text(data.retention);
  });
  doc.end();
  return done;
}
