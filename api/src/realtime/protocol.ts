// The protocol's types and close codes are shared with the browser (@hospital/contract); what is
// the server's alone lives here.
import type { ParticipantState } from '@hospital/contract';

export { CLOSE_CODES } from '@hospital/contract';
export type {
  ClientMessage,
  IceCandidateData,
  ParticipantState,
  PeerLeftReason,
  SdpType,
  ServerMessage,
  SignalData,
  SignalingErrorCode,
} from '@hospital/contract';

export const INITIAL_STATE: ParticipantState = { muted: false, cameraOff: false };
