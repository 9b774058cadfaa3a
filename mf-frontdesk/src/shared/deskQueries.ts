import {
  isApiError,
  type ApiClient,
  type DeskSession,
  type DeskSessionState,
  type DeskStaff,
} from '@hospital/api-client';
import { queryOptions, type QueryClient } from '@hospital/query';

/** Who is signed in here (null: nobody) and the CSRF token, in one request that always answers 200. */
export const deskSessionQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['desk', 'session'],
    queryFn: () => api.deskSession(),
    retry: false,
  });

export const deskSessionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['desk', 'sessions'],
    queryFn: async (): Promise<DeskSession[]> => (await api.deskSessions()).results,
  });

/** The CSRF token of this browser's desk session (read once with the session state). */
export async function deskCsrf(api: ApiClient, queryClient: QueryClient): Promise<string> {
  return (await queryClient.fetchQuery(deskSessionQuery(api))).csrf_token;
}

/** Signed in or out: the page follows at once, without asking the server again. */
export function setDeskStaff(api: ApiClient, queryClient: QueryClient, staff: DeskStaff | null): void {
  queryClient.setQueryData<DeskSessionState>(deskSessionQuery(api).queryKey, (state) =>
    state ? { ...state, staff } : state,
  );
}

/** What the API said was wrong, in the page's language; a generic text when there was no answer. */
export function problemOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 && error.message ? error.message : fallback;
}
