import type { ListQuery } from './common';

/**
 * When a row of a hospital's opening hours applies, as data (what the prose `hours` says): the
 * hospital page's structured data reads it (docs/decisions.md, issue 25 item 6).
 */
export interface OpeningSchedule {
  /** Weekdays, 0 = Sunday ... 6 = Saturday. */
  days: number[];
  /** Also on national public holidays. */
  public_holidays: boolean;
  /** `HH:MM` WIB; a row open all day runs from `00:00` to `23:59`. */
  opens: string;
  closes: string;
}

export interface OpeningHours {
  label: string;
  hours: string;
  /** Null where the hours are only told in words. */
  schedule: OpeningSchedule | null;
}

/** A postal address in Indonesia (a hospital's, an event venue's). */
export interface StreetAddress {
  street: string;
  locality: string;
  postal_code: string;
}

/** A hospital of the group (docs/product-rules.md §3, "company"). */
export interface Company {
  id: number;
  slug: string;
  name: string;
  short_name: string;
  city: string;
  address: string;
  postal_code: string;
  /** Hotline, digits in 62... form. */
  phone: string;
  phone_display: string;
  emergency_phone: string;
  whatsapp: string;
  email: string;
  opening_hours: OpeningHours[];
  latitude: number;
  longitude: number;
  description: string;
  image: string;
  /** Site route of the hospital page, e.g. `/hospital/medika-hospital-bandung`. */
  path: string;
  bed_count: number;
  services: string[];
  /** The specialities of the hospital's clinics (`Speciality.slug`), in the clinics' order. */
  speciality_slugs: string[];
}

/** Where a clinic is in its hospital: its floor and registration counter, in the answer's language. */
export interface PoliLocation {
  floor: string;
  counter: string;
}

/** A polyclinic of one hospital (docs/product-rules.md §3: id, seq, name, company_id). */
export interface Poli {
  id: number;
  seq: number;
  name: string;
  company_id: number;
  company_name: string;
  speciality_slug: string;
  is_mother_and_child: boolean;
  /** Doctors with at least one weekly session in this poli. */
  doctor_count: number;
  location: PoliLocation | null;
}

/** A doctor's consultation fee at one hospital for a self-paying patient (rupiah, from; docs/product-rules.md §9 format). */
export interface DoctorFee {
  company_id: number;
  amount: number;
}

export interface PoliQuery extends ListQuery {
  company_id?: number;
  /** Only polis with practice sessions (the appointment search variant). */
  with_schedule?: boolean;
  start_day?: number;
  day?: number;
}

export interface Speciality {
  slug: string;
  name: string;
  description: string;
  doctor_count: number;
  poli_ids: number[];
  path: string;
}

/** One weekly practice session of a doctor; `day` is 0 = Sunday ... 6 = Saturday. */
export interface ScheduleLine {
  session_id: number;
  day: number;
  start: string;
  end: string;
  quota: number;
  poli_id: number;
  poli_name: string;
  company_id: number;
  company_name: string;
  telemedicine: boolean;
}

/** A weekday of the schedule with its lines; days are listed Monday first. */
export interface ScheduleDay {
  day: number;
  name: string;
  lines: ScheduleLine[];
}

export interface DoctorLeave {
  start_date: string;
  end_date: string;
  reason: string;
}

/** A dated occurrence of a session with its remaining places. */
export interface NextSession {
  session_id: number;
  date: string;
  start: string;
  end: string;
  company_id: number;
  poli_id: number;
  quota: number;
  booked: number;
  remaining: number;
  telemedicine: boolean;
}

/** A doctor with the weekly schedule (docs/product-rules.md §3 doctor / schedule item). */
export interface Doctor {
  id: number;
  pid: string;
  slug: string;
  name: string;
  /** The main hospital; `company_ids` lists every hospital the doctor practises at. */
  company_id: number;
  company_ids: number[];
  photo: string;
  speciality: string;
  speciality_slug: string;
  profil: string;
  gender: 'male' | 'female';
  poli_ids: number[];
  schedule: ScheduleDay[];
  lines: ScheduleLine[];
  leaves: DoctorLeave[];
  /** Last day of the current leave, or null when the doctor practises today. */
  on_leave_until: string | null;
  /** Soonest session in the booking window that still has a free place. */
  next_session: NextSession | null;
  /** One per hospital the doctor practises at (docs/decisions.md, issue 15: prices where patients decide). */
  fees: DoctorFee[];
  path: string;
}

export interface DoctorDetail extends Doctor {
  education: string[];
  languages: string[];
  /** Upcoming sessions with free places (at most 10), leave days left out. */
  upcoming_sessions: NextSession[];
}

export const DOCTOR_ORDERS = ['name asc', 'name desc', 'next_session asc', 'id asc'] as const;
export type DoctorOrder = (typeof DOCTOR_ORDERS)[number];

/**
 * Query of `web/dokter` and `web/jadwal`. Simple parameters and `filters` combine with AND.
 * Filter fields: id, company_id, poli_id, speciality_slug, name (ilike), day, physicians (doctor ids).
 */
export interface DoctorQuery extends Omit<ListQuery, 'order'> {
  order?: DoctorOrder;
  company_id?: number;
  poli_id?: number;
  /** Case-insensitive part of the name. */
  name?: string;
  speciality?: string;
  /** Weekday 0 = Sunday ... 6 = Saturday. */
  day?: number;
  physicians?: number[];
  /** Days from today where schedules start (docs/product-rules.md §7: start_day=0). */
  start_day?: number;
}
