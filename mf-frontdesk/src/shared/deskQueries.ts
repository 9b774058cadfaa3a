import { isApiError, type ApiClient, type DeskSession } from '@hospital/api-client';
import { queryOptions } from '@hospital/query';

/** The signed-in desk, or null when nobody is signed in (401). */
export const deskMeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['desk', 'me'],
    queryFn: async () => {
      try {
        return await api.deskMe();
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    retry: false,
  });

/** The token every desk write sends; its secret lives in an HttpOnly cookie. */
export const deskCsrfQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['desk', 'csrf'],
    queryFn: async () => (await api.deskCsrf()).token,
    staleTime: Infinity,
  });

export const deskSessionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['desk', 'sessions'],
    queryFn: async (): Promise<DeskSession[]> => (await api.deskSessions()).results,
  });

/** What the API said was wrong, in the page's language; a generic text when there was no answer. */
export function problemOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 && error.message ? error.message : fallback;
}
