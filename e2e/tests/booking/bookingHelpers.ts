import type { Lang } from '@hospital/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type {
  Appointment,
  AppointmentInput,
  Availability,
  AvailabilitySession,
  Doctor,
  Patient,
  PatientInput,
} from '@hospital/api-client';
import { API_TOKEN, apiGet, expect } from '../../support/fixtures';
import { listSchedules, todayAvailability } from '../doctors/helpers';

export type { Lang };

/** Texts the tests look for, in both languages (copied from the UI dictionaries on purpose). */
export const TEXT = {
  id: {
    next: 'Lanjut',
    back: 'Kembali',
    submit: 'Kirim janji temu',
    consent: /Saya setuju Medika Hospital/,
    fullName: /Nama lengkap pasien/,
    day: /^Tanggal/,
    month: /^Bulan/,
    year: /^Tahun/,
    phone: /Nomor HP/,
    email: /^E-mail/,
    nik: /^NIK/,
    self: 'Bayar sendiri (umum)',
    insurer: 'Asuransi lain',
    insurerSelect: /Nama asuransi/,
    policy: /Nomor polis/,
    poli: /^Poli \(klinik\)/,
    doctor: /^Dokter/,
    step: (n: number) => `Langkah ${n} dari 5`,
    successTitle: 'Janji Temu Berhasil Dibuat',
    sessionFull: /baru saja penuh/,
    full: 'Penuh',
    code: /Kode booking/,
    search: 'Cari janji temu',
    cancel: 'Batalkan janji temu',
    confirmCancel: 'Ya, batalkan',
    cancelled: 'Dibatalkan',
    notFound:
      'Janji temu tidak ditemukan. Periksa kembali kode booking dan tanggal lahir pasien, lalu coba lagi.',
    networkTitle: 'Janji temu belum terkirim',
    retry: 'Coba lagi',
  },
  en: {
    next: 'Next',
    back: 'Back',
    submit: 'Send the booking',
    consent: /I agree that Medika Hospital/,
    fullName: /Patient's full name/,
    day: /^Day/,
    month: /^Month/,
    year: /^Year/,
    phone: /Mobile number/,
    email: /^E-mail/,
    nik: /^NIK/,
    self: 'Self-pay',
    insurer: 'Other insurance',
    insurerSelect: /^Insurer/,
    policy: /Policy \/ member card number/,
    poli: /^Clinic/,
    doctor: /^Doctor/,
    step: (n: number) => `Step ${n} of 5`,
    successTitle: 'Appointment Booked',
    sessionFull: /have just been fully booked/,
    full: 'Full',
    code: /Booking code/,
    search: 'Find the appointment',
    cancel: 'Cancel the appointment',
    confirmCancel: 'Yes, cancel it',
    cancelled: 'Cancelled',
    notFound:
      "We could not find that appointment. Please check the booking code and the patient's date of birth, then try again.",
    networkTitle: 'The booking was not sent yet',
    retry: 'Try again',
  },
} as const;

/** docs/product-rules.md §5 messages (and the shared schema's extra ones) exactly as the user must see them. */
export const MESSAGES = {
  id: {
    required: 'Kolom ini wajib diisi.',
    email: 'Format email salah.',
    min3: 'Minimal 3 karakter.',
    max100: 'Maksimal 100 karakter.',
    max40: 'Maksimal 40 karakter.',
    phone: 'Isi nomor HP (WhatsApp) yang diawali 08 atau +628, contoh 081234567890.',
    nik: 'NIK harus terdiri dari 16 digit angka.',
    date: 'Tanggal tidak valid.',
    futureDate: 'Tanggal tidak boleh melewati hari ini.',
    consent: 'Anda harus menyetujui sebelum melanjutkan.',
  },
  en: {
    required: 'This field is required.',
    email: 'Email format is incorrect.',
    min3: 'Minimal 3 character.',
    max100: 'Maximal 100 character.',
    max40: 'Maximal 40 character.',
    phone: 'Enter a mobile (WhatsApp) number starting with 08 or +628, e.g. 081234567890.',
    nik: 'NIK must be exactly 16 digits.',
    date: 'Date is not valid.',
    futureDate: 'Date cannot be in the future.',
    consent: 'You must agree before continuing.',
  },
} as const;

/** Browsers log a 4xx answer as a console error; only these exact network lines are expected. */
export function unexpectedConsoleErrors(errors: string[], allowedStatuses: number[] = []): string[] {
  const allowed = allowedStatuses.map(
    (status) => `Failed to load resource: the server responded with a status of ${status}`,
  );
  return errors.filter((error) => !allowed.some((line) => error.startsWith(line)));
}

