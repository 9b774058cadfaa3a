import { useQuery } from '@hospital/query';
import { useApi } from '@hospital/remote-kit';
import { hospitalsQuery } from '../data/queries';
import { FALLBACK_HOSPITALS } from './fallbackHospitals';
import type { HospitalContact } from './hospitalContact';

/**
 * Both hospitals' contacts, shared by the header, footer and dialogs (three React roots, one query
 * cache): the static contacts until `web/company` answers, and whenever it fails.
 */
export function useHospitals(): readonly HospitalContact[] {
  return useQuery(hospitalsQuery(useApi())).data ?? FALLBACK_HOSPITALS;
}
