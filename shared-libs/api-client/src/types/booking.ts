import type { DoctorLeave } from './doctors';

/** Same shape as `patientSchema` of `@hospital/domain` (request bodies are camelCase like the forms). */
export interface PatientInput {
  fullName: string;
  /** ISO `YYYY-MM-DD`. */
  bornDate: string;
  /** Any of 08..., 62..., +62...; stored as 62... */
  phone: string;
  email: string;
  /** NIK, exactly 16 digits; never returned in full. */
  nik: string;
}

/**
 * The answer of `POST {product}.patient` (always 201, the same shape for a new and a known patient):
 * a patient handle and, echoed, only what the caller sent (phone as 62..., e-mail lower case). A
 * stored record is never changed nor read back, and its id never leaves the API.
 */
export interface Patient {
  /**
   * Opaque, short-lived, good for booking only: pass it as `patientHandle`. Different at every call,
   * even for the same patient, so it says nothing about whether the patient was known.
   */
  handle: string;
  /** ISO timestamp after which the handle is refused (ask `{product}.patient` again). */
  handle_expires_at: string;
  full_name: string;
  born_date: string;
  phone: string;
  email: string;
  nik_masked: string;
}

/** The contact given with one booking (the `fullName`, `phone`, `email` of `patientSchema`). */
export interface BookingContactInput {
  fullName: string;
  /** Any of 08..., 62..., +62...; stored as 62... */
  phone: string;
  email: string;
}

/** Same shape as `insuranceSchema` of `@hospital/domain`. */
export interface InsuranceInput {
  kind: 'self' | 'insurer';
  /** Partner id of an insurer (`web/rekanan`, industry `insurance`). */
  insurerId?: number;
  policyNumber?: string;
}

export interface AppointmentInput {
  /** The `handle` of `POST {product}.patient`. */
  patientHandle: string;
  companyId: number;
  poliId: number;
  doctorId: number;
  sessionId: number;
  /** ISO date of the visit, inside the booking window. */
  date: string;
  insurance: InsuranceInput;
  /** Consent to the processing of personal health data (UU PDP); must be true. */
  consent: boolean;
  /** The contact of this booking, as typed in the patient form. */
  contact: BookingContactInput;
}

export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'checked_in', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** What the patient needs to see; personal data only masked. */
export interface Appointment {
  code: string;
  status: AppointmentStatus;
  queue_number: number;
  date: string;
  start: string;
  end: string;
  session_id: number;
  telemedicine: boolean;
  /** For a telemedicine session: the meeting to join (with `meeting_token`, see `consultationPath`). */
  meeting_id: string | null;
  /**
   * The patient's own token for that meeting: only in the answer of the booking itself and of the
   * look-up by code and birth date; null otherwise and once cancelled.
   */
  meeting_token: string | null;
  doctor: { id: number; slug: string; name: string; speciality: string; photo: string };
  poli: { id: number; name: string };
  company: { id: number; name: string; address: string; phone: string };
  /** From the contact given with this booking (the NIK from the patient record). */
  patient: { initials: string; name_masked: string; nik_masked: string; phone_masked: string };
  insurance: { kind: 'self' | 'insurer'; insurer_name: string | null };
  created_at: string;
  cancelled_at: string | null;
  /** Plain-language reminder (arrive early, bring identity card ...). */
  advice: string;
}

export interface CancelAppointmentInput {
  bornDate: string;
}

export interface AvailabilityQuery {
  doctor_id?: number;
  poli_id?: number;
  company_id?: number;
  /** ISO dates, clamped to today .. the last day of the booking window. */
  from?: string;
  to?: string;
}

export type SessionStatus = 'open' | 'full' | 'closed';

export interface AvailabilitySession {
  session_id: number;
  doctor_id: number;
  doctor_name: string;
  doctor_slug: string;
  poli_id: number;
  poli_name: string;
  company_id: number;
  company_name: string;
  date: string;
  start: string;
  end: string;
  quota: number;
  booked: number;
  remaining: number;
  telemedicine: boolean;
  /** `closed` when the session already ended today. */
  status: SessionStatus;
  /** True for a one-off extra session. */
  extra: boolean;
}

export interface AvailabilityDay {
  date: string;
  day: number;
  day_name: string;
  /** Sessions left out because of a leave (when a single doctor was asked). */
  on_leave: boolean;
  leave_reason: string | null;
  sessions: AvailabilitySession[];
}

export interface Availability {
  from: string;
  to: string;
  today: string;
  booking_window_days: number;
  days: AvailabilityDay[];
  leaves: (DoctorLeave & { doctor_id: number })[];
}

export interface BookingConfig {
  booking_window_days: number;
  time_zone: 'Asia/Jakarta';
  time_zone_label: 'WIB';
  today: string;
  last_bookable_date: string;
  /** Meetings open this many minutes before the session starts. */
  telemedicine_open_minutes_before: number;
}