export interface PatientData {
  fullName: string;
  day: string;
  month: string;
  year: string;
  bornDate: string;
  phone: string;
  email: string;
  nik: string;
}

let counter = 0;

/** A patient of its own for every test (NIK + birth date are the patient's identity in the API). */
export function newPatient(name = 'Siti Rahayu'): PatientData {
  counter += 1;
  const nik = `32${String(Date.now()).slice(-9)}${String(process.pid % 100).padStart(2, '0')}${String(counter).padStart(3, '0')}`;
  return {
    fullName: name,
    day: '21',
    month: '11',
    year: '1990',
    bornDate: '1990-11-21',
    phone: `0812${nik.slice(-8)}`,
    email: `pasien.${nik}@example.com`,
    nik,
  };
}

export interface BookingTarget {
  companyId: number;
  poliId: number;
  doctorId: number;
  doctorName: string;
  poliName: string;
  today: string;
  /** Bookable sessions after today (today's may end while the test runs). */
  sessions: AvailabilitySession[];
}

/**
 * The `index`-th doctor of a hospital with at least `minDays` dates that have a free session after today.
 * Tests take different indexes so parallel workers never book the same session.
 */
export async function findTarget(
  page: Page,
  index: number,
  companyId = 1,
  minDays = 2,
): Promise<BookingTarget> {
  const doctors = await apiGet<{ data: { results: Doctor[] } }>(
    page,
    `web/jadwal?company_id=${companyId}&limit=100&order=id%20asc`,
  );
  let found = -1;
  for (const doctor of doctors.data.results) {
    const poliId = doctor.lines[0]?.poli_id;
    if (!poliId) continue;
    const availability = await getAvailability(page, companyId, poliId, doctor.id);
    const sessions = availability.days
      .filter((day) => day.date > availability.today)
      .flatMap((day) => day.sessions)
      .filter((s) => s.status === 'open' && s.remaining > 0 && s.poli_id === poliId);
    if (new Set(sessions.map((s) => s.date)).size < minDays) continue;
    found += 1;
    if (found === index) {
      return {
        companyId,
        poliId,
        doctorId: doctor.id,
        doctorName: doctor.name,
        poliName: doctor.lines[0].poli_name,
        today: availability.today,
        sessions,
      };
    }
  }
  throw new Error(`no bookable doctor #${index} at company ${companyId}`);
}

export async function getAvailability(
  page: Page,
  companyId: number,
  poliId: number,
  doctorId: number,
): Promise<Availability> {
  const body = await apiGet<{ data: Availability }>(
    page,
    `medika.availability?company_id=${companyId}&poli_id=${poliId}&doctor_id=${doctorId}`,
  );
  return body.data;
}

export async function sessionOn(page: Page, target: BookingTarget, sessionId: number, date: string) {
  const availability = await getAvailability(page, target.companyId, target.poliId, target.doctorId);
  const session = availability.days
    .find((d) => d.date === date)
    ?.sessions.find((s) => s.session_id === sessionId);
  if (!session) throw new Error(`session ${sessionId} on ${date} not found`);
  return session;
}

function authHeaders() {
  return { Authorization: `Bearer ${API_TOKEN}` };
}

