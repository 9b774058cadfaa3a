import type { IceServer } from '@hospital/api-client';
import type { SignalData } from './protocol';

/**
 * `restarting`: the ICE path failed and the link is trying again with fresh candidates (an ICE
 * restart); `failed`: it failed again after that, and the call has to start the link anew.
 */
export type MediaLinkState = 'connected' | 'disconnected' | 'restarting' | 'failed';

/** ICE restarts tried after a failure before the link gives up (docs/decisions.md, issue 17: once). */
export const ICE_RESTARTS = 1;

/**
 * How long a link may take to connect (or to come back after a restart) before it counts as failed.
 * The browser only declares `failed` once candidate pairs were checked and all failed; a link that
 * never gets a candidate (a relay whose allocation never completed, a lost description) stays `new`
 * for ever, and the patient would watch "Connecting video…" with nothing to press. On loopback a call
 * connects in about 4 s (README, topology figures); a slow phone network needs more, hence 12 s.
 */
export const CONNECT_TIMEOUT_MS = 12_000;

/**
 * How long the polite side waits for the other side's ICE restart before restarting itself. Both
 * sides see a link fail at about the same moment; if both restarted, their offers would cross and
 * the polite side would roll its own back (perfect negotiation). Chromium then leaves the polite
 * side's receiving tracks muted although their frames arrive and decode: connected, and a black
 * video for good (the e2e test's call trace, docs/decisions.md, issue 17). So the impolite side
 * restarts and the polite side answers; it restarts itself only if that did not come.
 */
export const POLITE_RESTART_DELAY_MS = 5_000;

export interface PeerLinkOptions {
  /** The polite side yields when both offer at once (server-assigned, opposite on each side). */
  polite: boolean;
  iceServers: IceServer[];
  localStream: MediaStream;
  send(data: SignalData): void;
  onRemoteStream(stream: MediaStream): void;
  onStateChange(state: MediaLinkState): void;
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  /** Default `ICE_RESTARTS`. */
  iceRestarts?: number;
  /** Default `CONNECT_TIMEOUT_MS`. */
  connectTimeoutMs?: number;
  /** Default `POLITE_RESTART_DELAY_MS`. */
  politeRestartDelayMs?: number;
  /** For tests: timers. */
  schedule?: (run: () => void, ms: number) => () => void;
}

function defaultSchedule(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
}

/**
 * One RTCPeerConnection to the other participant, negotiated with the "perfect negotiation"
 * pattern (W3C WebRTC 1.0, section 10.7): both sides add their tracks and offer whenever needed;
 * on a collision the impolite side ignores the incoming offer and the polite side rolls back.
 * Media goes browser to browser; only descriptions and candidates go through the signalling server.
 */
export class PeerLink {
  readonly connection: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private closed = false;
  private restartsLeft: number;
  private cancelWatchdog: (() => void) | null = null;
  /** The polite side has given the other side its chance to restart first. */
  private waitedForOtherSide = false;
  /** This side's ICE agent produced a candidate: it works, and a restart can help it. */
  private gathered = false;
  /** A description of the other side was applied: from then on either side offers when needed. */
  private heardOtherSide = false;

