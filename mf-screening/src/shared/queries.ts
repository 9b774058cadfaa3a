import { queryOptions } from '@hospital/query';
import { isApiError, type ApiClient } from '@hospital/api-client';

// The queries of this remote, for its pages and for the server's prefetch alike (docs/architecture.md §2b).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Covid-19 screening form as the API defines it; `null` when no such form is published. */
export const screeningFormQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['screening-form'],
    queryFn: ({ signal }) => api.getScreeningForm({ signal }),
    staleTime: 10 * 60_000,
  });

/**
 * A stored result by its id; `null` when there is none (a malformed id cannot exist, so it is not asked
 * for; the API answers 400 or 404 for the others).
 */
export const screeningResultQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['screening-result', id],
    queryFn: async ({ signal }) => {
      if (!UUID.test(id)) return null;
      try {
        return await api.getScreeningResult(id, { signal });
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });

/** Both hospitals, for their emergency numbers on a high-risk result: the query every remote shares. */
export { companiesQuery } from '@hospital/remote-kit';