/** Books through the API, as another client (a phone app, the front desk) would. */
export async function bookThroughApi(
  request: APIRequestContext,
  target: { companyId: number; poliId: number; doctorId: number },
  session: { session_id: number; date: string },
  patient = newPatient('Pasien Lain'),
  /** Another site than the suite's (a test that starts its own). */
  base = process.env.E2E_BASE_URL,
  /** The booking's language: its e-mails are written in it. */
  lang: Lang = 'id',
): Promise<Appointment> {
  // The patient form's body since docs/decisions.md, issue 15: who the patient is; the contact goes with the booking.
  const created = await request.post(`${base}/api/medika.patient`, {
    headers: authHeaders(),
    data: {
      forWhom: 'self',
      fullName: patient.fullName,
      bornDate: patient.bornDate,
      nik: patient.nik,
    } satisfies PatientInput,
  });
  expect(created.ok(), `patient: ${created.status()} ${await created.text()}`).toBeTruthy();
  const { data: saved } = (await created.json()) as { data: Patient };
  const booked = await request.post(`${base}/api/medika.appointment?lang=${lang}`, {
    headers: authHeaders(),
    data: {
      patientHandle: saved.handle,
      forWhom: 'self',
      companyId: target.companyId,
      poliId: target.poliId,
      doctorId: target.doctorId,
      sessionId: session.session_id,
      date: session.date,
      insurance: { kind: 'self' },
      consent: true,
      contact: { fullName: patient.fullName, phone: patient.phone, email: patient.email },
    } satisfies AppointmentInput,
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { data: Appointment }).data;
}

/** The wizard's part of the page (the footer has its own e-mail field). */
export function bookingApp(page: Page): Locator {
  return page.locator('[data-app="mf-booking"]');
}

/** Radios are drawn as tiles whose label covers the input: click the label, as a user does. */
export async function choose(scope: Locator, label: string | RegExp): Promise<void> {
  await scope.locator('label').filter({ hasText: label }).first().click();
}

/** A page of the site in a language: English pages live under `/en` (docs/architecture.md §2b). */
export function inLang(pathAndQuery: string, lang: Lang): string {
  return lang === 'en' ? `/en${pathAndQuery}` : pathAndQuery;
}

/**
 * The wizard shows `step`, and it is the browser's: the server's HTML shows step 1 before the page's
 * code has taken it over (and the draft of the tab is read), and the wizard names its step in the URL
 * only then, so nothing is clicked or typed into HTML that the browser is about to take over.
 */
export async function expectStep(page: Page, lang: Lang, step: number): Promise<void> {
  await expect(bookingApp(page).getByRole('heading', { level: 2 }).first()).toContainText(
    TEXT[lang].step(step),
  );
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
}

export async function fillPatient(page: Page, lang: Lang, patient: PatientData): Promise<void> {
  const app = bookingApp(page);
  const t = TEXT[lang];
  await app.getByRole('textbox', { name: t.fullName }).fill(patient.fullName);
  await app.getByRole('textbox', { name: t.day }).fill(patient.day);
  await app.getByRole('combobox', { name: t.month }).selectOption(patient.month);
  await app.getByRole('textbox', { name: t.year }).fill(patient.year);
  await app.getByRole('textbox', { name: t.phone }).fill(patient.phone);
  await app.getByRole('textbox', { name: t.email }).fill(patient.email);
  await app.getByRole('textbox', { name: t.nik }).fill(patient.nik);
}

/** Step 4 once clinic and doctor are chosen: a date in the calendar, paging to its month. */
export async function pickDate(page: Page, date: string): Promise<void> {
  const app = bookingApp(page);
  await expect(app.getByRole('table')).toBeVisible();
  const wanted = date.slice(0, 7);
  for (let i = 0; i < 3; i += 1) {
    const shown = ((await app.locator('button[data-date]').first().getAttribute('data-date')) ?? '').slice(
      0,
      7,
    );
    if (shown === wanted) break;
    const direction = shown < wanted ? /Bulan berikutnya|Next month/ : /Bulan sebelumnya|Previous month/;
    await app.getByRole('button', { name: direction }).click();
  }
  await app.locator(`button[data-date="${date}"]`).click();
}

/** A session's hours as the wizard names them: `16.00–19.00 WIB` in Indonesian, `16:00–19:00 WIB` in English. */
export function sessionHours(session: { start: string; end: string }, lang: Lang): string {
  const time = (hhmm: string) => (lang === 'id' ? hhmm.replace(':', '.') : hhmm);
  return `${time(session.start)}–${time(session.end)} WIB`;
}

/** A date, then one of its sessions (by its hours, in whichever language the page is). */
export async function pickSession(page: Page, session: AvailabilitySession): Promise<void> {
  await pickDate(page, session.date);
  const hours = (hhmm: string) => hhmm.replace(':', '[.:]');
  await choose(bookingApp(page), new RegExp(`^${hours(session.start)}–${hours(session.end)} WIB$`));
}

/** A doctor on the first page of Bandung's results whose card shows a session after today. */
export async function cardDoctor(
  page: Page,
): Promise<Doctor & { next_session: NonNullable<Doctor['next_session']> }> {
  const { today } = await todayAvailability(page);
  const found = await listSchedules(page, { company_id: 1 });
  const doctor = found.results
    .slice(0, 10)
    .find((d) => d.next_session !== null && d.next_session.company_id === 1 && d.next_session.date > today);
  if (!doctor?.next_session) throw new Error('no doctor with a session after today on the first page');
  return doctor as Doctor & { next_session: NonNullable<Doctor['next_session']> };
}
