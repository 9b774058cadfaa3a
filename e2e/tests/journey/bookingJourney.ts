import type { Locator, Page } from '@playwright/test';
import type { AvailabilitySession, Doctor, Poli } from '@hospital/api-client';
import { formatDate } from '@hospital/domain';
import { apiGet, expect } from '../../support/fixtures';
import { bookingApp, getAvailability, sessionHours, type Lang } from '../booking/bookingHelpers';

/*
 * The patient's journey of docs/decisions.md, issue 15 through the booking wizard, by labels only (the names a screen
 * reader announces), in both languages. The texts are copied from the UI dictionaries on purpose: a
 * changed text is a changed journey.
 */

export const JOURNEY_TEXT = {
  id: {
    hospital: 'Medika Hospital Cianjur',
    next: 'Lanjut',
    child: 'Anak',
    fullName: /^Nama lengkap pasien/,
    day: /^Tanggal\b/,
    month: /^Bulan/,
    year: /^Tahun/,
    nik: /^NIK/,
    contactName: /^Nama lengkap Anda/,
    parent: 'Orang tua (ayah atau ibu)',
    guardian: 'Wali',
    phone: /^Nomor HP Anda/,
    email: /^E-mail Anda \(tidak wajib\)/,
    bpjs: /^BPJS Kesehatan/,
    bpjsCard: /^Nomor kartu BPJS Kesehatan/,
    referral: /^Nomor rujukan/,
    paperReferral: 'Saya membawa surat rujukan kertas',
    referralNeeded: 'Kunjungan BPJS ke dokter spesialis memerlukan surat rujukan',
    poli: /^Poli \(klinik\)/,
    doctor: /^Dokter/,
    nextMonth: 'Bulan berikutnya',
    consent: /^Sebagai orang tua atau wali, saya setuju Medika Hospital/,
    submit: 'Kirim janji temu',
    successTitle: 'Janji Temu Berhasil Dibuat',
    summaryTitle: (count: number) => `Ada ${count} hal yang perlu diperbaiki`,
    required: 'Kolom ini wajib diisi.',
    bpjsCardMessage: 'Nomor kartu BPJS terdiri dari 13 digit angka.',
    bpjsCovered: 'Ditanggung BPJS sesuai ketentuan',
    forWhomRow: 'Anak',
    paperReferralRow: 'Surat rujukan kertas, dibawa saat datang',
    bring: [
      'Kartu Keluarga (KK) yang memuat NIK anak',
      'KTP orang tua atau wali',
      'Kartu BPJS Kesehatan (JKN-KIS) atau aplikasi Mobile JKN',
      'Surat rujukan dari faskes tingkat pertama',
      'Hasil pemeriksaan sebelumnya (bila ada)',
    ],
    bringTitle: 'Yang perlu dibawa',
    onTheDay: 'Saat datang',
    whenAndWhere: 'Kapan dan di mana',
    where: (floor: string, counter: string) => `Daftar di ${floor}, ${counter}`,
    arriveBy: (time: string) => `Datang paling lambat pukul ${time.replace(':', '.')} WIB`,
    turn: (time: string, queue: number) =>
      `Perkiraan giliran Anda pukul ${time.replace(':', '.')} WIB (nomor antrean ${queue})`,
    card: (masked: string) => `kartu ${masked}`,
    viewOrCancel: 'Lihat atau batalkan janji temu',
    search: 'Cari janji temu',
    visitDetails: 'Detail kunjungan',
    cancel: 'Batalkan janji temu',
    confirmCancel: 'Ya, batalkan',
    cancelled: 'Dibatalkan',
  },
  en: {
    hospital: 'Medika Hospital Cianjur',
    next: 'Next',
    child: 'My child',
    fullName: /^Patient's full name/,
    day: /^Day/,
    month: /^Month/,
    year: /^Year/,
    nik: /^NIK/,
    contactName: /^Your full name/,
    parent: 'Parent (mother or father)',
    guardian: 'Legal guardian',
    phone: /^Your mobile number/,
    email: /^Your e-mail \(optional\)/,
    bpjs: /^BPJS Kesehatan/,
    bpjsCard: /^BPJS Kesehatan card number/,
    referral: /^Referral number/,
    paperReferral: 'I bring a paper referral',
    referralNeeded: 'A BPJS visit to a specialist needs a referral letter',
    poli: /^Clinic/,
    doctor: /^Doctor/,
    nextMonth: 'Next month',
    consent: /^As the child's parent or guardian, I agree that Medika Hospital/,
    submit: 'Send the booking',
    successTitle: 'Appointment Booked',
    summaryTitle: (count: number) =>
      count === 1 ? 'There is 1 thing to fix' : `There are ${count} things to fix`,
    required: 'This field is required.',
    bpjsCardMessage: 'A BPJS card number has exactly 13 digits.',
    bpjsCovered: 'Covered by BPJS as per its rules',
    forWhomRow: 'My child',
    paperReferralRow: 'Paper referral, brought to the visit',
    bring: [
      "The family card (KK) with the child's NIK",
      "The parent's or guardian's identity card (KTP)",
      'The BPJS Kesehatan (JKN-KIS) card or the Mobile JKN app',
      'The referral letter from the first-level clinic',
      'Earlier test results (if any)',
    ],
    bringTitle: 'What to bring',
    onTheDay: 'On the day',
    whenAndWhere: 'When and where',
    where: (floor: string, counter: string) => `Register at the ${floor}, ${counter}`,
    arriveBy: (time: string) => `Arrive by ${time} WIB`,
    turn: (time: string, queue: number) =>
      `Your turn is expected at about ${time} WIB (queue number ${queue})`,
    card: (masked: string) => `card ${masked}`,
    viewOrCancel: 'View or cancel the appointment',
    search: 'Find the appointment',
    visitDetails: 'Visit details',
    cancel: 'Cancel the appointment',
    confirmCancel: 'Yes, cancel it',
    cancelled: 'Cancelled',
  },
} as const;

