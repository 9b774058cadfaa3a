import type { MeetingInfo } from '@hospital/api-client';
import { CallSession, RECONNECT_DELAYS_MS, type CallSessionOptions } from './CallSession';
import { CONNECT_TIMEOUT_MS } from './peerLink';
import type { ServerMessage } from './protocol';

const MEETING: MeetingInfo = {
  meeting_id: 'demo',
  room_id: 'room-1',
  signaling_url: '/api/medika.encounter/signal/room-1',
  ice_servers: [],
  expires_at: '2027-01-01T00:00:00+07:00',
  max_participants: 2,
};

/** Just enough of a browser WebSocket. */
class FakeSocket {
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** Records what the session does to its peer connection. */
class FakePeerConnection {
  static created: FakePeerConnection[] = [];
  tracks: string[] = [];
  closed = false;
  connectionState = 'new';
  signalingState = 'stable';
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: { toJSON(): object } | null }) => void) | null = null;
  ontrack = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor() {
    FakePeerConnection.created.push(this);
  }
  /** Our ICE agent produced a candidate (the other side's never reach us in these tests). */
  gather() {
    this.onicecandidate?.({
      candidate: { toJSON: () => ({ candidate: 'candidate:1 1 udp 1 192.0.2.1 9 typ host' }) },
    });
  }
  addTrack(track: { kind: string }) {
    this.tracks.push(track.kind);
  }
  addTransceiver(kind: string) {
    this.tracks.push(`recvonly:${kind}`);
  }
  close() {
    this.closed = true;
  }
  restarts = 0;
  restartIce() {
    this.restarts += 1;
  }
  become(state: string) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

function track(kind: string) {
  return { kind, enabled: true };
}

function setup(overrides: Partial<CallSessionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const audio = track('audio');
  const video = track('video');
  const localStream = {
    getAudioTracks: () => [audio],
    getVideoTracks: () => [video],
    getTracks: () => [audio, video],
  } as unknown as MediaStream;
  const session = new CallSession({
    createMeeting: jest.fn().mockResolvedValue(MEETING),
    socketUrl: (url) => `ws://site${url}?access_token=t`,
    localStream,
    meetingError: () => 'network',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    createConnection: () => new FakePeerConnection() as unknown as RTCPeerConnection,
    schedule: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => {
        const at = timers.indexOf(timer);
        if (at >= 0) timers.splice(at, 1);
      };
    },
    ...overrides,
  });
  /** The reconnection back-off timers, without the peer link's connect watchdog. */
  const backoff = () => timers.filter((t) => t.ms !== CONNECT_TIMEOUT_MS);
  return { session, sockets, timers, backoff, audio, video, last: () => sockets[sockets.length - 1] };
}

async function joined(
  setupResult: ReturnType<typeof setup>,
  peer: ServerMessage | null = null,
  polite = true,
) {
  await setupResult.session.join();
  const socket = setupResult.last();
  socket.open();
  socket.receive({ type: 'welcome', peerId: 'me', polite, peer: null });
  if (peer) socket.receive(peer);
  return socket;
}

beforeAll(() => {
  // The session checks `WebSocket.OPEN`; jsdom's constant is the same, the fake just has to match it.
  expect(WebSocket.OPEN).toBe(FakeSocket.OPEN);
});

beforeEach(() => {
  FakePeerConnection.created = [];
});

