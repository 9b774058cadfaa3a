import { isValidIsoDate } from './dates';

/**
 * The booking wizard's deep link: mf-doctors and mf-content write it, mf-booking reads it. Writers
 * and reader are built and deployed apart, so the format lives here once, where they cannot drift.
 */
export const BOOKING_PATH = '/appointment/create';

/** What a link pre-selects in the wizard. Every id is a positive integer. */
export interface BookingLink {
  doctorId?: number;
  companyId?: number;
  poliId?: number;
  /** `YYYY-MM-DD` of a session chosen on a doctor's profile; read only with `doctorId`. */
  date?: string;
  /** That session; read only with `doctorId` and `date`. */
  sessionId?: number;
  /**
   * A service package booked at its clinic (an MCU package, docs/decisions.md, issue 26); read only with
   * `companyId` and `poliId`, the clinic that runs it.
   */
  packageId?: number;
}

/** Query parameter of each field, in the order a link writes them. */
const PARAMS = {
  doctorId: 'doctor',
  companyId: 'company',
  poliId: 'poli',
  date: 'date',
  sessionId: 'session',
  packageId: 'package',
} as const satisfies Record<keyof BookingLink, string>;

const ID_FIELDS = ['doctorId', 'companyId', 'poliId', 'sessionId', 'packageId'] as const;

/**
 * `/appointment/create?doctor=..&company=..&poli=..[&date=..&session=..]`, or for a package
 * `?company=..&poli=..&package=..`, without a locale prefix.
 */
export function buildBookingLink(link: BookingLink): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(PARAMS) as (keyof BookingLink)[]) {
    const value = link[field];
    if (value !== undefined) params.set(PARAMS[field], String(value));
  }
  const query = params.toString();
  return query ? `${BOOKING_PATH}?${query}` : BOOKING_PATH;
}

function positiveId(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/**
 * The pre-selection a link names, or null when it names none. Junk (not a positive id, not a real
 * date) is dropped, and so are a date or session that lack the doctor they belong to.
 */
export function parseBookingLink(search: URLSearchParams): BookingLink | null {
  const link: BookingLink = {};
  for (const field of ID_FIELDS) {
    const value = positiveId(search.get(PARAMS[field]));
    if (value !== undefined) link[field] = value;
  }
  const date = search.get(PARAMS.date);
  if (link.doctorId !== undefined && date !== null && isValidIsoDate(date)) link.date = date;
  if (link.date === undefined) delete link.sessionId;
  // A package is booked at a clinic of a hospital: without them it names nothing the wizard can book.
  if (link.companyId === undefined || link.poliId === undefined) delete link.packageId;
  return Object.keys(link).length > 0 ? link : null;
}

/** The same query without the link's parameters (the wizard has copied them into its draft). */
export function withoutBookingLink(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const param of Object.values(PARAMS)) rest.delete(param);
  return rest;
}
