import type { IdentityDocument, PatientRelation, PaymentKind } from './booking';
import type { PoliLocation } from './doctors';
/**
 * The live queue (docs/decisions.md, issue 18): what the front desk changes and what patients and the kiosk watch.
 * Nothing here names a patient: a session's queue is numbers only, so its stream can be public.
 */

/** One session of today as the queue stands. */
export interface LiveQueueSession {
  session_id: number;
  /** `YYYY-MM-DD` (Jakarta). */
  visit_date: string;
  company_id: number;
  doctor: { id: number; name: string };
  poli: { id: number; name: string };
  /** Wall-clock WIB, `HH:MM`. */
  start_time: string;
  end_time: string;
  quota: number;
  /** Highest queue number called so far (0: nobody yet). Never goes back. */
  now_serving: number;
  /** Queue numbers still to be called (booked or checked in, not cancelled, not a no-show), ascending. */
  waiting: number[];
  /** Minutes per patient observed since the first call; null until two patients were called. */
  observed_minutes_per_patient: number | null;
  /** The planned length of the session divided by its quota. */
  planned_minutes_per_patient: number;
  /** The doctor is late by this many minutes; null when on time. */
  late_minutes: number | null;
  /** The session was cancelled today by the hospital. */
  cancelled: boolean;
  /** Raised by every change: a listener drops a state older than the one it shows. */
  version: number;
}

/** `GET queue/now`: the sessions asked for (one, or every session of a hospital today). */
export interface LiveQueueSnapshot {
  sessions: LiveQueueSession[];
  /** Server time, ISO with the Jakarta offset, for the estimate. */
  at: string;
}

/** `supervisor`: also sees and ends the sign-ins of the hospital's desk (docs/decisions.md, issue 24). */
export type DeskRole = 'desk' | 'supervisor';

/** A person at the front desk, as the desk shows them. */
export interface DeskStaff {
  username: string;
  display_name: string;
  role: DeskRole;
  company: { id: number; name: string };
}

/** `GET frontdesk/me`. */
export interface DeskSessionInfo {
  staff: DeskStaff;
}

/** One booking of a session, as the desk sees it (the desk may see names; never a NIK). */
export interface DeskBooking {
  code: string;
  queue_number: number;
  patient_name: string;
  /** Which identity document the patient booked with (issue 26): the desk asks to see that one. */
  id_document: IdentityDocument;
  status: DeskBookingStatus;
  checked_in_at: string | null;
  called_at: string | null;
  /** How the visit is paid (issue 26): a BPJS patient shows the referral letter at check-in. */
  payment: PaymentKind;
  /** For whom it was booked: a child comes with a parent or guardian. */
  for_whom: PatientRelation;
}

export type DeskBookingStatus = 'booked' | 'checked_in' | 'called' | 'no_show' | 'cancelled' | 'completed';

/** A session of today at the desk's hospital, with its bookings. */
export interface DeskSession extends LiveQueueSession {
  bookings: DeskBooking[];
  /** Where the clinic receives its patients (floor and counter), for the check-in card; null when not known. */
  location: PoliLocation | null;
}

/**
 * `GET frontdesk/search?q=`: one of today's bookings at the desk's hospital that the term matched
 * (docs/decisions.md, issue 26), for the clerk to pick. The identity number only masked.
 */
export interface DeskSearchCandidate {
  code: string;
  session_id: number;
  queue_number: number;
  patient_name: string;
  id_document: IdentityDocument;
  /** `************8901` (a NIK) or `****4567` (a passport or KITAS); empty when not known. */
  document_masked: string;
  doctor: { id: number; name: string };
  poli: { id: number; name: string };
  /** Wall-clock WIB, `HH:MM`. */
  start_time: string;
  end_time: string;
  status: DeskBookingStatus;
  /** What the term matched: the booking code, the name, the contact's phone or the identity number. */
  matched: DeskSearchMatch;
}

export type DeskSearchMatch = 'code' | 'name' | 'phone' | 'identity';

