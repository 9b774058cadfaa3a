import type { IceServer } from '@hospital/api-client';
import {
  CONNECT_TIMEOUT_MS,
  ICE_RESTARTS,
  PeerLink,
  POLITE_RESTART_DELAY_MS,
  type MediaLinkState,
} from './peerLink';

/** What PeerLink does to its RTCPeerConnection, and a way to move its connection state. */
class RecordingConnection {
  config: RTCConfiguration;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState = 'stable';
  restarts = 0;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: { toJSON(): object } | null }) => void) | null = null;
  ontrack = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(config: RTCConfiguration) {
    this.config = config;
  }
  descriptions: string[] = [];
  addTrack() {}
  addTransceiver() {}
  async setLocalDescription() {
    this.descriptions.push('local');
    this.signalingState = this.signalingState === 'have-remote-offer' ? 'stable' : 'have-local-offer';
  }
  async setRemoteDescription(description: { type: string }) {
    this.descriptions.push(`remote ${description.type}`);
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  get localDescription() {
    return { type: this.signalingState === 'have-local-offer' ? 'offer' : 'answer', sdp: 'v=0' };
  }
  close() {}
  restartIce() {
    this.restarts += 1;
  }
  /** The ICE agent produced a candidate. */
  gather() {
    this.onicecandidate?.({
      candidate: { toJSON: () => ({ candidate: 'candidate:1 1 udp 1 192.0.2.1 9 typ host' }) },
    });
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

function link(iceServers: IceServer[] = [{ urls: 'stun:stun.example' }], polite = false) {
  let pc: RecordingConnection | undefined;
  const states: MediaLinkState[] = [];
  const timers = manualTimers();
  const peer = new PeerLink({
    schedule: timers.schedule,
    polite,
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
  // A working ICE agent: it produces candidates (a link whose agent never does is its own case).
  pc.gather();
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

describe('PeerLink: the polite side lets the other side restart first', () => {
  it(`waits ${POLITE_RESTART_DELAY_MS} ms after a failure, and needs no restart of its own when the other side's brings the link back`, () => {
    const { pc, states, timers } = link(undefined, true);
    pc.become('connecting');
    pc.become('failed');
    // No offer of its own that would cross the other side's (and be rolled back).
    expect(pc.restarts).toBe(0);
    expect(states).toEqual(['restarting']);
    expect(timers.pending()).toEqual([POLITE_RESTART_DELAY_MS]);
    // The other side's restart offer arrives and is answered: connected again.
    pc.become('connected');
    expect(timers.pending()).toEqual([]);
    expect(pc.restarts).toBe(0);
  });

  it('restarts itself when the other side did not, then reports a failure as the impolite side does', () => {
    const { pc, states, timers } = link(undefined, true);
    expect(timers.pending()).toEqual([CONNECT_TIMEOUT_MS]);
    timers.fireAll();
    expect([pc.restarts, timers.pending()]).toEqual([0, [POLITE_RESTART_DELAY_MS]]);
    timers.fireAll();
    expect([pc.restarts, timers.pending()]).toEqual([1, [CONNECT_TIMEOUT_MS]]);
    timers.fireAll();
    expect(pc.restarts).toBe(1);
    expect(states).toEqual(['restarting', 'restarting', 'failed']);
  });

  it('waits again after a later failure, once the link had come back', () => {
    const { pc, timers } = link(undefined, true);
    pc.become('failed');
    timers.fireAll();
    expect(pc.restarts).toBe(1);
    pc.become('connected');
    pc.become('failed');
    expect([pc.restarts, timers.pending()]).toEqual([1, [POLITE_RESTART_DELAY_MS]]);
  });
});

describe('PeerLink: a connection whose ICE agent never started', () => {
  it('is not restarted (that would change nothing): the call is told at once to start anew', () => {
    const { pc, states, timers } = link();
    // A second link, like the first but without a single candidate of its own.
    let silent: RecordingConnection | undefined;
    const silentStates: MediaLinkState[] = [];
    const silentTimers = manualTimers();
    new PeerLink({
      schedule: silentTimers.schedule,
      polite: true,
      iceServers: [],
      localStream: { getAudioTracks: () => [], getVideoTracks: () => [] } as unknown as MediaStream,
      send: () => undefined,
      onRemoteStream: () => undefined,
      onStateChange: (state) => silentStates.push(state),
      createConnection: (config) => {
        silent = new RecordingConnection(config);
        return silent as unknown as RTCPeerConnection;
      },
    });
    silentTimers.fireAll();
    expect(silent?.restarts).toBe(0);
    expect(silentStates).toEqual(['failed']);
    expect(silentTimers.pending()).toEqual([]);
    // The one that gathered gets its restart as before.
    timers.fireAll();
    expect([pc.restarts, states]).toEqual([1, ['restarting']]);
  });
});

describe('PeerLink: the impolite side makes the first offer', () => {
  it('the polite side does not offer before it has heard the other side, answers its offer, and offers as needed after', async () => {
    const { pc, peer } = link(undefined, true);
    pc.onnegotiationneeded?.();
    await Promise.resolve();
    expect(pc.descriptions).toEqual([]);
    await peer.handleSignal({ description: { type: 'offer', sdp: 'v=0' } });
    expect(pc.descriptions).toEqual(['remote offer', 'local']);
    pc.onnegotiationneeded?.();
    await Promise.resolve();
    expect(pc.descriptions).toEqual(['remote offer', 'local', 'local']);
  });

  it('the impolite side offers at once', async () => {
    const { pc } = link(undefined, false);
    pc.onnegotiationneeded?.();
    await Promise.resolve();
    expect(pc.descriptions).toEqual(['local']);
  });
});
