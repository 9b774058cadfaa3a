import { isApiError } from '@hospital/api-client';
import type { CallError } from './callMachine';

/** What a failed create_meeting means for the call. */
export function meetingError(error: unknown): CallError {
  if (!isApiError(error)) return 'network';
  if (error.code === 'meeting_not_open') return 'meeting_not_open';
  if (error.code === 'meeting_ended') return 'meeting_ended';
  if (error.status === 404) return 'room_not_found';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 403) return 'not_participant';
  return 'network';
}
