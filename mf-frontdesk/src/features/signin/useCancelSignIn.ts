import { useMutation, useQueryClient } from '@hospital/query';
import { useApi } from '@hospital/remote-kit';
import { deskCsrf, deskSessionEnded, setDeskStaff } from '../../shared/deskQueries';

/**
 * Leaves a sign-in step (or signs out): the server ends this browser's session and answers a token
 * for the next sign-in; without an answer the state is read again.
 */
export function useCancelSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => api.deskLogout(await deskCsrf(api, queryClient)),
    onSuccess: (result) => setDeskStaff(api, queryClient, null, result.csrf_token),
    onError: () => deskSessionEnded(api, queryClient),
  });
}
