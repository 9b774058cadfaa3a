import type { Doctor, NextSession } from '@hospital/api-client';
import type { BookingTarget } from '../../lib/bookingHref';

export interface BookingPreference {
  companyId?: number | null;
  poliId?: number | null;
}

/**
 * Where the Book button of a card goes: the next session that still has room, else the first weekly
 * line matching the visitor's hospital/poli filter, else any line. Null when the doctor has no line.
 */
export function bookingTargetFor(doctor: Doctor, prefer: BookingPreference = {}): BookingTarget | null {
  const next = doctor.next_session;
  if (next) return { doctorId: doctor.id, companyId: next.company_id, poliId: next.poli_id };
  const matches = doctor.lines.filter(
    (line) =>
      (prefer.companyId == null || line.company_id === prefer.companyId) &&
      (prefer.poliId == null || line.poli_id === prefer.poliId),
  );
  const line = matches[0] ?? doctor.lines[0];
  return line ? { doctorId: doctor.id, companyId: line.company_id, poliId: line.poli_id } : null;
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
export function sessionPlace(doctor: Doctor, session: NextSession): { poli: string; hospital: string } {
  const line =
    doctor.lines.find((l) => l.session_id === session.session_id) ??
    doctor.lines.find((l) => l.poli_id === session.poli_id && l.company_id === session.company_id);
  return { poli: line?.poli_name ?? '', hospital: line?.company_name ?? '' };
}
