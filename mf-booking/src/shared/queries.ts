import { queryOptions } from '@hospital/query';
import type { ApiClient } from '@hospital/api-client';
import { REFERENCE_FRESH_MS } from '@hospital/remote-kit';

// Every query of this remote, for its components and for the server's prefetch alike: the same key and
// function on both sides is what lets the browser reuse what the server rendered (docs/architecture.md §2b). The
// page's language is the client's (one client per page and language), so it is not part of the keys.

// Enough for every clinic or doctor of one hospital (the API caps a page at 100).
const ALL = 100;

/** Both hospitals (step 1 of the wizard): the query every remote shares. */
export { companiesQuery } from '@hospital/remote-kit';

/** Clinics of one hospital that have practice sessions (docs/product-rules.md §7: web/poli with schedule filters). */
export const polisQuery = (api: ApiClient, companyId: number) =>
  queryOptions({
    queryKey: ['polis', companyId],
    queryFn: ({ signal }) =>
      api
        .listPolis({ company_id: companyId, with_schedule: true, start_day: 0, limit: ALL }, { signal })
        .then((list) => list.results),
    staleTime: REFERENCE_FRESH_MS,
  });

/** Doctors practising in one clinic of one hospital (docs/product-rules.md §7: web/jadwal filtered on company and poli). */
export const doctorsQuery = (api: ApiClient, companyId: number, poliId: number) =>
  queryOptions({
    queryKey: ['doctors', companyId, poliId],
    queryFn: ({ signal }) =>
      api
        .listSchedules({ company_id: companyId, poli_id: poliId, limit: ALL }, { signal })
        .then((list) => list.results),
    staleTime: REFERENCE_FRESH_MS,
  });

/**
 * A service package booked through the wizard (an MCU package, docs/decisions.md, issue 26): its name and
 * price for "Pilihan Anda" and the summary. Null when the package is not (or no longer) listed.
 */
export const packageQuery = (api: ApiClient, packageId: number) =>
  queryOptions({
    queryKey: ['package', packageId],
    queryFn: ({ signal }) =>
      api
        .listServicePackages({ limit: 1, filters: [['id', '=', packageId]] }, { signal })
        .then((list) => list.results[0] ?? null),
    staleTime: REFERENCE_FRESH_MS,
  });

/** Partners of the insurance industry (docs/product-rules.md §7: web/rekanan, grouped by industry). */
export const insurersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['insurers'],
    queryFn: ({ signal }) =>
      api
        .listPartnersGroupedByIndustry({ industry: 'insurance' }, { signal })
        .then((list) =>
          list.results.filter((group) => group.industry.code === 'insurance').flatMap((g) => g.partners),
        ),
    staleTime: REFERENCE_FRESH_MS,
  });

export interface AvailabilityTarget {
  companyId: number;
  poliId: number;
  doctorId: number;
}

/**
 * The doctor's sessions per date over the whole booking window (the API clamps it to today .. the last
 * bookable day). Kept live: places are taken by other patients all the time, so nothing is kept once the
 * schedule step is left (`gcTime: 0`) and every visit to it, every reload and every retry asks again
 * (`staleTime: 0`): a place shown free is one the API has just said is free.
 */
export const availabilityQuery = (api: ApiClient, target: AvailabilityTarget) =>
  queryOptions({
    queryKey: ['availability', target.companyId, target.poliId, target.doctorId],
    queryFn: ({ signal }) =>
      api.getAvailability(
        { company_id: target.companyId, poli_id: target.poliId, doctor_id: target.doctorId },
        { signal },
      ),
    staleTime: 0,
    gcTime: 0,
  });
