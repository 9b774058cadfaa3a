import type { MeetingInfo } from '@hospital/api-client';
import { CALL_MARKS, mark } from './callMarks';
import {
  callReducer,
  initialCallState,
  isInCall,
  type CallError,
  type CallEvent,
  type CallState,
} from './callMachine';
import { PeerLink, type PeerLinkOptions } from './peerLink';
import { FINAL_CLOSE_CODES, type ServerMessage } from './protocol';
import { SignalingClient, type WebSocketFactory } from './signalingClient';

/** Waits between reconnection attempts; after the last one the call gives up with a retry button. */
export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000, 8000];

export interface CallSessionOptions {
  /** Calls create_meeting: the room, its signalling URL and the ICE servers. */
  createMeeting(): Promise<MeetingInfo>;
  /** Builds the WebSocket URL from `signaling_url` (token, tab id, language). */
  socketUrl(signalingUrl: string): string;
  localStream: MediaStream;
  /** What the pre-join screen had switched off. */
  initialLocal?: { muted: boolean; cameraOff: boolean };
  /** Maps an API error of create_meeting to a call error. */
  meetingError(error: unknown): CallError;
  createSocket?: WebSocketFactory;
  createConnection?: PeerLinkOptions['createConnection'];
  /** For tests: timers. */
  schedule?: (run: () => void, ms: number) => () => void;
}

type Listener = (state: CallState) => void;

function defaultSchedule(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
}

/**
 * Runs one consultation call: the room (create_meeting), the signalling socket with reconnection,
 * and the peer connection, feeding `callMachine` with what happens. React subscribes to its state;
 * nothing here depends on React.
 */
export class CallSession {
  private state: CallState;
  private readonly listeners = new Set<Listener>();
  private meeting: MeetingInfo | null = null;
  private signaling: SignalingClient | null = null;
  private peer: PeerLink | null = null;
  private remote: MediaStream | null = null;
  private cancelRetry: (() => void) | null = null;
  private disposed = false;
  private readonly schedule: NonNullable<CallSessionOptions['schedule']>;

  constructor(private readonly options: CallSessionOptions) {
    this.state = initialCallState(options.initialLocal);
    this.schedule = options.schedule ?? defaultSchedule;
    this.applyLocalTracks();
  }

  getState = (): CallState => this.state;

  /** The other side's audio and video, once a track arrived. */
  getRemoteStream = (): MediaStream | null => this.remote;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private dispatch(event: CallEvent): void {
    const next = callReducer(this.state, event);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }

  async join(): Promise<void> {
    if (this.disposed || isInCall(this.state.phase)) return;
    this.dispatch({ type: 'JOIN' });
    try {
      this.meeting = await this.options.createMeeting();
      mark(CALL_MARKS.meeting);
    } catch (error) {
      this.dispatch({ type: 'FAILED', error: this.options.meetingError(error) });
      return;
    }
    // Left, or the view went away, while the room was being asked for.
    if (this.disposed || this.state.phase !== 'joining') return;
    this.connect();
  }

  private connect(): void {
    const meeting = this.meeting;
    if (!meeting || this.disposed) return;
    const client = new SignalingClient(
      this.options.socketUrl(meeting.signaling_url),
      {
        onMessage: (message) => {
          if (this.signaling === client) this.onMessage(message);
        },
        onClose: (code) => {
          if (this.signaling === client) this.onSocketClosed(code);
        },
      },
      this.options.createSocket,
    );
    this.signaling = client;
    client.connect();
  }

