import { infiniteQueryOptions, queryOptions, type QueryClient } from '@hospital/query';
import type { ApiClient, Doctor, DoctorQuery } from '@hospital/api-client';
import { hasMore } from '@hospital/domain/constants';
import { notFoundAsNull, REFERENCE_FRESH_MS } from '@hospital/remote-kit';
import { DOCTOR_PAGE_SIZE, KIOSK_REFRESH_MS } from './constants';

// Every query of this remote, for its components and for the server's prefetch alike: the same key
// and function on both sides is what lets the browser reuse what the server rendered. The page's
// language is the client's (one client per page and language), so it is not part of the keys.

/** Both hospitals: the query every remote shares. */
export { companiesQuery } from '@hospital/remote-kit';

/**
 * Polis with practice sessions (docs/product-rules.md §7, the appointment-search variant: `start_day=0`), BPJS, Reguler,
 * Farmasi and Anestesiologi left out by the API, ordered by `seq`.
 */
export const polisQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['polis', 'with-sessions'],
    queryFn: ({ signal }) =>
      api.listPolis({ start_day: 0, order: 'seq asc', limit: 100 }, { signal }).then((r) => r.results),
    staleTime: REFERENCE_FRESH_MS,
  });

export const specialitiesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['specialities'],
    queryFn: ({ signal }) => api.listSpecialities(undefined, { signal }).then((r) => r.results),
    staleTime: REFERENCE_FRESH_MS,
  });

/** A doctor's profile by id or slug; `null` when there is no such doctor. */
export const doctorQuery = (api: ApiClient, idOrSlug: string) =>
  queryOptions({
    queryKey: ['doctor', idOrSlug],
    queryFn: ({ signal }) => notFoundAsNull(api.getDoctorBySlug(idOrSlug, { signal })),
  });

/**
 * The doctors the site search finds for what a patient typed (`web/search`): names, and specialities
 * by their synonyms, titles and typos ("dokter anak", "Sp.A", "dokter anka": the paediatricians; the
 * API's vocabulary, api/README "Search"). Ids only: the list itself comes from `web/jadwal`.
 */
const doctorMatchesQuery = (api: ApiClient, words: string) =>
  queryOptions({
    queryKey: ['doctor-matches', words],
    // `limit` pages the articles this answer also carries: one is the least it takes.
    queryFn: ({ signal }) =>
      api.search(words, { limit: 1 }, { signal }).then((r) => r.doctors.results.map((d) => d.id)),
    staleTime: REFERENCE_FRESH_MS,
  });

/**
 * The `web/jadwal` query of a search, its words read as the site search reads them: the doctors it
 * finds, by id. When it finds nobody (or cannot answer), the words are matched against names as typed.
 */
async function withMatchedDoctors(
  client: QueryClient,
  api: ApiClient,
  query: DoctorQuery,
): Promise<DoctorQuery> {
  if (!query.name) return query;
  const ids = await client.fetchQuery(doctorMatchesQuery(api, query.name)).catch(() => []);
  if (ids.length === 0) return query;
  const byId: DoctorQuery = { ...query, physicians: ids };
  delete byId.name;
  return byId;
}

/**
 * Doctors with practice sessions (`web/jadwal`), page by page (docs/product-rules.md §4: a full page turns "load more"
 * on). A new query is a new list: docs/product-rules.md §4's "listing by poli first clears the list, then fills it".
 */
/** A doctor as a card of a list shows it: everything but the profile's text, which only the profile page shows. */
export type DoctorSummary = Omit<Doctor, 'profil'>;

function summaryOf({ profil: _profile, ...summary }: Doctor): DoctorSummary {
  return summary;
}

export const doctorSearchQuery = (api: ApiClient, query: DoctorQuery) => {
  // The profile's text is a fifth of a list page's data, carried in every server-rendered list's data
  // block for nothing: without it `/appointment` fits the first round trip (docs/decisions.md, issue 25).
  const loadRange = async (
    range: { offset: number; limit: number },
    { signal, client }: { signal: AbortSignal; client: QueryClient },
  ) => {
    const page = await api.listSchedules(
      { ...(await withMatchedDoctors(client, api, query)), ...range },
      { signal },
    );
    return { ...page, results: page.results.map(summaryOf) };
  };
  const options = infiniteQueryOptions({
    queryKey: ['doctors', query],
    queryFn: ({ pageParam, signal, client }) =>
      loadRange({ offset: pageParam, limit: DOCTOR_PAGE_SIZE }, { signal, client }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      hasMore(last.results.length, DOCTOR_PAGE_SIZE)
        ? pages.reduce((n, page) => n + page.results.length, 0)
        : undefined,
  });
  // The server reads the pages `?page=` shows in one call (prefetchShownPages in @hospital/remote-kit).
  return { ...options, pageSize: DOCTOR_PAGE_SIZE, loadRange };
};

/** Both hospitals and today's dated sessions, for the lobby board; refreshed while it is shown. */
export const kioskQuery = (api: ApiClient, today: string) =>
  queryOptions({
    queryKey: ['kiosk', today],
    queryFn: async ({ signal }) => {
      const [companies, availability] = await Promise.all([
        api.listCompanies({ signal }),
        api.getAvailability({ from: today, to: today }, { signal }),
      ]);
      return { companies: companies.results, availability };
    },
    refetchInterval: KIOSK_REFRESH_MS,
    staleTime: KIOSK_REFRESH_MS,
  });
