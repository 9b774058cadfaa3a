import { useMutation, useQueryClient } from '@hospital/query';
import { useApi } from '@hospital/remote-kit';
import type { ApiClient, DeskActionResult, DeskSession } from '@hospital/api-client';
import { deskCsrf, deskSessionEnded, deskSessionsQuery } from '../../shared/deskQueries';
import { isApiError } from '@hospital/api-client';

/**
 * One desk action (check in, call, no-show, late, cancel): sent with the CSRF token, then the
 * session it changed replaces the one on screen at once (the live stream brings other desks' changes).
 * A 401 means the session is over (its limits, signed out everywhere, ended by a supervisor): the
 * state is read again and the sign-in comes back.
 */
export function useDeskAction<Input>(
  send: (api: ApiClient, input: Input, csrf: string) => Promise<DeskActionResult>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => send(api, input, await deskCsrf(api, queryClient)),
    onSuccess: (result) => {
      queryClient.setQueryData<DeskSession[]>(deskSessionsQuery(api).queryKey, (sessions) =>
        sessions?.map((s) => (s.session_id === result.session.session_id ? result.session : s)),
      );
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) deskSessionEnded(api, queryClient);
    },
  });
}
