import type { DoctorLeave, PoliLocation } from './doctors';

/** For whom a booking is made (`@hospital/domain` PATIENT_RELATIONS). */
export type PatientRelation = 'self' | 'child' | 'parent' | 'other_family';
/** Who the booker is to the patient when booking for someone else (`@hospital/domain` CONTACT_RELATIONSHIPS). */
export type ContactRelationship = 'parent' | 'guardian' | 'child' | 'spouse' | 'sibling' | 'other';

/**
 * The identity a patient books with (`@hospital/domain` IDENTITY_DOCUMENTS, docs/decisions.md, issue 26):
 * the NIK, or a foreigner's passport or KITAS.
 */
export type IdentityDocument = 'nik' | 'passport' | 'kitas';

/**
 * Same shape as `patientSchema` of `@hospital/domain` (request bodies are camelCase like the forms): who
 * the patient is. How to reach someone about a booking is the booking's `contact`.
 */
export interface PatientInput {
  forWhom: PatientRelation;
  fullName: string;
  /** ISO `YYYY-MM-DD`. */
  bornDate: string;
  /** NIK, exactly 16 digits (a child's from the family card); never returned in full. */
  nik: string;
  /** A newborn without a NIK yet (only for a child): `nik` is then empty. */
  newborn?: boolean;
  /** Which identity document (default `nik`); with `passport` or `kitas`, `nik` is empty. */
  idDocument?: IdentityDocument;
  /** The passport or KITAS number (6 to 20 letters and digits); never returned in full. */
  documentNumber?: string;
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
  /** Empty for a newborn without a NIK, and for a passport or KITAS. */
  nik_masked: string;
  /** Which identity document the patient gave. */
  id_document: IdentityDocument;
  /** That document's number masked (the NIK's as `nik_masked`); empty for a newborn. */
  document_masked: string;
}

/**
 * Who the hospital calls about one booking (`bookingContactSchema` of `@hospital/domain`): the patient,
 * or when booking for someone else the booker, who gives the consent too (UU PDP art. 25 for a child).
 */
export interface BookingContactInput {
  fullName: string;
  /** Any of 08..., 62..., +62...; stored as 62... */
  phone: string;
  /** Optional: a phone is enough. */
  email?: string;
  /** Required unless the booking is for oneself. */
  relationship?: ContactRelationship;
}

export type PaymentKind = 'self' | 'bpjs' | 'insurer';

/** Same shape as `insuranceSchema` of `@hospital/domain`. */
export interface InsuranceInput {
  kind: PaymentKind;
  /** BPJS Kesehatan card number, 13 digits. */
  bpjsCardNumber?: string;
  /** The referral (rujukan) number, 19 letters and digits; or `paperReferral` when it is on paper. */
  referralNumber?: string;
  paperReferral?: boolean;
  /** Partner id of an insurer (`web/rekanan`, industry `insurance`). */
  insurerId?: number;
  policyNumber?: string;
}

export interface AppointmentInput {
  /** The `handle` of `POST {product}.patient`. */
  patientHandle: string;
  /** The same as the patient's (`PatientInput.forWhom`): it decides whether the contact needs a relationship. */
  forWhom: PatientRelation;
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
  /** A service package booked at its clinic (an MCU package, `ServicePackage.clinics`); omitted for a consultation. */
  packageId?: number;
}

export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'checked_in', 'completed', 'no_show'] as const;
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
  /** Where the clinic is in the hospital. */
  poli: { id: number; name: string; location: PoliLocation | null };
  /** `whatsapp`: the hospital's WhatsApp number (62…), never its landline (docs/decisions.md, issue 26). */
  company: { id: number; name: string; address: string; phone: string; whatsapp: string };
  for_whom: PatientRelation;
  /**
   * The patient's initials and masked NIK (empty for a newborn), and the booking's contact masked, with who
   * the contact is to the patient (null when booked for oneself).
   */
  patient: {
    initials: string;
    name_masked: string;
    nik_masked: string;
    phone_masked: string;
    newborn: boolean;
    contact_relationship: ContactRelationship | null;
    /** Which identity document the patient gave (issue 26), and its number masked. */
    id_document: IdentityDocument;
    document_masked: string;
  };
  insurance: {
    kind: PaymentKind;
    insurer_name: string | null;
    /** Last 4 digits shown. */
    bpjs_card_masked: string | null;
    /** How the BPJS referral comes: its number (masked), or on paper; null when not BPJS. */
    referral: { kind: 'number'; number_masked: string } | { kind: 'paper' } | null;
  };
  /** The consultation fee at that hospital for a self-paying patient (from; medicine and procedures extra). */
  fee: { amount: number } | null;
  /** The service package booked (an MCU package) with its price, or null for a consultation (issue 26). */
  package: { id: number; slug: string; name: string; price: number } | null;
  /**
   * Estimated time of the queue number (`visitTimes` of `@hospital/domain`: the plan, today the live
   * queue; never before the booking on its own day), `HH:MM` WIB.
   */
  estimated_time: string;
  /** When to arrive (`visitTimes`), `HH:MM` WIB. */
  arrive_by: string;
  created_at: string;
  /** When the front desk checked the patient in, and called the number (ISO); null before. */
  checked_in_at: string | null;
  called_at: string | null;
  /** Consent withdrawn: the booking's personal and payment data were removed (ISO); null otherwise. */
  erased_at: string | null;
  cancelled_at: string | null;
  /** Plain-language reminder (arrive early, bring identity card ...). */
  advice: string;
  /**
   * How many more times this booking may be moved (`MAX_RESCHEDULES` of `@hospital/domain`, docs/decisions.md,
   * issue 24): 0 once the limit is reached.
   */
  reschedules_left: number;
}

