import {
  isApiError,
  type ApiClient,
  type DeskSession,
  type DeskSessionState,
  type DeskSignIn,
  type DeskStaff,
} from '@hospital/api-client';
import { queryOptions, type QueryClient } from '@hospital/query';

/**
 * Where this browser is in the sign-in (signed out, second step, enrolment, signed in), who is signed
 * in and the CSRF token, in one request that always answers 200.
 */
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

/** The signed-in browsers: the hospital's for a supervisor, one's own for anyone else. */
export const deskSignInsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['desk', 'sign-ins'],
    queryFn: async (): Promise<DeskSignIn[]> => (await api.deskSignIns()).results,
  });

/** The CSRF token of this browser's desk session (read with the session state, renewed by each sign-in step). */
export async function deskCsrf(api: ApiClient, queryClient: QueryClient): Promise<string> {
  return (await queryClient.fetchQuery(deskSessionQuery(api))).csrf_token;
}

/**
 * A sign-in step's answer moves the page on at once, without asking the server again. Each step
 * opens a new session, so its answer's CSRF token replaces the one held (docs/decisions.md, issue 24).
 */
export function setDeskState(
  api: ApiClient,
  queryClient: QueryClient,
  patch: Partial<DeskSessionState>,
): void {
  queryClient.setQueryData<DeskSessionState>(deskSessionQuery(api).queryKey, (state) =>
    state ? { ...state, ...patch } : state,
  );
}

/** Signed in (with the new session's token) or out. */
export function setDeskStaff(
  api: ApiClient,
  queryClient: QueryClient,
  staff: DeskStaff | null,
  csrfToken?: string,
): void {
  setDeskState(api, queryClient, {
    staff,
    step: staff ? 'signed_in' : 'signed_out',
    enrolment: null,
    ...(csrfToken ? { csrf_token: csrfToken } : {}),
  });
}

/**
 * The session ended on the server (idle or absolute limit, signed out elsewhere, ended by a
 * supervisor): the state is read again, which shows the sign-in and brings a token for it.
 */
export function deskSessionEnded(api: ApiClient, queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: deskSessionQuery(api).queryKey });
}

/** What the API said was wrong, in the page's language; a generic text when there was no answer. */
export function problemOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 && error.message ? error.message : fallback;
}