/** What each desk action answers: the session after it, and the booking it touched. */
export interface DeskActionResult {
  session: DeskSession;
  booking: DeskBooking | null;
}

export const DESK_ACTIONS = ['check_in', 'call', 'no_show', 'late', 'cancel_session'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** `POST frontdesk/login`: the first step, the password. */
export interface DeskLoginInput {
  username: string;
  password: string;
}

/**
 * Where a browser is in the sign-in (docs/decisions.md, issue 24): signed out; past the password and
 * asked for the code of its authenticator (`second_factor`) or, the first time, to set one up
 * (`enrol`); or signed in.
 */
export type DeskSignInStep = 'signed_out' | 'second_factor' | 'enrol' | 'signed_in';

/** Enrolment: the new authenticator's key (grouped for typing), its `otpauth://` URI and that URI as an SVG QR code. */
export interface DeskEnrolment {
  secret: string;
  otpauth_uri: string;
  qr_svg: string;
}

/** `POST frontdesk/login`: the password was right; the second step, and the CSRF token of its new session. */
export interface DeskLoginResult {
  step: 'second_factor' | 'enrol';
  enrolment: DeskEnrolment | null;
  csrf_token: string;
}

/** `POST frontdesk/second-factor`: six digits of the authenticator (`totp`), or one recovery code. */
export interface DeskSecondFactorInput {
  method: 'totp' | 'recovery';
  code: string;
}

/** `POST frontdesk/enrol`: the first code of the new authenticator. */
export interface DeskEnrolInput {
  code: string;
}

/** The sign-in is complete: a new session, and its CSRF token. */
export interface DeskSignedIn {
  staff: DeskStaff;
  csrf_token: string;
  /** Recovery codes not used yet. */
  recovery_codes_left: number;
}

/** `POST frontdesk/enrol`: signed in, with the recovery codes, shown this once. */
export interface DeskEnrolled extends DeskSignedIn {
  recovery_codes: string[];
}

/** One signed-in browser, in the supervisor's list (or one's own). */
export interface DeskSignIn {
  id: number;
  staff: { username: string; display_name: string; role: DeskRole };
  /** When it signed in and when it was last used (ISO 8601, WIB). */
  since: string;
  last_seen: string;
  /** The address it signed in from. */
  address: string | null;
  /** The browser asking. */
  current: boolean;
}

/** `POST frontdesk/sign-ins/end`: one sign-in (`id`) or every sign-in of a colleague (`username`). */
export interface DeskEndSignInsInput {
  id?: number;
  username?: string;
}

/** `POST frontdesk/sign-ins/end`: how many sign-ins ended. */
export interface DeskEndedSignIns {
  ended: number;
}

/** `POST frontdesk/check-in` and `frontdesk/no-show`: a booking code. */
export interface DeskCodeInput {
  code: string;
}

/** `POST frontdesk/call` (the next patient, or the one with `code`) and `frontdesk/cancel-session`. */
export interface DeskCallInput {
  session_id: number;
  code?: string;
}

/** `POST frontdesk/late`: 0 clears the notice. */
export interface DeskLateInput {
  session_id: number;
  minutes: number;
}

/**
 * `GET frontdesk/session`: who is signed in at this browser (null: nobody), with the CSRF token the
 * desk's writes send. Always 200, so a desk page that opens signed out logs no failed request.
 */
export interface DeskSessionState {
  step: DeskSignInStep;
  /** Set when signed in. */
  staff: DeskStaff | null;
  /** Set during enrolment, so a reload shows the same key again. */
  enrolment: DeskEnrolment | null;
  csrf_token: string;
}

/** `GET frontdesk/csrf`: the token every desk write sends in `X-CSRF-Token`. */
export interface DeskCsrfToken {
  token: string;
}

/**
 * `POST frontdesk/logout` and `frontdesk/logout-everywhere`: how many signed-in sessions ended, and a
 * CSRF token for signing in again.
 */
export interface DeskSignedOut {
  signed_out: true;
  ended: number;
  csrf_token: string;
}
