import type { Company } from '@hospital/api-client';
import type { DoctorSummary } from '../../shared/queries';

/** The hospitals a doctor practises at, in the order of `company_ids`, as names. */
export function hospitalNames(doctor: DoctorSummary, companies: readonly Company[]): string[] {
  const byId = new Map(companies.map((c) => [c.id, c.name]));
  const fromLines = new Map(doctor.lines.map((l) => [l.company_id, l.company_name]));
  return doctor.company_ids
    .map((id) => byId.get(id) ?? fromLines.get(id) ?? '')
    .filter((name) => name !== '');
}

/** Leaves that have not started yet (the current one is `on_leave_until`). */
export function upcomingLeaves(doctor: DoctorSummary, today: string) {
  return doctor.leaves.filter((leave) => leave.start_date > today);
}
