import type { ParticipantState, PeerLeftReason } from './protocol';

/**
 * The call as a pure state machine: what phase the call is in and what each side has switched
 * off. No browser APIs here; `CallSession` feeds it events and React renders its state.
 */
export type CallPhase =
  /** Not in the call (before Join). */
  | 'idle'
  /** Asking for the room and opening the signalling connection. */
  | 'joining'
  /** In the room, the other participant is not. */
  | 'waiting'
  /** Both are in the room; the media connection is being negotiated. */
  | 'connecting'
  | 'connected'
  /** Signalling or media dropped: trying again. */
  | 'reconnecting'
  | 'left'
  /** The room would not take us (full, or this tab was replaced by another). */
  | 'refused'
  | 'failed';

export type CallError =
  | 'room_full'
  | 'replaced'
  | 'room_not_found'
  | 'room_closed'
  | 'meeting_not_open'
  | 'meeting_ended'
  | 'unauthorized'
  | 'not_participant'
  | 'forbidden_origin'
  | 'too_many_connections'
  | 'network';

export interface PeerInfo extends ParticipantState {
  present: boolean;
  /** Why the other side is gone, while it is. */
  leftReason: PeerLeftReason | null;
}

export interface CallState {
  phase: CallPhase;
  local: ParticipantState;
  peer: PeerInfo;
  /** Perfect negotiation role given by the server. */
  polite: boolean;
  error: CallError | null;
  /** Reconnection attempts since the last successful join. */
  attempts: number;
}

export type CallEvent =
  | { type: 'JOIN' }
  | { type: 'WELCOME'; polite: boolean; peer: ParticipantState | null }
  | { type: 'PEER_JOINED'; state: ParticipantState }
  | { type: 'PEER_LEFT'; reason: PeerLeftReason }
  | { type: 'PEER_STATE'; state: ParticipantState }
  | { type: 'MEDIA_CONNECTED' }
  | { type: 'MEDIA_DISCONNECTED' }
  | { type: 'SIGNALING_LOST' }
  | { type: 'REFUSED'; error: 'room_full' | 'replaced' }
  | { type: 'FAILED'; error: CallError }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'TOGGLE_CAMERA' }
  | { type: 'SET_LOCAL'; state: ParticipantState }
  | { type: 'LEAVE' }
  | { type: 'RESET' };

const NO_PEER: PeerInfo = { present: false, muted: false, cameraOff: false, leftReason: null };

export function initialCallState(local: ParticipantState = { muted: false, cameraOff: false }): CallState {
  return { phase: 'idle', local, peer: NO_PEER, polite: false, error: null, attempts: 0 };
}

/** Phases in which we hold (or try to hold) a place in the room. */
export function isInCall(phase: CallPhase): boolean {
  return ['joining', 'waiting', 'connecting', 'connected', 'reconnecting'].includes(phase);
}

export function callReducer(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'JOIN':
      if (isInCall(state.phase)) return state;
      return { ...state, phase: 'joining', error: null, attempts: 0, peer: NO_PEER };
    case 'WELCOME':
      if (!isInCall(state.phase)) return state;
      return {
        ...state,
        phase: event.peer ? 'connecting' : 'waiting',
        polite: event.polite,
        attempts: 0,
        peer: event.peer
          ? { ...event.peer, present: true, leftReason: null }
          : { ...state.peer, present: false },
      };
    case 'PEER_JOINED':
      if (!isInCall(state.phase) || state.phase === 'joining') return state;
      return { ...state, phase: 'connecting', peer: { ...event.state, present: true, leftReason: null } };
    case 'PEER_LEFT':
      if (!isInCall(state.phase)) return state;
      return {
        ...state,
        phase: state.phase === 'reconnecting' ? 'reconnecting' : 'waiting',
        peer: { ...NO_PEER, leftReason: event.reason },
      };
    case 'PEER_STATE':
      if (!state.peer.present) return state;
      return { ...state, peer: { ...state.peer, ...event.state } };
    case 'MEDIA_CONNECTED':
      if (!state.peer.present || !['connecting', 'reconnecting'].includes(state.phase)) return state;
      return { ...state, phase: 'connected', attempts: 0 };
    case 'MEDIA_DISCONNECTED':
      if (state.phase !== 'connected' && state.phase !== 'connecting') return state;
      return { ...state, phase: 'reconnecting' };
    case 'SIGNALING_LOST':
      if (!isInCall(state.phase)) return state;
      // The media may still flow browser to browser: keep showing the other side until the server
      // welcomes us again and says who is there.
      return { ...state, phase: 'reconnecting', attempts: state.attempts + 1 };
    case 'REFUSED':
      if (!isInCall(state.phase)) return state;
      return { ...state, phase: 'refused', error: event.error, peer: NO_PEER };
    case 'FAILED':
      if (state.phase === 'left') return state;
      return { ...state, phase: 'failed', error: event.error, peer: NO_PEER };
    case 'TOGGLE_MUTE':
      return { ...state, local: { ...state.local, muted: !state.local.muted } };
    case 'TOGGLE_CAMERA':
      return { ...state, local: { ...state.local, cameraOff: !state.local.cameraOff } };
    case 'SET_LOCAL':
      return { ...state, local: { ...event.state } };
    case 'LEAVE':
      if (!isInCall(state.phase)) return state;
      return { ...state, phase: 'left', peer: NO_PEER, error: null };
    case 'RESET':
      return { ...initialCallState(state.local) };
  }
}
