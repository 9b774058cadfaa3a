// The protocol's types and close codes are shared with the browser (@hospital/api-client); what is
// the server's alone lives here.
import type { ParticipantState } from '@hospital/api-client';

export { CLOSE_CODES } from '@hospital/api-client';
export type {
  ClientMessage,
  IceCandidateData,
  ParticipantState,
  PeerLeftReason,
  SdpType,
  ServerMessage,
  SignalData,
  SignalingErrorCode,
} from '@hospital/api-client';

export const INITIAL_STATE: ParticipantState = { muted: false, cameraOff: false };
