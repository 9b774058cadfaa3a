import { queryOptions } from '@hospital/query';
import { useActionData, type RemoteState } from '@hospital/remote-kit';
import { isApiError, type ApiClient, type Appointment } from '@hospital/api-client';
import { normaliseCode } from './lookupForm';
import { record } from '../../shared/stateRecord';

/*
 * The look-up page when the browser posts its forms itself (no JavaScript, or a tap before the scripts
 * ran: docs/architecture.md §2c; docs/decisions.md, issue 25). The look-up's server action (lookupAction.ts) keeps
 * the booking found, its code and the birth date that opened it, in this remote's sealed state cookie
 * (`{ lookup: { code, bornDate, at } }`): the birth date never travels in a URL, and the later forms of
 * the page (cancel, download, consent, the access request) know the booking from it.
 */

/** The booking this browser opened with its code and birth date, as kept in the sealed state. */
export interface LookupKept {
  code: string;
  bornDate: string;
  /** When it was opened (ms since the epoch). */
  at: number;
}

/** How long after a look-up the page still shows the booking from the state (then: the form again). */
export const LOOKUP_SHOWN_MS = 30 * 60_000;

export function readLookup(state: RemoteState | null | undefined, now: number): LookupKept | null {
  const { code, bornDate, at } = record(state?.lookup);
  if (typeof code !== 'string' || typeof bornDate !== 'string' || typeof at !== 'number') return null;
  if (now - at > LOOKUP_SHOWN_MS || at > now + 60_000) return null;
  return { code, bornDate, at };
}

/** The kept look-up for the page at `search`: only for the code its URL names (`?code=`). */
export function lookupFor(
  state: RemoteState | null | undefined,
  search: URLSearchParams,
  now: number,
): LookupKept | null {
  const kept = readLookup(state, now);
  const code = search.get('code');
  return kept && code !== null && normaliseCode(code) === kept.code ? kept : null;
}

/** What the server found for this browser's kept look-up. */
export type ServedLookup =
  | { kind: 'found'; appointment: Appointment; bornDate: string }
  /** The API did not answer, or the booking is gone (its data erased): the form again, with a message. */
  | { kind: 'problem'; problem: 'not_found' | 'network' };

/**
 * The booking the server rendered, in the page's query cache (a fixed value, never fetched): the
 * server's render and the browser's first render read the same, so the browser takes the HTML over as
 * it is and goes on with the booking (cancel, move, download with JavaScript).
 */
export const servedLookupQuery = (api: ApiClient | null, kept: LookupKept | null) =>
  queryOptions({
    queryKey: ['booking', 'looked-up'],
    queryFn: async (): Promise<ServedLookup | null> => {
      if (!api || !kept) return null;
      try {
        return {
          kind: 'found',
          appointment: await api.getAppointment(kept.code, kept.bornDate),
          bornDate: kept.bornDate,
        };
      } catch (error) {
        const gone = isApiError(error) && (error.status === 404 || error.status === 400);
        return { kind: 'problem', problem: gone ? 'not_found' : 'network' };
      }
    },
    staleTime: Infinity,
  });

/** The fields of the look-up form (code and birth date). */
export type LookupFields = { code: string; birthDay: string; birthMonth: string; birthYear: string };
/** The fields of the access request (NIK and birth date). */
export type AccessFields = { nik: string; birthDay: string; birthMonth: string; birthYear: string };

/**
 * What the look-up's server action answers when a form posted without JavaScript cannot go on (status
 * 422, 404, 429, 409 or 503): which form, its messages by field name (the same texts as the browser's
 * checks), what was typed, and what went wrong with the API (its message, shown in the page's words).
 */
export type LookupActionData =
  | {
      form: 'lookup';
      values: LookupFields;
      errors: Record<string, string>;
      problem: 'not_found' | 'network' | { limited: string } | null;
    }
  | { form: 'access'; values: AccessFields; errors: Record<string, string>; problem: string | null }
  /** Cancel, download, consent withdrawn: the booking is shown again with the API's message. */
  | { form: 'cancel' | 'data' | 'erase'; problem: string }
  /** Moving (`?move=1`): the API's reason it was refused, or null when no session was chosen (422). */
  | { form: 'move'; problem: string | null }
  /** The kept look-up is gone (expired, another code): look the booking up again. */
  | { form: 'expired' }
  /** A mailed link's download or withdrawal that the API refused (its reason), or a post without the link. */
  | { form: 'all-bookings'; problem: string | null }
  /** A mailed link's bookings withdrawn (a flash on the page without the spent link). */
  | { form: 'all-bookings-erased'; cancelled: number; erased: number; kept: number };

export function useLookupActionData(): LookupActionData | null {
  return useActionData<LookupActionData>();
}