export interface CancelAppointmentInput {
  bornDate: string;
}

/** Moves a booking to another open session of the same doctor or clinic; the code stays. */
export interface RescheduleAppointmentInput {
  bornDate: string;
  sessionId: number;
  /** ISO date of the new visit, inside the booking window. */
  date: string;
  /**
   * The session and date the booking had when the patient chose (what the page showed): a move made
   * meanwhile, in another tab or by someone else, makes this one refused instead of moving it twice.
   */
  fromSessionId: number;
  fromDate: string;
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

/** A day one hospital closes besides the national holidays, with its announced reason. */
export interface HospitalClosure {
  company_id: number;
  company_name: string;
  reason: string;
}

export interface AvailabilityDay {
  date: string;
  day: number;
  day_name: string;
  /** Sessions left out because of a leave (when a single doctor was asked). */
  on_leave: boolean;
  leave_reason: string | null;
  /** The national holiday on this day (no sessions: the hospital is closed), or null. */
  holiday?: string | null;
  /** Hospitals closed on this day by their own announcement (none of their sessions is offered). */
  closures?: HospitalClosure[];
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

/**
 * What the hospital holds for one booking (docs/decisions.md, issue 24: a code and birth date open
 * that booking only), UU PDP access and a copy: the booking, the patient as given for it, its contact,
 * its consent, what the front desk did with it. Identity numbers and the contact are masked: code and
 * birth date are weaker proof than the KTP at the desk, which shows the rest. Nothing of the
 * patient's other bookings.
 */
export interface PersonalDataExport {
  generated_at: string;
  booking: Appointment;
  /** The patient as given for this booking: the name typed with it, the birth date, the NIK masked. */
  patient: {
    name_as_typed: string;
    born_date: string;
    nik_masked: string;
    newborn: boolean;
    /** Which identity document, and its number masked (issue 26). */
    id_document: IdentityDocument;
    document_masked: string;
  };
  contact: {
    name: string;
    phone_masked: string;
    email_masked: string | null;
    relationship: ContactRelationship | null;
  };
  consent: { version: string; given_at: string; withdrawn_at: string | null };
  /** What the front desk did with this booking, and when (who is staff data, not the patient's). */
  front_desk: { action: string; at: string }[];
  /** Why past visits are kept, in the booking's language. */
  retention: string;
}

/**
 * `POST …/erase`: consent withdrawn for this booking only. Still to come: cancelled (its place free
 * again); its name, contact and payer details removed. A visit on record is refused (409).
 */
export interface ErasureResult {
  code: string;
  /** The booking was still to come and is now cancelled. */
  cancelled: boolean;
  /** When its personal data were removed (ISO, +07:00). */
  erased_at: string;
}

export interface EraseInput {
  bornDate: string;
  /** Must be true: the page asks the patient to confirm first. */
  confirm: boolean;
}

/**
 * `POST {product}.booking_access`: who asks for every booking of a patient (docs/decisions.md, issue 24). The
 * answer never depends on them: each booking's own contact address gets a link to the bookings made
 * with that address.
 */
export interface BookingAccessInput {
  /** 16 digits. */
  nik: string;
  /** ISO `YYYY-MM-DD`. */
  bornDate: string;
}

/** The same answer whatever the NIK and birth date (202). */
export interface BookingAccessRequested {
  message: string;
  /** How long a mailed link works. */
  link_minutes: number;
}

/**
 * What a mailed link opens: the bookings of one patient made with the address it was mailed to, until
 * `expires_at` or until consent is withdrawn through it.
 */
export interface BookingAccess {
  expires_at: string;
  bookings: Appointment[];
}

/** `GET {product}.booking_access/{token}/data`: the copy of each of those bookings. */
export interface BookingAccessData {
  generated_at: string;
  bookings: PersonalDataExport[];
}

export interface BookingAccessEraseInput {
  /** Must be true: the page asks the patient to confirm first. */
  confirm: boolean;
}

/** Consent withdrawn for every booking the link opens; the link is spent. */
export interface BookingAccessErasure {
  /** Bookings still to come, now cancelled. */
  cancelled_bookings: number;
  /** Bookings whose name, contact and payer details were removed (the cancelled ones included). */
  erased_bookings: number;
  /** Visits on record, kept as medical records must be. */
  kept_visits: number;
}