describe('CallSession', () => {
  it('asks for the room, connects to its signalling URL and waits alone', async () => {
    const s = setup();
    await joined(s);
    expect(s.sockets.map((x) => x.url)).toEqual([
      'ws://site/api/medika.encounter/signal/room-1?access_token=t',
    ]);
    expect(s.session.getState().phase).toBe('waiting');
    // It tells the other side its state as soon as it is in the room.
    expect(s.last().sent).toEqual([{ type: 'state', state: { muted: false, cameraOff: false } }]);
    expect(FakePeerConnection.created).toHaveLength(0);
  });

  it('starts a peer connection with the local tracks when the other side joins, and a fresh one when it rejoins', async () => {
    const s = setup();
    await joined(s, { type: 'peer-joined', state: { muted: false, cameraOff: false } });
    expect(s.session.getState().phase).toBe('connecting');
    expect(FakePeerConnection.created).toHaveLength(1);
    expect(FakePeerConnection.created[0].tracks).toEqual(['audio', 'video']);
    s.last().receive({ type: 'peer-joined', state: { muted: true, cameraOff: false } });
    expect(FakePeerConnection.created).toHaveLength(2);
    expect(FakePeerConnection.created[0].closed).toBe(true);
    expect(s.session.getState().peer.muted).toBe(true);
  });

  it('reports media connected and the other side leaving', async () => {
    const s = setup();
    await joined(s, { type: 'peer-joined', state: { muted: false, cameraOff: false } });
    const pc = FakePeerConnection.created[0];
    pc.connectionState = 'connected';
    pc.onconnectionstatechange?.();
    expect(s.session.getState().phase).toBe('connected');
    s.last().receive({ type: 'peer-left', reason: 'left' });
    expect(s.session.getState()).toMatchObject({ phase: 'waiting', peer: { leftReason: 'left' } });
    expect(pc.closed).toBe(true);
  });

  // The impolite side: it restarts at once (the polite side waits for it, peerLink.test.ts).
  it('a failed media path gets one ICE restart, then the call reconnects and both sides start anew', async () => {
    const s = setup();
    const first = await joined(s, { type: 'peer-joined', state: { muted: false, cameraOff: false } }, false);
    const pc = FakePeerConnection.created[0];
    pc.become('failed');
    // First failure: an ICE restart, and nothing shown yet.
    expect(pc.restarts).toBe(1);
    expect(s.session.getState().phase).toBe('connecting');
    expect(s.backoff()).toHaveLength(0);
    pc.become('failed');
    // Second failure: the reconnect state, the old connection and socket dropped, a new join after the back-off.
    expect(pc.restarts).toBe(1);
    expect(pc.closed).toBe(true);
    expect(first.readyState).toBe(3);
    expect(s.session.getState()).toMatchObject({ phase: 'reconnecting', attempts: 1 });
    expect(s.backoff().map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
    s.backoff()[0].run();
    expect(s.sockets).toHaveLength(2);
    s.last().open();
    s.last().receive({
      type: 'welcome',
      peerId: 'me2',
      polite: true,
      peer: { state: { muted: false, cameraOff: false } },
    });
    expect(FakePeerConnection.created).toHaveLength(2);
    FakePeerConnection.created[1].become('connected');
    expect(s.session.getState()).toMatchObject({ phase: 'connected', attempts: 0 });
  });

  it('a link that never connects (no candidate ever arrives) is restarted once, then the call reconnects', async () => {
    const s = setup();
    await joined(s, { type: 'peer-joined', state: { muted: false, cameraOff: false } }, false);
    const pc = FakePeerConnection.created[0];
    pc.gather();
    const watchdog = () => s.timers.filter((t) => t.ms === CONNECT_TIMEOUT_MS);
    expect(watchdog()).toHaveLength(1);
    watchdog()[0].run();
    expect(pc.restarts).toBe(1);
    expect(s.session.getState().phase).toBe('connecting');
    watchdog()[0].run();
    expect(pc.closed).toBe(true);
    expect(s.session.getState()).toMatchObject({ phase: 'reconnecting', attempts: 1 });
    expect(s.backoff().map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
  });

  it('a full room refuses us and it does not retry', async () => {
    const s = setup();
    await s.session.join();
    s.last().open();
    s.last().drop(4409);
    expect(s.session.getState()).toMatchObject({ phase: 'refused', error: 'room_full' });
    expect(s.timers).toHaveLength(0);
  });

  it('a connection without a participant token of the room fails for good (4406), no retry', async () => {
    const s = setup();
    await s.session.join();
    s.last().open();
    s.last().drop(4406);
    expect(s.session.getState()).toMatchObject({ phase: 'failed', error: 'not_participant' });
    expect(s.timers).toHaveLength(0);
  });

  it('a dropped connection shows reconnecting, keeps the media, and reconnects with back-off', async () => {
    const s = setup();
    await joined(s, { type: 'peer-joined', state: { muted: false, cameraOff: false } });
    s.last().drop(1006);
    expect(s.session.getState()).toMatchObject({
      phase: 'reconnecting',
      attempts: 1,
      peer: { present: true },
    });
    expect(FakePeerConnection.created[0].closed).toBe(false);
    expect(s.backoff().map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
    s.backoff()[0].run();
    expect(s.sockets).toHaveLength(2);
    s.last().open();
    s.last().receive({
      type: 'welcome',
      peerId: 'me2',
      polite: false,
      peer: { state: { muted: false, cameraOff: false } },
    });
    expect(s.session.getState()).toMatchObject({ phase: 'connecting', attempts: 0 });
    // A fresh negotiation on the new connection.
    expect(FakePeerConnection.created).toHaveLength(2);
  });

  it('gives up with a network error after the last attempt', async () => {
    const s = setup();
    await joined(s);
    for (let i = 0; i <= RECONNECT_DELAYS_MS.length; i += 1) {
      s.last().drop(1006);
      s.timers.shift()?.run();
    }
    expect(s.session.getState()).toMatchObject({ phase: 'failed', error: 'network' });
  });

  it('a failing create_meeting fails the call with the mapped error', async () => {
    const s = setup({
      createMeeting: jest.fn().mockRejectedValue(new Error('409')),
      meetingError: () => 'meeting_ended',
    });
    await s.session.join();
    expect(s.session.getState()).toMatchObject({ phase: 'failed', error: 'meeting_ended' });
    expect(s.sockets).toHaveLength(0);
  });

  it('mute and camera off disable the tracks and tell the other side', async () => {
    const s = setup();
    const socket = await joined(s);
    s.session.toggleMute();
    s.session.toggleCamera();
    expect(s.audio.enabled).toBe(false);
    expect(s.video.enabled).toBe(false);
    expect(socket.sent.slice(-1)).toEqual([{ type: 'state', state: { muted: true, cameraOff: true } }]);
  });

  it('a session disposed while asking for the room never connects (React strict mode, fast navigation)', async () => {
    let answer: (meeting: MeetingInfo) => void = () => undefined;
    const s = setup({ createMeeting: () => new Promise((resolve) => (answer = resolve)) });
    const joining = s.session.join();
    s.session.dispose();
    answer(MEETING);
    await joining;
    expect(s.sockets).toHaveLength(0);
  });

  it('leave says so to the server and ends the call', async () => {
    const s = setup();
    const socket = await joined(s);
    s.session.leave();
    expect(socket.sent.slice(-1)).toEqual([{ type: 'leave' }]);
    expect(s.session.getState().phase).toBe('left');
  });
});
