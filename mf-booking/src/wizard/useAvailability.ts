import type { Availability } from '@hospital/api-client';
import { bookingApi } from '../shared/api';
import { useLang } from '../shared/lang';
import { useApiQuery, type QueryResult } from '../shared/useApiQuery';

export interface AvailabilityTarget {
  companyId: number;
  poliId: number;
  doctorId: number;
}

/**
 * The doctor's sessions per date over the whole booking window (the API clamps it to today .. the
 * last bookable day). Never cached: places are taken by other patients all the time, so every visit
 * to the schedule step, and every `reload`, asks again.
 */
export function useAvailability(target: AvailabilityTarget | null): QueryResult<Availability> {
  const lang = useLang();
  const key = target ? `availability:${lang}:${target.companyId}:${target.poliId}:${target.doctorId}` : null;
  return useApiQuery(
    key,
    (signal) =>
      bookingApi().getAvailability(
        { company_id: target?.companyId, poli_id: target?.poliId, doctor_id: target?.doctorId },
        { signal },
      ),
    { cache: false },
  );
}
