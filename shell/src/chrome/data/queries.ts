import { queryOptions } from '@hospital/query';
import type { ApiClient } from '@hospital/api-client';
import { EXCLUDED_NEWS_CATEGORIES, PAGE_SIZES } from '@hospital/domain';
import { FALLBACK_HOSPITALS } from '../hospitals/fallbackHospitals';
import { toHospitalContact, type HospitalContact } from '../hospitals/hospitalContact';
import { sortMenu } from '../menu/sortMenu';
import { articleEntries, specialistsFromPolis } from '../footer/footerEntries';

// The chrome's data, for its components and for the server's prefetch alike (docs/architecture.md §2b).
// Menu, hospitals and footer lists change a few times a year: fresh for ten minutes.
const CHROME_FRESH_MS = 10 * 60_000;

/** The main menu (`GET web/menu`), top level and children by sequence. */
export const menuQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['menu'],
    queryFn: ({ signal }) => api.getMenu({ signal }).then(({ results }) => sortMenu(results)),
    staleTime: CHROME_FRESH_MS,
  });

/**
 * Both hospitals' contacts in the fixed order Bandung, Cianjur whatever order the API uses; a hospital
 * the API leaves out keeps its static contact.
 */
export const hospitalsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['hospitals'],
    queryFn: async ({ signal }): Promise<HospitalContact[]> => {
      const { results } = await api.listCompanies({ signal });
      const fromApi = results.map(toHospitalContact).filter((h): h is HospitalContact => h !== null);
      return FALLBACK_HOSPITALS.map((fallback) => fromApi.find((h) => h.key === fallback.key) ?? fallback);
    },
    staleTime: CHROME_FRESH_MS,
  });

export const footerSpecialistsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['footer', 'specialists'],
    queryFn: async ({ signal }) => {
      // Most specialities exist at both sites: read extra rows so that six distinct ones remain.
      const { results } = await api.listPolis(
        { limit: PAGE_SIZES.footerSpecialists * 4, order: 'seq asc' },
        { signal },
      );
      return specialistsFromPolis(results, PAGE_SIZES.footerSpecialists);
    },
    staleTime: CHROME_FRESH_MS,
  });

export const footerArticlesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['footer', 'articles'],
    queryFn: async ({ signal }) => {
      const { results } = await api.listArticles(
        {
          limit: PAGE_SIZES.footerArticles,
          order: 'published_date desc',
          filters: [['category', 'not in', [...EXCLUDED_NEWS_CATEGORIES]]],
        },
        { signal },
      );
      return articleEntries(results);
    },
    staleTime: CHROME_FRESH_MS,
  });
