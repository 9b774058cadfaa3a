import type { IceServer } from '@hospital/api-client';
import { CONNECT_TIMEOUT_MS, ICE_RESTARTS, PeerLink, type MediaLinkState } from './peerLink';

/** What PeerLink does to its RTCPeerConnection, and a way to move its connection state. */
class RecordingConnection {
  config: RTCConfiguration;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState = 'stable';
  restarts = 0;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate = null;
  ontrack = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(config: RTCConfiguration) {
    this.config = config;
  }
  addTrack() {}
  addTransceiver() {}
  close() {}
  restartIce() {
    this.restarts += 1;
  }
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

/** Timers the test fires by hand: what is pending, and for how long it was set. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  return {
    schedule(run: () => void, ms: number) {
      const id = (next += 1);
      pending.set(id, { run, ms });
      return () => pending.delete(id);
    },
    pending: () => [...pending.values()].map((t) => t.ms),
    fireAll() {
      const due = [...pending.values()];
      pending.clear();
      for (const t of due) t.run();
    },
  };
}

function link(iceServers: IceServer[] = [{ urls: 'stun:stun.example' }]) {
  let pc: RecordingConnection | undefined;
  const states: MediaLinkState[] = [];
  const timers = manualTimers();
  const peer = new PeerLink({
    schedule: timers.schedule,
    polite: true,
    iceServers,
    localStream: { getAudioTracks: () => [], getVideoTracks: () => [] } as unknown as MediaStream,
    send: () => undefined,
    onRemoteStream: () => undefined,
    onStateChange: (state) => states.push(state),
    createConnection: (config) => {
      pc = new RecordingConnection(config);
      return pc as unknown as RTCPeerConnection;
    },
  });
  if (!pc) throw new Error('no connection created');
  return { pc, states, timers, peer };
}

describe('PeerLink: ICE restart before giving up', () => {
  it('gives the RTCPeerConnection the ICE servers of create_meeting, TURN credentials included', () => {
    const turn = {
      urls: ['turn:turn.example:3478'],
      username: '1800000000:patient-ab12',
      credential: 'c2VjcmV0',
    };
    const { pc } = link([{ urls: 'stun:stun.example' }, turn]);
    expect(pc.config.iceServers).toEqual([{ urls: 'stun:stun.example' }, turn]);
  });

  it(`restarts ICE ${ICE_RESTARTS} time on failed without reporting a failure, then reports it`, () => {
    expect(ICE_RESTARTS).toBe(1);
    const { pc, states } = link();
    pc.become('connecting');
    pc.become('failed');
    expect(pc.restarts).toBe(1);
    expect(states).toEqual(['restarting']);
    pc.become('connecting');
    pc.become('failed');
    // The restart did not help: no second restart, the call is told.
    expect(pc.restarts).toBe(1);
    expect(states).toEqual(['restarting', 'failed']);
  });

  it('a restart that brings the media back leaves the next failure its own restart', () => {
    const { pc, states } = link();
    pc.become('connected');
    pc.become('disconnected');
    pc.become('failed');
    pc.become('connected');
    pc.become('failed');
    expect(pc.restarts).toBe(2);
    expect(states).toEqual(['connected', 'disconnected', 'restarting', 'connected', 'restarting']);
  });
});

describe('PeerLink: a link that never connects is not left waiting for ever', () => {
  it(`counts as failed after ${CONNECT_TIMEOUT_MS} ms without connecting: one ICE restart, then the call is told`, () => {
    const { pc, states, timers } = link();
    expect(timers.pending()).toEqual([CONNECT_TIMEOUT_MS]);
    // Still `new`: no candidate ever arrived, the browser itself would never say `failed`.
    timers.fireAll();
    expect(pc.restarts).toBe(1);
    expect(states).toEqual(['restarting']);
    // The restart gets the same time to connect.
    expect(timers.pending()).toEqual([CONNECT_TIMEOUT_MS]);
    pc.become('connecting');
    timers.fireAll();
    expect(pc.restarts).toBe(1);
    expect(states).toEqual(['restarting', 'failed']);
    expect(timers.pending()).toEqual([]);
  });

  it('stops watching once connected, and watches again after a restart', () => {
    const { pc, states, timers } = link();
    pc.become('connected');
    expect(timers.pending()).toEqual([]);
    pc.become('failed');
    expect(states).toEqual(['connected', 'restarting']);
    expect(timers.pending()).toEqual([CONNECT_TIMEOUT_MS]);
    pc.become('connected');
    expect(timers.pending()).toEqual([]);
  });

  it('a closed link sets off nothing', () => {
    const { pc, states, timers, peer } = link();
    peer.close();
    expect(timers.pending()).toEqual([]);
    timers.fireAll();
    expect(pc.restarts).toBe(0);
    expect(states).toEqual([]);
  });
});
