import PDFDocument from 'pdfkit';
import type { Lang, PersonalDataExport } from '@hospital/api-client';

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
    contact: 'Kontak',
    phone: 'Telepon (disamarkan)',
    email: 'E-mail (disamarkan)',
    consent: 'Persetujuan',
    version: 'Versi teks persetujuan',
    given: 'Diberikan',
    withdrawn: 'Ditarik',
    desk: 'Catatan meja pendaftaran',
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
    contact: 'Contact',
    phone: 'Phone (masked)',
    email: 'E-mail (masked)',
    consent: 'Consent',
    version: 'Consent text version',
    given: 'Given',
    withdrawn: 'Withdrawn',
    desk: 'Front-desk records',
    none: '—',
  },
};

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

  exports.forEach((data, index) => {
    if (index > 0) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(18).text(l.title);
    doc.font('Helvetica').fontSize(9).text(`${l.generated}: ${data.generated_at}`);
    const b = data.booking;
    heading(l.booking);
    line(l.code, b.code);
    line(l.status, b.status);
    line(l.visit, `${b.date} ${b.start}–${b.end} WIB`);
    line(l.doctor, `${b.doctor.name} (${b.poli.name})`);
    line(l.hospital, `${b.company.name}, ${b.company.address}`);
    line(l.queue, b.queue_number);
    line(l.payer, b.insurance.insurer_name ?? b.insurance.kind);
    heading(l.patient);
    line(l.name, data.patient.name_as_typed);
    line(l.born, data.patient.born_date);
    line(l.nik, data.patient.nik_masked);
    heading(l.contact);
    line(l.name, data.contact.name);
    line(l.phone, data.contact.phone_masked);
    line(l.email, data.contact.email_masked);
    heading(l.consent);
    line(l.version, data.consent.version);
    line(l.given, data.consent.given_at);
    line(l.withdrawn, data.consent.withdrawn_at);
    heading(l.desk);
    if (data.front_desk.length === 0) doc.font('Helvetica').fontSize(10).text(l.none);
    for (const e of data.front_desk) line(e.at, e.action);
    doc.moveDown(1).font('Helvetica').fontSize(9).text(data.retention);
  });
  doc.end();
  return done;
}
