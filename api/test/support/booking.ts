import type {
  Appointment,
  Availability,
  AvailabilitySession,
  BookingContactInput,
  Doctor,
  Patient,
  PatientInput,
} from '@hospital/api-client';
import { todayInJakarta } from '@hospital/domain';
import type { ItemBody, ListBody, TestApi } from './harness';

let nikCounter = 0;

/** A valid patient with a unique NIK (16 digits) per call. */
export function patientInput(overrides: Partial<PatientInput> = {}): PatientInput {
  nikCounter += 1;
  const nik = `3273${String(process.pid % 10000).padStart(4, '0')}${String(nikCounter).padStart(8, '0')}`;
  return {
    fullName: 'Siti Rahayu',
    bornDate: '1990-05-17',
    phone: '0812-3456-7890',
    email: 'siti.rahayu@example.com',
    nik,
    ...overrides,
  };
}

export async function createPatient(
  api: TestApi,
  overrides: Partial<PatientInput> = {},
): Promise<Patient & { input: PatientInput }> {
  const input = patientInput(overrides);
  const res = await api.post<ItemBody<Patient>>('medika.patient', input);
  if (res.status !== 201) throw new Error(`patient not created: ${res.status} ${res.text}`);
  return { ...res.body.data, input };
}

/** The booking contact of a patient's input (what the booking form sends with the appointment). */
export function contactOf(
  input: PatientInput,
  overrides: Partial<BookingContactInput> = {},
): BookingContactInput {
  return { fullName: input.fullName, phone: input.phone, email: input.email, ...overrides };
}

/** Open sessions (after today, so none ends while the test runs) of doctors not on leave. */
export async function openSessions(api: TestApi, query = ''): Promise<AvailabilitySession[]> {
  const res = await api.get<ItemBody<Availability>>(`medika.availability?${query}`);
  const today = todayInJakarta();
  return res.body.data.days
    .flatMap((d) => d.sessions)
    .filter((s) => s.status === 'open' && s.date > today && !s.telemedicine);
}

export async function doctorsWithoutLeave(api: TestApi): Promise<Doctor[]> {
  const res = await api.get<ListBody<Doctor>>('web/dokter?limit=100');
  return res.body.data.results.filter((d) => d.leaves.length === 0 && d.lines.length > 0);
}

export function appointmentBody(
  patientId: string,
  s: AvailabilitySession,
  extra: Record<string, unknown> = {},
) {
  return {
    patientId,
    companyId: s.company_id,
    poliId: s.poli_id,
    doctorId: s.doctor_id,
    sessionId: s.session_id,
    date: s.date,
    insurance: { kind: 'self' },
    consent: true,
    ...extra,
  };
}

export async function book(
  api: TestApi,
  patientId: string,
  s: AvailabilitySession,
  headers?: Record<string, string>,
) {
  return api.post<ItemBody<Appointment>>('medika.appointment', appointmentBody(patientId, s), { headers });
}