  private onMessage(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        mark(CALL_MARKS.welcome);
        this.dispatch({ type: 'WELCOME', polite: message.polite, peer: message.peer?.state ?? null });
        this.sendLocalState();
        // After a reconnection both sides start a fresh negotiation (the other side gets peer-joined).
        if (message.peer) this.startPeer();
        else this.stopPeer();
        break;
      case 'peer-joined':
        // A new connection of the other side: a fresh negotiation on both sides.
        this.dispatch({ type: 'PEER_JOINED', state: message.state });
        this.startPeer();
        break;
      case 'peer-left':
        this.stopPeer();
        this.dispatch({ type: 'PEER_LEFT', reason: message.reason });
        break;
      case 'peer-state':
        this.dispatch({ type: 'PEER_STATE', state: message.state });
        break;
      case 'signal':
        if (!this.peer) this.startPeer();
        void this.peer?.handleSignal(message.data);
        break;
      case 'error':
      case 'pong':
        // Errors are followed by a close whose code says what to do.
        break;
    }
  }

  private onSocketClosed(code: number): void {
    this.signaling = null;
    const final = FINAL_CLOSE_CODES[code];
    if (final === 'room_full' || final === 'replaced') {
      this.stopPeer();
      this.dispatch({ type: 'REFUSED', error: final });
      return;
    }
    if (final) {
      this.stopPeer();
      this.dispatch({ type: 'FAILED', error: final });
      return;
    }
    if (!isInCall(this.state.phase)) return;
    const attempt = this.state.attempts;
    if (attempt >= RECONNECT_DELAYS_MS.length) {
      this.stopPeer();
      this.dispatch({ type: 'FAILED', error: 'network' });
      return;
    }
    // The peer connection stays up: media does not need the signalling server once connected.
    this.dispatch({ type: 'SIGNALING_LOST' });
    this.cancelRetry = this.schedule(() => {
      this.cancelRetry = null;
      if (this.state.phase === 'reconnecting') this.connect();
    }, RECONNECT_DELAYS_MS[attempt]);
  }

  /** Back online: do not wait for the next back-off step. */
  retryNow(): void {
    if (this.state.phase !== 'reconnecting' || this.signaling || !this.cancelRetry) return;
    this.cancelRetry();
    this.cancelRetry = null;
    this.connect();
  }

  private startPeer(): void {
    this.stopPeer();
    const meeting = this.meeting;
    if (!meeting) return;
    mark(CALL_MARKS.peer);
    this.peer = new PeerLink({
      polite: this.state.polite,
      iceServers: meeting.ice_servers,
      localStream: this.options.localStream,
      createConnection: this.options.createConnection,
      schedule: this.schedule,
      send: (data) => this.signaling?.send({ type: 'signal', data }),
      onRemoteStream: (stream) => {
        this.remote = stream;
        for (const listener of this.listeners) listener(this.state);
      },
      onStateChange: (state) => {
        if (state === 'connected') {
          mark(CALL_MARKS.mediaConnected);
          this.dispatch({ type: 'MEDIA_CONNECTED' });
        } else if (state === 'disconnected') {
          this.dispatch({ type: 'MEDIA_DISCONNECTED' });
        } else if (state === 'failed') {
          this.mediaFailed();
        }
        // 'restarting': the link tries an ICE restart first; the call's state does not change.
      },
    });
  }

  /**
   * The media path failed even after an ICE restart: the call reconnects as after a lost signalling
   * connection. Rejoining the room makes both sides build a new peer connection (welcome here,
   * peer-joined there).
   */
  private mediaFailed(): void {
    if (!isInCall(this.state.phase)) return;
    this.stopPeer();
    const client = this.signaling;
    this.signaling = null;
    client?.close();
    this.onSocketClosed(1006);
  }

  private stopPeer(): void {
    this.peer?.close();
    this.peer = null;
    if (this.remote) {
      this.remote = null;
      for (const listener of this.listeners) listener(this.state);
    }
  }

  private applyLocalTracks(): void {
    const { muted, cameraOff } = this.state.local;
    // Disabled tracks send silence and black frames: the connection stays, nothing is renegotiated.
    for (const track of this.options.localStream.getAudioTracks()) track.enabled = !muted;
    for (const track of this.options.localStream.getVideoTracks()) track.enabled = !cameraOff;
  }

  private sendLocalState(): void {
    this.signaling?.send({ type: 'state', state: this.state.local });
  }

  toggleMute(): void {
    this.dispatch({ type: 'TOGGLE_MUTE' });
    this.applyLocalTracks();
    this.sendLocalState();
  }

  toggleCamera(): void {
    this.dispatch({ type: 'TOGGLE_CAMERA' });
    this.applyLocalTracks();
    this.sendLocalState();
  }

  leave(): void {
    this.signaling?.send({ type: 'leave' });
    this.teardown();
    this.dispatch({ type: 'LEAVE' });
  }

  /** Stops everything without a state change (the view is going away). */
  dispose(): void {
    this.disposed = true;
    if (isInCall(this.state.phase)) this.signaling?.send({ type: 'leave' });
    this.teardown();
    this.listeners.clear();
  }

  private teardown(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.signaling?.close();
    this.signaling = null;
    this.stopPeer();
  }
}
