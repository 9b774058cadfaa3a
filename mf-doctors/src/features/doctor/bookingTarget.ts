import type { NextSession } from '@hospital/api-client';
import type { DoctorSummary } from '../../shared/queries';
import type { BookingLink } from '@hospital/domain';

/** A Book button always names the doctor and where they practise; a session adds date and id. */
export type BookingTarget = BookingLink & Required<Pick<BookingLink, 'doctorId' | 'companyId' | 'poliId'>>;

export interface BookingPreference {
  companyId?: number | null;
  poliId?: number | null;
}

/**
 * Where the Book button of a card goes: the next session that still has room (the one the card shows,
 * with its date and id: the wizard opens on it, docs/decisions.md, issue 26), when it is at the
 * visitor's hospital/poli filter, else the first weekly line matching it, else that session. Null when
 * the doctor has no line.
 */
export function bookingTargetFor(
  doctor: DoctorSummary,
  prefer: BookingPreference = {},
): BookingTarget | null {
  const next = doctor.next_session;
  const wanted = (place: { company_id: number; poli_id: number }) =>
    (prefer.companyId == null || place.company_id === prefer.companyId) &&
    (prefer.poliId == null || place.poli_id === prefer.poliId);
  const place = (p: { company_id: number; poli_id: number }): BookingTarget => ({
    doctorId: doctor.id,
    companyId: p.company_id,
    poliId: p.poli_id,
  });
  if (next && wanted(next)) return sessionTarget(doctor.id, next);
  const line = doctor.lines.find(wanted);
  if (line) return place(line);
  if (next) return sessionTarget(doctor.id, next);
  return doctor.lines[0] ? place(doctor.lines[0]) : null;
}

/** A dated session as a booking target (profile page: one Book button per session). */
export function sessionTarget(doctorId: number, session: NextSession): BookingTarget {
  return {
    doctorId,
    companyId: session.company_id,
    poliId: session.poli_id,
    date: session.date,
    sessionId: session.session_id,
  };
}

/** Poli and hospital names of a session, looked up in the doctor's weekly lines. */
export function sessionPlace(
  doctor: DoctorSummary,
  session: NextSession,
): { poli: string; hospital: string } {
  const line =
    doctor.lines.find((l) => l.session_id === session.session_id) ??
    doctor.lines.find((l) => l.poli_id === session.poli_id && l.company_id === session.company_id);
  return { poli: line?.poli_name ?? '', hospital: line?.company_name ?? '' };
}
