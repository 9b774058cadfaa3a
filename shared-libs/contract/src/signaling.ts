/**
 * The signalling protocol of a telemedicine room (JSON text frames over a WebSocket), shared by the
 * API's relay and the browser's call code. The server only relays: SDP and ICE candidates go from one
 * browser to the other; media never passes through the API.
 *
 * Connect: `GET <signaling_url>&access_token=<public token>&client=<random id per tab>&lang=id|en`
 * (browsers cannot set an Authorization header on a WebSocket, so the token travels as a query
 * parameter; an `Authorization: Bearer` header works too). `signaling_url` already carries the
 * participant's token (`?t=`) that create_meeting was called with: it says who joins (patient or
 * doctor). Wait for `welcome` before sending.
 */

export interface ParticipantState {
  muted: boolean;
  cameraOff: boolean;
}

/** The same shapes as the DOM's RTCSdpType and RTCIceCandidateInit, without needing the DOM types. */
export type SdpType = 'offer' | 'answer' | 'pranswer' | 'rollback';
export interface IceCandidateData {
  candidate?: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

/** Relayed verbatim: an SDP description or an ICE candidate (`null` ends the candidates). */
export interface SignalData {
  description?: { type: SdpType; sdp?: string };
  candidate?: IceCandidateData | null;
}

export type ClientMessage =
  | { type: 'signal'; data: SignalData }
  | { type: 'state'; state: ParticipantState }
  | { type: 'leave' }
  | { type: 'ping' };

export type PeerLeftReason = 'left' | 'disconnected';

export type SignalingErrorCode =
  | 'unauthorized'
  /** No participant token of this meeting: only the patient and the doctor may join. */
  | 'not_participant'
  | 'forbidden_origin'
  | 'room_not_found'
  | 'room_closed'
  | 'room_full'
  | 'rate_limited'
  | 'too_many_connections'
  | 'bad_message'
  | 'replaced';

export type ServerMessage =
  /** `polite`: this side yields when both send an offer at once (perfect negotiation). */
  | { type: 'welcome'; peerId: string; polite: boolean; peer: { state: ParticipantState } | null }
  | { type: 'peer-joined'; state: ParticipantState }
  | { type: 'peer-left'; reason: PeerLeftReason }
  | { type: 'signal'; data: SignalData }
  | { type: 'peer-state'; state: ParticipantState }
  | { type: 'pong' }
  | { type: 'error'; code: SignalingErrorCode; message: string };

/** Close codes (4000-4999 are the application's); the client does not reconnect after the final ones. */
export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  unauthorized: 4401,
  forbidden_origin: 4403,
  not_participant: 4406,
  room_not_found: 4404,
  room_full: 4409,
  room_closed: 4410,
  rate_limited: 4429,
  too_many_connections: 4430,
  replaced: 4001,
} as const;
