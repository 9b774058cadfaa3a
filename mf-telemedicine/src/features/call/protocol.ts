/**
 * The browser's side of the consultation room's signalling: the message types are the shared ones of
 * @hospital/api-client (the API relays the same types); what only the client needs lives here.
 */
import { CLOSE_CODES, type ServerMessage, type SignalingErrorCode } from '@hospital/api-client';

export type {
  ClientMessage,
  ParticipantState,
  PeerLeftReason,
  ServerMessage,
  SignalData,
  SignalingErrorCode,
} from '@hospital/api-client';

export type FinalCloseReason = Exclude<SignalingErrorCode, 'rate_limited' | 'bad_message'>;

/** Close codes after which reconnecting cannot help. */
export const FINAL_CLOSE_CODES: Record<number, FinalCloseReason> = {
  [CLOSE_CODES.unauthorized]: 'unauthorized',
  [CLOSE_CODES.not_participant]: 'not_participant',
  [CLOSE_CODES.forbidden_origin]: 'forbidden_origin',
  [CLOSE_CODES.room_not_found]: 'room_not_found',
  [CLOSE_CODES.room_full]: 'room_full',
  [CLOSE_CODES.room_closed]: 'room_closed',
  [CLOSE_CODES.too_many_connections]: 'too_many_connections',
  [CLOSE_CODES.replaced]: 'replaced',
};

export function parseServerMessage(text: string): ServerMessage | null {
  try {
    const message = JSON.parse(text) as ServerMessage;
    return message && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}