  constructor(private readonly options: PeerLinkOptions) {
    this.restartsLeft = options.iceRestarts ?? ICE_RESTARTS;
    const create = options.createConnection ?? ((config) => new RTCPeerConnection(config));
    const pc = create({ iceServers: options.iceServers as RTCIceServer[] });
    this.connection = pc;

    const stream = options.localStream;
    for (const kind of ['audio', 'video'] as const) {
      const tracks = kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks();
      if (tracks.length > 0) for (const track of tracks) pc.addTrack(track, stream);
      // No camera or microphone here: still receive the other side's.
      else pc.addTransceiver(kind, { direction: 'recvonly' });
    }

    pc.onnegotiationneeded = () => {
      // The first offer is the impolite side's. Both sides want to negotiate the moment the link
      // exists; if both offered, the polite side would roll its offer back, and Chromium sometimes
      // leaves a connection rolled back like that without a single candidate (e2e call trace,
      // docs/decisions.md, issue 17). The polite side answers instead; its tracks go in the answer.
      if (this.options.polite && !this.heardOtherSide) return;
      void this.offer();
    };
    pc.onicecandidate = ({ candidate }) => {
      // The end-of-candidates marker is not needed by the other side: it keeps checking pairs anyway.
      if (!candidate) return;
      this.gathered = true;
      options.send({ candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ track, streams }) => {
      options.onRemoteStream(streams[0] ?? new MediaStream([track]));
    };
    pc.onconnectionstatechange = () => {
      const state = pc.connectionState;
      if (state === 'connected') {
        // A later failure gets its own restart.
        this.restartsLeft = options.iceRestarts ?? ICE_RESTARTS;
        this.waitedForOtherSide = false;
        this.stopWatchdog();
        options.onStateChange(state);
      } else if (state === 'disconnected') {
        options.onStateChange(state);
      } else if (state === 'failed') {
        this.failed();
      }
    };
    this.startWatchdog();
  }

  /**
   * A failed ICE path (a network change, a relay that timed out) is first renegotiated with fresh
   * candidates on this connection: negotiationneeded sends an offer with new ICE credentials. The
   * polite side first gives the other side POLITE_RESTART_DELAY_MS to do it, so the two restarts do
   * not cross. After that, the call is told.
   */
  private failed(): void {
    if (this.closed) return;
    if (this.restartsLeft <= 0) {
      this.stopWatchdog();
      this.options.onStateChange('failed');
      return;
    }
    if (this.options.polite && !this.waitedForOtherSide) {
      this.waitedForOtherSide = true;
      this.startWatchdog(this.options.politeRestartDelayMs ?? POLITE_RESTART_DELAY_MS);
      this.options.onStateChange('restarting');
      return;
    }
    this.waitedForOtherSide = false;
    this.restartsLeft -= 1;
    this.connection.restartIce();
    this.startWatchdog();
    this.options.onStateChange('restarting');
  }

  private startWatchdog(ms = this.options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS): void {
    this.stopWatchdog();
    const schedule = this.options.schedule ?? defaultSchedule;
    this.cancelWatchdog = schedule(() => {
      this.cancelWatchdog = null;
      if (this.connection.connectionState === 'connected') return;
      if (this.gathered) {
        this.failed();
        return;
      }
      // Not one candidate of our own in all that time: this connection's ICE agent never started
      // (seen in Chromium after the polite side rolled its offer back, e2e call trace), and restarting
      // it changes nothing. The call starts anew with fresh connections at once.
      this.options.onStateChange('failed');
    }, ms);
  }

  private stopWatchdog(): void {
    this.cancelWatchdog?.();
    this.cancelWatchdog = null;
  }

  private async offer(): Promise<void> {
    if (this.closed) return;
    try {
      this.makingOffer = true;
      await this.connection.setLocalDescription();
      this.sendDescription();
    } catch (error) {
      console.warn('[telemedicine] offer failed', error);
    } finally {
      this.makingOffer = false;
    }
  }

  private sendDescription(): void {
    const description = this.connection.localDescription;
    if (description) this.options.send({ description: { type: description.type, sdp: description.sdp } });
  }

  /** A description or candidate from the other side. */
  async handleSignal({ description, candidate }: SignalData): Promise<void> {
    if (this.closed) return;
    const pc = this.connection;
    try {
      if (description) {
        const readyForOffer =
          !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
        const collision = description.type === 'offer' && !readyForOffer;
        this.ignoreOffer = !this.options.polite && collision;
        if (this.ignoreOffer) return;
        this.settingRemoteAnswer = description.type === 'answer';
        await pc.setRemoteDescription(description);
        this.heardOtherSide = true;
        this.settingRemoteAnswer = false;
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          this.sendDescription();
        }
      } else if (candidate) {
        try {
          await pc.addIceCandidate(candidate);
        } catch (error) {
          // Candidates of an offer we ignored are expected to fail.
          if (!this.ignoreOffer) throw error;
        }
      }
    } catch (error) {
      console.warn('[telemedicine] signal handling failed', error);
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopWatchdog();
    const pc = this.connection;
    pc.onnegotiationneeded = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }
}
