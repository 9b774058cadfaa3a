import {
  isApiError,
  toApiError,
  type ApiClient,
  type Appointment,
  type AppointmentInput,
  type PatientInput,
} from '@hospital/api-client';
import type { BookingDraft } from './draftStore';
import { toInsuranceInput } from './insurance/insuranceForm';
import { toContactRequest, toPatientInput } from './patient/patientForm';
import type { StepNumber } from './steps';

/** Everything one Submit sends, except the patient handle the first call returns. */
export interface BookingRequest {
  patient: PatientInput;
  appointment: Omit<AppointmentInput, 'patientHandle'>;
}

export type SubmitOutcome =
  | { kind: 'success'; appointment: Appointment }
  /** 409: the session filled up (or stopped running) since the user saw it. */
  | { kind: 'schedule_conflict'; code: 'session_full' | 'session_unavailable' }
  /**
   * 409: this patient already booked this doctor on that date. The API says nothing more of that
   * booking (its code would open it to anyone who knows the NIK and birth date): it is found again
   * with the code given when it was made.
   */
  | { kind: 'duplicate' }
  /** 400: the server refused a field; `step` is where it can be fixed. */
  | { kind: 'invalid'; step: StepNumber; message: string }
  /** No answer, a server error or a rate limit: nothing is lost, the same attempt can be retried. */
  | { kind: 'retryable'; message: string };

/**
 * The two bodies of one Submit, from the draft; null while no payer is chosen (the wizard never offers
 * Submit then: step 3 comes first).
 */
export function buildBookingRequest(draft: BookingDraft): BookingRequest | null {
  const { companyId, schedule } = draft;
  const insurance = toInsuranceInput(draft.insurance);
  if (!insurance) return null;
  const patient = toPatientInput(draft.patient);
  return {
    patient,
    appointment: {
      forWhom: patient.forWhom,
      companyId: companyId ?? 0,
      poliId: schedule.poliId ?? 0,
      doctorId: schedule.doctorId ?? 0,
      sessionId: schedule.sessionId ?? 0,
      date: schedule.date,
      insurance,
      consent: draft.consent,
      // The booking keeps the contact typed for it (for a child, the parent's or guardian's, who consents).
      contact: toContactRequest(draft),
      // Only when booked from a package's link (docs/decisions.md, issue 26).
      ...(draft.packageId === null ? {} : { packageId: draft.packageId }),
    },
  };
}

/** Identifies an attempt: the same booking keeps its idempotency key, a changed one gets a new key. */
export function bookingFingerprint(request: BookingRequest): string {
  return JSON.stringify(request);
}

const PATIENT_FIELDS = new Set([
  'forWhom',
  'fullName',
  'bornDate',
  'newborn',
  'idDocument',
  'nik',
  'documentNumber',
  'patientHandle',
]);

function stepOfField(field: string): StepNumber {
  if (PATIENT_FIELDS.has(field) || field.startsWith('contact.')) return 2;
  if (field.startsWith('insurance')) return 3;
  if (field === 'consent') return 5;
  return 4;
}

function classify(error: unknown): SubmitOutcome {
  const apiError = toApiError(error);
  if (!isApiError(apiError)) return { kind: 'retryable', message: String(error) };
  const { status, code, fields, message } = apiError;
  if (code === 'session_full' || code === 'session_unavailable') return { kind: 'schedule_conflict', code };
  if (code === 'duplicate_booking') return { kind: 'duplicate' };
  if (status === 400 && fields && Object.keys(fields).length > 0) {
    const [field, fieldMessage] = Object.entries(fields)[0];
    return { kind: 'invalid', step: stepOfField(field), message: fieldMessage };
  }
  if (status === 400 || status === 413 || status === 422) return { kind: 'invalid', step: 5, message };
  // 0 (no answer), 429, 5xx and anything unexpected: the attempt may be repeated safely.
  return { kind: 'retryable', message };
}

async function run(request: BookingRequest, key: string, client: ApiClient): Promise<SubmitOutcome> {
  try {
    // Every attempt asks for a new patient handle (it expires, and differs at every call). The same
    // NIK and birth date are the same patient, and the API recognises a retry by that patient and
    // the appointment body under the same key, so a retry still gets the first answer.
    const patient = await client.createPatient(request.patient);
    const appointment = await client.createAppointment(
      { patientHandle: patient.handle, ...request.appointment },
      { idempotencyKey: key },
    );
    return { kind: 'success', appointment };
  } catch (error) {
    return classify(error);
  }
}

const inFlight = new Map<string, Promise<SubmitOutcome>>();

/**
 * Sends one booking attempt: `POST {product}.patient`, then `POST {product}.appointment` with the
 * attempt's `Idempotency-Key`. A second call with the same key while the first runs (a double click)
 * shares the first call's result instead of sending anything; a later retry with the same key is
 * answered by the API with the first stored result.
 */
export function submitBooking(
  request: BookingRequest,
  key: string,
  client: ApiClient,
): Promise<SubmitOutcome> {
  const running = inFlight.get(key);
  if (running) return running;
  const promise = run(request, key, client).finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
