/**
 * The signalling messages of a consultation room: the client's side of
 * `api/src/realtime/protocol.ts` (keep the two in step; the API's tests and this app's tests pin
 * the shapes). Connect to `signaling_url?access_token=&client=&lang=`, wait for `welcome`.
 */

export interface ParticipantState {
  muted: boolean;
  cameraOff: boolean;
}

export interface SignalData {
  description?: { type: RTCSdpType; sdp?: string };
  candidate?: RTCIceCandidateInit | null;
}

export type ClientMessage =
  | { type: 'signal'; data: SignalData }
  | { type: 'state'; state: ParticipantState }
  | { type: 'leave' }
  | { type: 'ping' };

export type PeerLeftReason = 'left' | 'disconnected';

export type SignalingErrorCode =
  | 'unauthorized'
  | 'forbidden_origin'
  | 'room_not_found'
  | 'room_closed'
  | 'room_full'
  | 'rate_limited'
  | 'too_many_connections'
  | 'bad_message'
  | 'replaced';

export type ServerMessage =
  | { type: 'welcome'; peerId: string; polite: boolean; peer: { state: ParticipantState } | null }
  | { type: 'peer-joined'; state: ParticipantState }
  | { type: 'peer-left'; reason: PeerLeftReason }
  | { type: 'signal'; data: SignalData }
  | { type: 'peer-state'; state: ParticipantState }
  | { type: 'pong' }
  | { type: 'error'; code: SignalingErrorCode; message: string };

export type FinalCloseReason = Exclude<SignalingErrorCode, 'rate_limited' | 'bad_message'>;

/** Close codes after which reconnecting cannot help. */
export const FINAL_CLOSE_CODES: Record<number, FinalCloseReason> = {
  4401: 'unauthorized',
  4403: 'forbidden_origin',
  4404: 'room_not_found',
  4409: 'room_full',
  4410: 'room_closed',
  4430: 'too_many_connections',
  4001: 'replaced',
};

export function parseServerMessage(text: string): ServerMessage | null {
  try {
    const message = JSON.parse(text) as ServerMessage;
    return message && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}
