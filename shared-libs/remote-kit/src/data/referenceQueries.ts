import { queryOptions } from '@hospital/query';
import type { ApiClient } from '@hospital/api-client';

/** Reference data (hospitals, clinics, doctors, insurers, the list of services) changes a few times a year. */
export const REFERENCE_FRESH_MS = 10 * 60_000;

/**
 * Both hospitals (docs/product-rules.md §7, `web/company`), the one query every remote that shows a
 * hospital uses: one key and function, so the server's prefetch and every remote's cache agree.
 */
export const companiesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['companies'],
    queryFn: ({ signal }) => api.listCompanies({ signal }).then((list) => list.results),
    staleTime: REFERENCE_FRESH_MS,
  });
