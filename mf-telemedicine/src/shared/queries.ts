import { queryOptions } from '@hospital/query';
import { isApiError, type ApiClient, type Encounter } from '@hospital/api-client';

/** What the API says of a consultation key: the encounter, no such meeting, or not one of its two participants. */
export type EncounterLookup =
  { kind: 'found'; encounter: Encounter } | { kind: 'not-found' } | { kind: 'not-participant' };

/**
 * The encounter of a consultation key (`<meetingId>.<participant token>`, api/README). A refusal is an
 * answer, not a failure: the server and the browser render the same page from it (docs/architecture.md §2b).
 * Fresh for half a minute only: whether the room is open changes with the time ("Check again" asks anew).
 */
export const encounterQuery = (api: ApiClient, meetingId: string, token: string) =>
  queryOptions({
    queryKey: ['encounter', meetingId, token],
    queryFn: async ({ signal }): Promise<EncounterLookup> => {
      try {
        return { kind: 'found', encounter: await api.getEncounter(meetingId, token, { signal }) };
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) return { kind: 'not-found' };
        if (isApiError(error) && error.status === 403) return { kind: 'not-participant' };
        throw error;
      }
    },
    staleTime: 30_000,
  });
