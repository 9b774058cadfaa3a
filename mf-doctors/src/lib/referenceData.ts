import type { Company, Poli, Speciality } from '@hospital/api-client';
import { doctorsApi } from '../api/doctorsApi';
import { useLang } from './lang';
import { useResource } from './resource';

/** Both hospitals (SPEC `web/company`). */
export function useCompanies() {
  const lang = useLang();
  return useResource<Company[]>(
    `companies:${lang}`,
    () =>
      doctorsApi()
        .listCompanies()
        .then((r) => r.results),
    { cache: true },
  );
}

/**
 * Polis with practice sessions (SPEC 7, the appointment-search variant: `start_day=0`), BPJS, Reguler,
 * Farmasi and Anestesiologi left out by the API, ordered by `seq`.
 */
export function usePolis() {
  const lang = useLang();
  return useResource<Poli[]>(
    `polis:${lang}`,
    () =>
      doctorsApi()
        .listPolis({ start_day: 0, order: 'seq asc', limit: 100 })
        .then((r) => r.results),
    { cache: true },
  );
}

export function useSpecialities() {
  const lang = useLang();
  return useResource<Speciality[]>(
    `specialities:${lang}`,
    () =>
      doctorsApi()
        .listSpecialities()
        .then((r) => r.results),
    { cache: true },
  );
}