export interface ChildPatient {
  fullName: string;
  day: string;
  month: string;
  year: string;
  bornDate: string;
  /** The child's NIK, from the family card. */
  nik: string;
}

export interface Guardian {
  fullName: string;
  phone: string;
}

let counter = 0;

/** Digits no other worker or run uses at the same moment (a patient is NIK + birth date in the API). */
function uniqueDigits(length: number): string {
  counter += 1;
  const digits = `${Date.now()}${process.pid % 1000}${counter}`;
  return digits.slice(-length).padStart(length, '0');
}

/** A three-year-old child of her own for every test. */
export function newChild(name: string): ChildPatient {
  return {
    fullName: name,
    day: '5',
    month: '03',
    year: '2023',
    bornDate: '2023-03-05',
    nik: `3203${uniqueDigits(12)}`,
  };
}

export function newGuardian(name: string): Guardian {
  return { fullName: name, phone: `0812${uniqueDigits(8)}` };
}

export function newBpjsCard(): string {
  return `000${uniqueDigits(10)}`;
}

/** A referral number as printed by a first-level clinic: 19 capital letters and digits. */
export function newReferralNumber(): string {
  return `0301R0011125B${uniqueDigits(6)}`;
}

export interface PaediatricTarget {
  companyId: number;
  poli: Poli;
  doctor: Doctor;
  /** A bookable session after today (today's may end while the test runs). */
  session: AvailabilitySession;
}

/**
 * A paediatrician of Cianjur's children's clinic with a free session after today: the `index`-th, so
 * the two languages' tests book different doctors (or, with one doctor, different sessions).
 */
