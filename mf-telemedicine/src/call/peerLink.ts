import type { IceServer } from '@hospital/api-client';
import type { SignalData } from './protocol';

export type MediaLinkState = 'connected' | 'disconnected' | 'failed';

export interface PeerLinkOptions {
  /** The polite side yields when both offer at once (server-assigned, opposite on each side). */
  polite: boolean;
  iceServers: IceServer[];
  localStream: MediaStream;
  send(data: SignalData): void;
  onRemoteStream(stream: MediaStream): void;
  onStateChange(state: MediaLinkState): void;
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
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

  constructor(private readonly options: PeerLinkOptions) {
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

    pc.onnegotiationneeded = () => void this.offer();
    pc.onicecandidate = ({ candidate }) => {
      // The end-of-candidates marker is not needed by the other side: it keeps checking pairs anyway.
      if (candidate) options.send({ candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ track, streams }) => {
      options.onRemoteStream(streams[0] ?? new MediaStream([track]));
    };
    pc.onconnectionstatechange = () => {
      const state = pc.connectionState;
      if (state === 'connected' || state === 'disconnected' || state === 'failed')
        options.onStateChange(state);
      // A failed ICE path (network change) is renegotiated with fresh candidates.
      if (state === 'failed') pc.restartIce();
    };
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
    const pc = this.connection;
    pc.onnegotiationneeded = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }
}
