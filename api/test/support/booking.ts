import type {
  Appointment,
  Availability,
  AvailabilitySession,
  BookingContactInput,
  Doctor,
  Patient,
  PatientInput,
} from '@hospital/contract';
import { addDays, todayInJakarta } from '@hospital/domain';
import { testConfig } from '../../src/config';
import { nikLookupHash } from '../../src/security/crypto';
import { holidayOn } from '../../src/doctors/holidays';
import type { ItemBody, ListBody, TestApi } from './harness';

let nikCounter = 0;

/**
 * A patient as the tests type it: who the patient is (`PatientInput`) and the phone and e-mail the
 * booking's contact gets by default (`contactOf`).
 */
export interface TestPatientInput extends PatientInput {
  phone: string;
  email: string;
}

/** A valid patient booked for herself, with a unique NIK (16 digits) per call. */
export function patientInput(overrides: Partial<TestPatientInput> = {}): TestPatientInput {
  nikCounter += 1;
  const nik = `3273${String(process.pid % 10000).padStart(4, '0')}${String(nikCounter).padStart(8, '0')}`;
  return {
    forWhom: 'self',
    fullName: 'Siti Rahayu',
    bornDate: '1990-05-17',
    phone: '0812-3456-7890',
    email: 'siti.rahayu@example.com',
    nik,
    ...overrides,
  };
}

/** What the patient form sends: the patient only (the contact goes with the booking). */
export function patientBody(input: TestPatientInput): PatientInput {
  const { phone: _phone, email: _email, ...patient } = input;
  return patient;
}

export type CreatedPatient = Patient & { input: TestPatientInput };

export async function createPatient(
  api: TestApi,
  overrides: Partial<TestPatientInput> = {},
): Promise<CreatedPatient> {
  const input = patientInput(overrides);
  const res = await api.post<ItemBody<Patient>>('medika.patient', patientBody(input));
  if (res.status !== 201) throw new Error(`patient not created: ${res.status} ${res.text}`);
  return { ...res.body.data, input };
}

/** A new handle for the same patient (what a retry of the booking form does). */
export async function handleOf(api: TestApi, input: TestPatientInput): Promise<string> {
  const res = await api.post<ItemBody<Patient>>('medika.patient', patientBody(input));
  if (res.status !== 201) throw new Error(`patient not accepted: ${res.status} ${res.text}`);
  return res.body.data.handle;
}

/** The tests' keys (the server processes run with the same, see testConfig). */
export const TEST_SECRETS = testConfig().secrets;

/** The look-up HMAC the API stores for a NIK, to find rows without the NIK in clear. */
export function nikHmacOf(nik: string): string {
  return nikLookupHash(TEST_SECRETS, nik);
}

/** The patient's id in the database, for tests that look at stored rows (the API never gives it). */
export async function patientIdOf(
  api: TestApi,
  input: Pick<PatientInput, 'nik' | 'bornDate'>,
): Promise<string> {
  const [row] = await api.sql<{ id: string }>(
    `select id::text as id from patients where nik_hmac = '${nikHmacOf(input.nik)}' and born_date = '${input.bornDate}'`,
  );
  if (!row) throw new Error('patient row not found');
  return row.id;
}

/**
 * The booking contact of a patient's input (what the booking form sends with the appointment): the
 * patient herself, or for someone else a parent who says so.
 */
export function contactOf(
  input: TestPatientInput,
  overrides: Partial<BookingContactInput> = {},
): BookingContactInput {
  const relationship = input.forWhom === 'self' ? {} : { relationship: 'parent' as const };
  return { fullName: input.fullName, phone: input.phone, email: input.email, ...relationship, ...overrides };
}

/** Open sessions (after today, so none ends while the test runs) of doctors not on leave. */
export async function openSessions(api: TestApi, query = ''): Promise<AvailabilitySession[]> {
  const res = await api.get<ItemBody<Availability>>(`medika.availability?${query}`);
  const today = todayInJakarta();
  return res.body.data.days
    .flatMap((d) => d.sessions)
    .filter((s) => s.status === 'open' && s.date > today && !s.telemedicine);
}

/** An open telemedicine session after today. */
export async function openTelemedicineSession(api: TestApi): Promise<AvailabilitySession> {
  const res = await api.get<ItemBody<Availability>>('medika.availability');
  const today = todayInJakarta();
  const session = res.body.data.days
    .flatMap((d) => d.sessions)
    .find((s) => s.telemedicine && s.status === 'open' && s.date > today);
  if (!session) throw new Error('no open telemedicine session in the seeded data');
  return session;
}

export async function doctorsWithoutLeave(api: TestApi): Promise<Doctor[]> {
  const res = await api.get<ListBody<Doctor>>('web/dokter?limit=100');
  return res.body.data.results.filter((d) => d.leaves.length === 0 && d.lines.length > 0);
}

/** A valid appointment body for a created patient; the contact defaults to the patient form's. */
export function appointmentBody(
  patient: { handle: string; input: TestPatientInput },
  s: AvailabilitySession,
  extra: Record<string, unknown> = {},
) {
  return {
    patientHandle: patient.handle,
    forWhom: patient.input.forWhom,
    companyId: s.company_id,
    poliId: s.poli_id,
    doctorId: s.doctor_id,
    sessionId: s.session_id,
    date: s.date,
    insurance: { kind: 'self' },
    consent: true,
    contact: contactOf(patient.input),
    ...extra,
  };
}

export async function book(
  api: TestApi,
  patient: { handle: string; input: TestPatientInput },
  s: AvailabilitySession,
  headers?: Record<string, string>,
) {
  return api.post<ItemBody<Appointment>>('medika.appointment', appointmentBody(patient, s), { headers });
}

/**
 * The first day from tomorrow (Jakarta) that has sessions and whose next day has them too: the seed
 * holds no session on Sundays, so neither it nor the day after may be one. Tests of "the next day"
 * (reminders, another day's booking) failed on Fridays and Saturdays with plain "tomorrow".
 */
export function dayWithNextDay(): string {
  let day = addDays(todayInJakarta(), 1);
  const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
  // Nor a national holiday: the hospital is closed (docs/decisions.md, issue 26 — closed days).
  const closed = (d: string) => weekday(d) === 0 || holidayOn(d) !== null;
  while (closed(day) || closed(addDays(day, 1))) day = addDays(day, 1);
  return day;
}
