import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { signalingPlugin, type RoomInfo } from '../src/realtime/signalingPlugin';
import { CLOSE_CODES, type ServerMessage } from '../src/realtime/protocol';
import { SIGNALING_MESSAGES } from '../src/realtime/messages';
import { describeApi, TOKEN, type ErrorBody, type ItemBody } from './support/harness';
import type { MeetingInfo } from '@hospital/contract';

/** A real WebSocket client that records what it receives. */
class Client {
  readonly messages: ServerMessage[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  /** HTTP status when the server refused the upgrade itself. */
  readonly rejected: Promise<number>;
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  readonly socket: WebSocket;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.socket = new WebSocket(url, { headers });
    this.opened = new Promise((resolve) => this.socket.once('open', () => resolve()));
    this.closed = new Promise((resolve) =>
      this.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    this.rejected = new Promise((resolve) =>
      this.socket.once('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        req.destroy();
      }),
    );
    this.socket.on('error', () => undefined);
    this.socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      this.messages.push(message);
      const index = this.waiters.findIndex((w) => w.test(message));
      if (index >= 0) this.waiters.splice(index, 1)[0].resolve(message);
    });
  }

  /** The first message of that type, received already or coming. */
  next<T extends ServerMessage['type']>(
    type: T,
    timeoutMs = 5000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const seen = this.messages.find((m) => m.type === type);
    if (seen) {
      this.messages.splice(this.messages.indexOf(seen), 1);
      return Promise.resolve(seen as Extract<ServerMessage, { type: T }>);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${type}' within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        test: (m) => m.type === type,
        resolve: (m) => {
          clearTimeout(timer);
          const index = this.messages.indexOf(m);
          if (index >= 0) this.messages.splice(index, 1);
          resolve(m as Extract<ServerMessage, { type: T }>);
        },
      });
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  close(): void {
    this.socket.close();
  }
}

const OPEN_ROOM = 'room-open-0123456789';
// The participant tokens of these rooms (the API derives them from the meeting id, see participantRole).
const PATIENT = 'patient-token';
const DOCTOR = 'doctor-token';
const roleOf = (token: string): RoomInfo['role'] =>
  token === PATIENT ? 'patient' : token === DOCTOR ? 'doctor' : null;
/** Tabs named `…b` are the doctor's, the others the patient's, unless a test says otherwise. */
const tokenFor = (client = ''): string => (client.endsWith('b') ? DOCTOR : PATIENT);
const CLOSED_ROOM = 'room-closed-0123456789';
const FAR_FUTURE = new Date(Date.now() + 3600_000);

