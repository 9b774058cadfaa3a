import type { Company, Doctor, Partner, Poli } from '@hospital/api-client';
import { bookingApi } from './api';
import { useLang } from './lang';
import { useApiQuery, type QueryResult } from './useApiQuery';

// Enough for every clinic or doctor of one hospital (the API caps a page at 100).
const ALL = 100;

export function useCompanies(): QueryResult<Company[]> {
  const lang = useLang();
  return useApiQuery(`companies:${lang}`, (signal) =>
    bookingApi()
      .listCompanies({ signal })
      .then((list) => list.results),
  );
}

/** Clinics of one hospital that have practice sessions (SPEC 7: web/poli with schedule filters). */
export function usePolis(companyId: number | null): QueryResult<Poli[]> {
  const lang = useLang();
  return useApiQuery(companyId === null ? null : `polis:${lang}:${companyId}`, (signal) =>
    bookingApi()
      .listPolis(
        { company_id: companyId ?? undefined, with_schedule: true, start_day: 0, limit: ALL },
        { signal },
      )
      .then((list) => list.results),
  );
}

/** Doctors practising in one clinic of one hospital (SPEC 7: web/jadwal filtered on company and poli). */
export function useDoctors(companyId: number | null, poliId: number | null): QueryResult<Doctor[]> {
  const lang = useLang();
  const key = companyId === null || poliId === null ? null : `doctors:${lang}:${companyId}:${poliId}`;
  return useApiQuery(key, (signal) =>
    bookingApi()
      .listSchedules(
        { company_id: companyId ?? undefined, poli_id: poliId ?? undefined, limit: ALL },
        { signal },
      )
      .then((list) => list.results),
  );
}

/** Partners of the insurance industry (SPEC 7: web/rekanan, grouped by industry). */
export function useInsurers(): QueryResult<Partner[]> {
  const lang = useLang();
  return useApiQuery(`insurers:${lang}`, (signal) =>
    bookingApi()
      .listPartnersGroupedByIndustry({ industry: 'insurance' }, { signal })
      .then((list) =>
        list.results.filter((group) => group.industry.code === 'insurance').flatMap((g) => g.partners),
      ),
  );
}