export async function findPaediatrician(page: Page, lang: Lang, index: number): Promise<PaediatricTarget> {
  const companyId = 2;
  // In the page's language: the clinic's name and its floor and counter are what the page shows.
  const polis = await apiGet<{ data: { results: Poli[] } }>(
    page,
    `web/poli?company_id=${companyId}&limit=100&lang=${lang}`,
  );
  const poli = polis.data.results.find((p) => p.speciality_slug === 'anak' && p.location !== null);
  if (!poli) throw new Error('no children’s clinic with a location in Cianjur');
  const doctors = await apiGet<{ data: { results: Doctor[] } }>(
    page,
    `web/jadwal?company_id=${companyId}&poli_id=${poli.id}&limit=100&order=id%20asc`,
  );
  const bookable: { doctor: Doctor; session: AvailabilitySession }[] = [];
  for (const doctor of doctors.data.results) {
    const availability = await getAvailability(page, companyId, poli.id, doctor.id);
    const sessions = availability.days
      .filter((day) => day.date > availability.today)
      .flatMap((day) => day.sessions)
      .filter((s) => s.status === 'open' && s.remaining > 0 && !s.telemedicine && s.poli_id === poli.id);
    for (const session of sessions) bookable.push({ doctor, session });
  }
  if (bookable.length === 0) throw new Error('no bookable paediatric session in Cianjur');
  // One doctor per language when there are two; else sessions far enough apart.
  const byDoctor = [...new Map(bookable.map((b) => [b.doctor.id, b])).values()];
  const chosen =
    byDoctor.length > index ? byDoctor[index] : bookable[Math.min(index * 3, bookable.length - 1)];
  return { companyId, poli, ...chosen };
}

/** The target's session as the availability API gives it now (its places left and booked). */
export async function sessionNow(page: Page, target: PaediatricTarget): Promise<AvailabilitySession> {
  const availability = await getAvailability(page, target.companyId, target.poli.id, target.doctor.id);
  const session = availability.days
    .find((day) => day.date === target.session.date)
    ?.sessions.find((s) => s.session_id === target.session.session_id);
  if (!session) throw new Error(`session ${target.session.session_id} on ${target.session.date} not found`);
  return session;
}

/** The wizard's "Next" (exact, so "Next month" of the calendar is never taken for it). */
export function nextButton(page: Page, lang: Lang): Locator {
  return bookingApp(page).getByRole('button', { name: JOURNEY_TEXT[lang].next, exact: true });
}

/**
 * A radio or checkbox chosen by its accessible name. The UI kit draws radios as tiles whose label
 * covers the control (the whole tile is the hit area), so the click lands on the label, as a user's does.
 */
export async function tick(control: Locator): Promise<void> {
  await control.check({ force: true });
  await expect(control).toBeChecked();
}

/** A day of the calendar by its name ("Selasa, 24 November 2026, …"), paging to its month, then the session. */
export async function pickDayAndSession(page: Page, lang: Lang, session: AvailabilitySession): Promise<void> {
  const app = bookingApp(page);
  await expect(app.getByRole('table')).toBeVisible();
  const day = app.getByRole('button', { name: new RegExp(`^${formatDate(session.date, lang)},`) });
  for (let i = 0; i < 3 && !(await day.isVisible()); i += 1) {
    await app.getByRole('button', { name: JOURNEY_TEXT[lang].nextMonth }).click();
  }
  await day.click();
  await tick(app.getByRole('radio', { name: sessionHours(session, lang) }));
}

/**
 * The label/value rows of a summary or a booking's details (a value's second line joined to it), once
 * shown: the step's heading can name step 5 while its code is still arriving (the step's loading state),
 * and reading then would find no row.
 */
export async function rowsOf(scope: Locator): Promise<Record<string, string>> {
  await scope.getByRole('term').first().waitFor();
  const labels = await scope.getByRole('term').allTextContents();
  const values = await scope.getByRole('definition').allTextContents();
  return Object.fromEntries(labels.map((label, index) => [label, values[index] ?? '']));
}