describe('signalling server (Fastify on port 0, real WebSockets)', () => {
  let app: FastifyInstance;
  let base = '';
  const clients: Client[] = [];

  const rooms: Record<string, Omit<RoomInfo, 'role'>> = {
    [OPEN_ROOM]: { open: true, closesAt: FAR_FUTURE },
    [CLOSED_ROOM]: { open: false, closesAt: new Date(Date.now() - 1000) },
  };

  function connect(
    room: string,
    query: Record<string, string> = {},
    headers?: Record<string, string>,
  ): Client {
    const params = new URLSearchParams({ access_token: TOKEN, t: tokenFor(query.client), ...query });
    const client = new Client(`${base}/medika.encounter/signal/${room}?${params}`, headers);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest('lang', 'id');
    app.addHook('onRequest', async (request) => {
      request.lang = (request.query as { lang?: string }).lang === 'en' ? 'en' : 'id';
    });
    await app.register(signalingPlugin, {
      token: TOKEN,
      product: 'medika',
      siteOrigins: ['https://www.medika.example'],
      findRoom: async (roomId, token) => rooms[roomId] && { ...rooms[roomId], role: roleOf(token) },
      burst: 20,
      perSecond: 5,
      maxMessageBytes: 4096,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    // Let the server see the closes before the next test joins the same room.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  afterAll(async () => {
    await app.close();
  });

  it('lets two participants join; roles differ and each learns about the other', async () => {
    const first = connect(OPEN_ROOM, { client: 'tab-a' });
    const welcomeA = await first.next('welcome');
    expect(welcomeA.peer).toBeNull();
    const second = connect(OPEN_ROOM, { client: 'tab-b' });
    const welcomeB = await second.next('welcome');
    expect(welcomeB.peer).toEqual({ state: { muted: false, cameraOff: false } });
    expect(welcomeB.polite).toBe(!welcomeA.polite);
    expect(welcomeB.peerId).not.toBe(welcomeA.peerId);
    await expect(first.next('peer-joined')).resolves.toEqual({
      type: 'peer-joined',
      state: { muted: false, cameraOff: false },
    });
  });

  it('refuses a third participant with a clear message and close code 4409', async () => {
    const a = connect(OPEN_ROOM, { client: 'a' });
    await a.next('welcome');
    const b = connect(OPEN_ROOM, { client: 'b' });
    await b.next('welcome');
    const third = connect(OPEN_ROOM, { client: 'c', lang: 'en' });
    await expect(third.next('error')).resolves.toEqual({
      type: 'error',
      code: 'room_full',
      message: SIGNALING_MESSAGES.room_full.en,
    });
    await expect(third.closed).resolves.toEqual({ code: CLOSE_CODES.room_full, reason: 'room_full' });
    // The two inside were not disturbed.
    a.send({ type: 'ping' });
    await expect(a.next('pong')).resolves.toEqual({ type: 'pong' });
    expect(b.messages.filter((m) => m.type === 'peer-left')).toEqual([]);
  });

  it('refuses an unknown room and a room whose encounter is over', async () => {
    const unknown = connect('no-such-room-000000');
    await expect(unknown.next('error')).resolves.toMatchObject({
      code: 'room_not_found',
      message: 'Ruang konsultasi tidak ditemukan.',
    });
    await expect(unknown.closed).resolves.toMatchObject({ code: CLOSE_CODES.room_not_found });
    const closed = connect(CLOSED_ROOM);
    await expect(closed.next('error')).resolves.toMatchObject({ code: 'room_closed' });
    await expect(closed.closed).resolves.toMatchObject({ code: CLOSE_CODES.room_closed });
  });

  it('relays offer, answer, ICE candidates and participant state to the other side only', async () => {
    const a = connect(OPEN_ROOM, { client: 'a' });
    await a.next('welcome');
    const b = connect(OPEN_ROOM, { client: 'b' });
    await b.next('welcome');
    await a.next('peer-joined');

    const offer = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
    a.send({ type: 'signal', data: offer });
    await expect(b.next('signal')).resolves.toEqual({ type: 'signal', data: offer });

    const answer = { description: { type: 'answer', sdp: 'v=0\r\n' } };
    b.send({ type: 'signal', data: answer });
    await expect(a.next('signal')).resolves.toEqual({ type: 'signal', data: answer });

    const candidate = {
      candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0' },
    };
    a.send({ type: 'signal', data: candidate });
    await expect(b.next('signal')).resolves.toEqual({ type: 'signal', data: candidate });

    a.send({ type: 'state', state: { muted: true, cameraOff: false } });
    await expect(b.next('peer-state')).resolves.toEqual({
      type: 'peer-state',
      state: { muted: true, cameraOff: false },
    });
    // Nothing echoes back to the sender.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.messages.filter((m) => m.type === 'signal' || m.type === 'peer-state')).toEqual([]);
  });

  it('tells the other side when a participant leaves or drops, and frees the place', async () => {
    const a = connect(OPEN_ROOM, { client: 'a' });
    await a.next('welcome');
    const b = connect(OPEN_ROOM, { client: 'b' });
    await b.next('welcome');
    a.send({ type: 'leave' });
    await expect(b.next('peer-left')).resolves.toEqual({ type: 'peer-left', reason: 'left' });
    await expect(a.closed).resolves.toMatchObject({ code: 1000 });

    const c = connect(OPEN_ROOM, { client: 'c' });
    await expect(c.next('welcome')).resolves.toMatchObject({
      peer: { state: { muted: false, cameraOff: false } },
    });
    await b.next('peer-joined');
    c.socket.terminate();
    await expect(b.next('peer-left')).resolves.toEqual({ type: 'peer-left', reason: 'disconnected' });
  });

  it('lets a reconnecting tab replace its own stale connection instead of being refused', async () => {
    const a = connect(OPEN_ROOM, { client: 'tab-a' });
    const first = await a.next('welcome');
    const b = connect(OPEN_ROOM, { client: 'tab-b' });
    await b.next('welcome');
    const again = connect(OPEN_ROOM, { client: 'tab-a' });
    const second = await again.next('welcome');
    // Keeps the opposite role of the one still inside.
    expect(second.polite).toBe(first.polite);
    await expect(a.closed).resolves.toMatchObject({ code: CLOSE_CODES.replaced });
    await expect(b.next('peer-joined')).resolves.toMatchObject({ type: 'peer-joined' });
    expect(b.messages.filter((m) => m.type === 'peer-left')).toEqual([]);
  });

  it('checks the token: missing or wrong is refused with 4401', async () => {
    const missing = new Client(`${base}/medika.encounter/signal/${OPEN_ROOM}`);
    clients.push(missing);
    await expect(missing.next('error')).resolves.toMatchObject({ code: 'unauthorized' });
    await expect(missing.closed).resolves.toMatchObject({ code: CLOSE_CODES.unauthorized });
    const wrong = connect(OPEN_ROOM, { access_token: 'guess' });
    await expect(wrong.closed).resolves.toMatchObject({ code: CLOSE_CODES.unauthorized });
    const header = new Client(`${base}/medika.encounter/signal/${OPEN_ROOM}?t=${PATIENT}`, {
      Authorization: `Bearer ${TOKEN}`,
    });
    clients.push(header);
    await expect(header.next('welcome')).resolves.toMatchObject({ type: 'welcome' });
  });

  it('refuses anyone without a participant token of the room (4406), disturbing nobody', async () => {
    const a = connect(OPEN_ROOM, { client: 'a' });
    await a.next('welcome');
    for (const t of ['', 'meeting-id-only', 'guess']) {
      const stranger = connect(OPEN_ROOM, { client: 'x', t, lang: 'en' });
      await expect(stranger.next('error')).resolves.toEqual({
        type: 'error',
        code: 'not_participant',
        message: SIGNALING_MESSAGES.not_participant.en,
      });
      await expect(stranger.closed).resolves.toEqual({
        code: CLOSE_CODES.not_participant,
        reason: 'not_participant',
      });
    }
    a.send({ type: 'ping' });
    await expect(a.next('pong')).resolves.toEqual({ type: 'pong' });
  });

  it('never lets someone else’s token replace a participant by reusing its client id', async () => {
    const patient = connect(OPEN_ROOM, { client: 'tab-a' });
    await patient.next('welcome');
    const doctor = connect(OPEN_ROOM, { client: 'tab-b' });
    await doctor.next('welcome');
    // The patient's tab id with the doctor's token, and with no token at all.
    const withDoctorToken = connect(OPEN_ROOM, { client: 'tab-a', t: DOCTOR });
    await expect(withDoctorToken.next('error')).resolves.toMatchObject({ code: 'room_full' });
    const withoutToken = connect(OPEN_ROOM, { client: 'tab-a', t: '' });
    await expect(withoutToken.next('error')).resolves.toMatchObject({ code: 'not_participant' });
    // A second tab of the patient (same token, another id) finds her place taken, too.
    const secondTab = connect(OPEN_ROOM, { client: 'tab-a2', t: PATIENT });
    await expect(secondTab.next('error')).resolves.toMatchObject({ code: 'room_full' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const inside of [patient, doctor]) {
      inside.send({ type: 'ping' });
      await expect(inside.next('pong')).resolves.toEqual({ type: 'pong' });
      expect(inside.messages.filter((m) => m.type === 'peer-left' || m.type === 'error')).toEqual([]);
    }
  });

  it('refuses a browser page of another site (WebSockets are not covered by CORS)', async () => {
    const foreign = connect(OPEN_ROOM, {}, { Origin: 'https://evil.example' });
    await expect(foreign.closed).resolves.toMatchObject({ code: CLOSE_CODES.forbidden_origin });
    const site = connect(OPEN_ROOM, { client: 'site' }, { Origin: 'https://www.medika.example' });
    await expect(site.next('welcome')).resolves.toMatchObject({ type: 'welcome' });
  });

  it('limits message size and rate, and answers bad messages without relaying them', async () => {
    const a = connect(OPEN_ROOM, { client: 'a' });
    await a.next('welcome');
    const b = connect(OPEN_ROOM, { client: 'b' });
    await b.next('welcome');

    a.send('not json');
    await expect(a.next('error')).resolves.toMatchObject({ code: 'bad_message' });
    a.send({ type: 'signal', data: { description: { type: 'evil', sdp: 'x' } } });
    await expect(a.next('error')).resolves.toMatchObject({ code: 'bad_message' });
    expect(b.messages.filter((m) => m.type === 'signal')).toEqual([]);

    b.send({ type: 'signal', data: { description: { type: 'offer', sdp: 'x'.repeat(5000) } } });
    await expect(b.closed).resolves.toMatchObject({ code: 1009 });

    for (let i = 0; i < 40; i += 1) a.send({ type: 'ping' });
    await expect(a.closed).resolves.toMatchObject({ code: CLOSE_CODES.rate_limited });
    expect(a.messages.some((m) => m.type === 'error' && m.code === 'rate_limited')).toBe(true);
  });
});

describe('signalling server upkeep (heartbeat and room expiry)', () => {
  let app: FastifyInstance;
  let base = '';
  const closesAt = new Date(Date.now() + 60_000);
  let now = Date.now();

  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest('lang', 'id');
    await app.register(signalingPlugin, {
      token: TOKEN,
      product: 'medika',
      siteOrigins: [],
      findRoom: async (_roomId, token) => ({ open: true, closesAt, role: roleOf(token) }),
      heartbeatMs: 100,
      now: () => now,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await app.close();
  });

  const url = (room: string, client: string) =>
    `${base}/medika.encounter/signal/${room}?access_token=${TOKEN}&client=${client}&t=${tokenFor(client)}`;

  it('drops a connection that stops answering pings, and the other side is told', async () => {
    const a = new Client(url('heartbeat-room-000001', 'a'));
    const b = new Client(url('heartbeat-room-000001', 'b'));
    await a.next('welcome');
    await b.next('welcome');
    // A frozen tab: its socket stops reading, so it answers no ping.
    b.socket.pause();
    await expect(a.next('peer-left', 3000)).resolves.toEqual({ type: 'peer-left', reason: 'disconnected' });
    a.close();
    b.socket.terminate();
  });

  it('closes a room when its encounter window is over', async () => {
    const a = new Client(url('expiring-room-000001', 'a'));
    await a.next('welcome');
    now = closesAt.getTime() + 1000;
    await expect(a.next('error', 3000)).resolves.toMatchObject({ code: 'room_closed' });
    await expect(a.closed).resolves.toMatchObject({ code: CLOSE_CODES.room_closed });
  });
});

describe('signalling through the whole API (create_meeting gives the URL)', () => {
  describeApi(
    'signalling',
    (api) => {
      // The published tokens of the demonstration meeting (api/README.md).
      async function meeting(token = 'pasien-demo-2026'): Promise<MeetingInfo> {
        const res = await api.get<ItemBody<MeetingInfo>>(
          `medika.encounter/create_meeting?m=demo-R7kP2xQm9VtL4wNc&t=${token}`,
        );
        expect(res.status).toBe(200);
        return res.body.data;
      }

      /** `signalingUrl` (with or without its own query) plus the client's parameters. */
      function wsUrl(signalingUrl: string, query: string): string {
        const joiner = signalingUrl.includes('?') ? '&' : '?';
        return `${api.baseUrl.replace('http', 'ws')}${signalingUrl}${joiner}${query}`;
      }

      it('the signalling_url of create_meeting lets the patient and the doctor in, nobody else', async () => {
        const patient = await meeting();
        const doctor = await meeting('dokter-demo-2026');
        // Without the /api prefix of the site: the test server mounts the API at its root.
        const path = patient.signaling_url.replace(/^\/api/, '');
        expect(path).toBe(`/medika.encounter/signal/${patient.room_id}?t=pasien-demo-2026`);
        const a = new Client(wsUrl(path, `access_token=${TOKEN}&client=a`));
        const b = new Client(
          wsUrl(doctor.signaling_url.replace(/^\/api/, ''), `access_token=${TOKEN}&client=b`),
        );
        const c = new Client(wsUrl(path, `access_token=${TOKEN}&client=c&lang=en`));
        const roomOnly = new Client(
          wsUrl(`/medika.encounter/signal/${patient.room_id}`, `access_token=${TOKEN}&client=d`),
        );
        try {
          await a.next('welcome');
          await b.next('welcome');
          await expect(c.next('error')).resolves.toMatchObject({ code: 'room_full' });
          await expect(roomOnly.closed).resolves.toMatchObject({ code: CLOSE_CODES.not_participant });
          a.send({ type: 'signal', data: { candidate: null } });
          await expect(b.next('signal')).resolves.toEqual({ type: 'signal', data: { candidate: null } });
        } finally {
          a.close();
          b.close();
          c.close();
          roomOnly.close();
        }
      });

      it('the API refuses the upgrade without the token (401) and an unknown room (4404)', async () => {
        const info = await meeting();
        const path = info.signaling_url.replace(/^\/api/, '');
        const noToken = new Client(wsUrl(path, 'client=x'));
        await expect(noToken.rejected).resolves.toBe(401);
        const unknown = new Client(
          wsUrl('/medika.encounter/signal/AAAAAAAAAAAAAAAAAAAAAA', `access_token=${TOKEN}`),
        );
        await expect(unknown.closed).resolves.toMatchObject({ code: CLOSE_CODES.room_not_found });
      });

      // docs/decisions.md, "Issue 27 — the desk's route schemas": the room id and the query are checked
      // before the upgrade (telemedicine/schemas.ts), as the OpenAPI document states them.
      it('refuses an upgrade whose room id or query the route schema forbids (400), and a GET without the upgrade (426)', async () => {
        const info = await meeting();
        const path = info.signaling_url.replace(/^\/api/, '');
        for (const query of [
          `access_token=${TOKEN}&client=${'c'.repeat(65)}`,
          `access_token=${TOKEN}&client=a&lang=fr`,
          `access_token=${TOKEN}&client=a&extra=1`,
        ]) {
          const refused = new Client(wsUrl(path, query));
          await expect(refused.rejected).resolves.toBe(400);
        }
        const badRoom = new Client(wsUrl('/medika.encounter/signal/room%20one', `access_token=${TOKEN}`));
        await expect(badRoom.rejected).resolves.toBe(400);
        // The schema's bounds let the real client's URL through: the upgrade happens.
        const fits = new Client(wsUrl(path, `access_token=${TOKEN}&client=${'c'.repeat(64)}&lang=en`));
        try {
          await fits.opened;
        } finally {
          fits.close();
        }
        const plain = await api.get<ErrorBody>(`${path.slice(1)}&client=a&lang=en`);
        expect([plain.status, plain.headers.get('upgrade'), plain.body.error]).toEqual([
          426,
          'websocket',
          { code: 'upgrade_required', message: 'This address only takes WebSocket connections.' },
        ]);
      });

      it('closes the socket of a refused upgrade itself (nothing left open to hold up a shutdown)', async () => {
        const { port } = new URL(api.baseUrl);
        const socket = net.connect(Number(port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        const ended = new Promise<void>((resolve) => socket.once('end', () => resolve()));
        socket.write(
          [
            'GET /medika.encounter/signal/AAAAAAAAAAAAAAAAAAAAAA HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            'Connection: Upgrade',
            'Upgrade: websocket',
            'Sec-WebSocket-Version: 13',
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
            '',
            '',
          ].join('\r\n'),
        );
        await ended;
        socket.destroy();
        expect(answer).toMatch(/^HTTP\/1\.1 401/);
      });
    },
    { only: ['pglite'] },
  );
});
