import type { DoctorDetail, NextSession, ScheduleLine } from '@hospital/api-client';
import { preferredFirst } from './preferredHospital';

export interface HospitalSessions {
  companyId: number;
  name: string;
  /** Bookable dated sessions here, soonest first. */
  sessions: NextSession[];
  /** A weekly line here, to book without a date when none of the listed sessions is here. */
  line: ScheduleLine | null;
}

/**
 * A profile's bookable sessions by hospital, the patient's hospital first (docs/decisions.md, issue 15 item 5). A hospital
 * where the doctor practises but none of the soonest sessions the API lists falls (it lists at most ten
 * across hospitals) still has its group, with a weekly line to book from.
 */
export function sessionsByHospital(doctor: DoctorDetail, preferred: number | null): HospitalSessions[] {
  const ids = preferredFirst(
    [
      ...doctor.company_ids,
      ...doctor.lines.map((l) => l.company_id),
      ...doctor.upcoming_sessions.map((s) => s.company_id),
    ],
    preferred,
  );
  return ids
    .map((companyId) => {
      const line = doctor.lines.find((l) => l.company_id === companyId) ?? null;
      return {
        companyId,
        name: line?.company_name ?? '',
        sessions: doctor.upcoming_sessions.filter((s) => s.company_id === companyId),
        line,
      };
    })
    .filter((group) => group.sessions.length > 0 || group.line !== null);
}
