import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WindowHit } from '../src/http/sharedRateLimit';
import { MAX_PART_BYTES } from '../src/realtime/bus';
import { CLOSE_CODES, type ServerMessage } from '../src/realtime/protocol';
import { createDatabaseFromTemplate, type Backend } from './support/harness';
import type {
  SharedStateCommand,
  SharedStateEvent,
  SharedStateMessage,
  SharedStateOptions,
} from './support/sharedStateProcess';

// docs/decisions.md, issue 17: the state the site's processes share, on PGlite (one process, in-process bus) and on a
// throwaway PostgreSQL (two processes on one database: LISTEN/NOTIFY between them). One database per
// backend, copied from the seeded template (its migrations include 0010).
const ENTRY = path.join(__dirname, 'support', 'sharedStateProcess.ts');
const HEARTBEAT_MS = 200;
const STALE_MS = 1200;

/** One process holding a counter, a bus and a room directory; what it emits is kept for the test. */
class StateProcess {
  readonly events: SharedStateEvent[] = [];
  private nextId = 1;
  private readonly pending = new Map<number, (m: SharedStateMessage & { type: 'result' }) => void>();
  readonly exited: Promise<void>;

  private constructor(readonly child: ChildProcess) {
    child.on('message', (message: SharedStateMessage) => {
      if (message.type === 'event') this.events.push(message.event);
      if (message.type === 'result') {
        this.pending.get(message.id)?.(message);
        this.pending.delete(message.id);
      }
    });
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  static async start(options: SharedStateOptions): Promise<StateProcess> {
    const child = fork(ENTRY, [JSON.stringify(options)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`shared state process exited (${code})`)));
      child.on('message', (m: SharedStateMessage) => m.type === 'ready' && resolve());
    });
    return new StateProcess(child);
  }

  async run<T>(command: SharedStateCommand): Promise<T> {
    const id = this.nextId++;
    const answer = await new Promise<SharedStateMessage & { type: 'result' }>((resolve) => {
      this.pending.set(id, resolve);
      this.child.send({ id, command });
    });
    if (answer.error) throw new Error(answer.error);
    return answer.value as T;
  }

  /** Messages sent to one participant, in order. */
  sentTo(peerId: string): ServerMessage[] {
    return this.events.flatMap((e) => (e.type === 'sent' && e.peerId === peerId ? [e.message] : []));
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      await this.run({ op: 'close' }).catch(() => undefined);
      this.child.disconnect();
    }
    await this.exited;
  }
}

async function until(what: string, check: () => boolean, timeoutMs = 8000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function describeShared(backend: Backend): void {
  const available = backend === 'pglite' || Boolean(process.env.API_TEST_PG_URL);
  (available ? describe : describe.skip)(`state shared by the site's processes [${backend}]`, () => {
    let a: StateProcess;
    /** The other process: on PGlite the same one (one process per data directory). */
    let b: StateProcess;
    let dataDir: string | undefined;

    beforeAll(async () => {
      const base = { heartbeatMs: HEARTBEAT_MS, staleMs: STALE_MS };
      if (backend === 'pglite') {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-shared-'));
        fs.cpSync(process.env.API_TEST_PGLITE_TEMPLATE ?? '', dataDir, { recursive: true });
        a = await StateProcess.start({ ...base, dataDir });
        b = a;
      } else {
        const databaseUrl = await createDatabaseFromTemplate();
        [a, b] = await Promise.all([
          StateProcess.start({ ...base, databaseUrl }),
          StateProcess.start({ ...base, databaseUrl }),
        ]);
      }
    }, 60_000);

    afterAll(async () => {
      await Promise.all([...new Set([a, b])].map((p) => p?.stop()));
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('counts parallel hits of one key exactly once each, from every process, in one window', async () => {
      const [fromA, fromB] = await Promise.all([
        a.run<WindowHit[]>({ op: 'hit', key: 'POST /x 198.51.100.1', windowMs: 60_000, times: 25 }),
        b.run<WindowHit[]>({ op: 'hit', key: 'POST /x 198.51.100.1', windowMs: 60_000, times: 25 }),
      ]);
      const counts = [...fromA, ...fromB].map((h) => h.count).sort((x, y) => x - y);
      expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      for (const hit of [...fromA, ...fromB]) {
        expect(hit.ttlMs).toBeGreaterThan(55_000);
        expect(hit.ttlMs).toBeLessThanOrEqual(60_000);
      }
      // Another key (another client or route) has its own count.
      const [other] = await b.run<WindowHit[]>({
        op: 'hit',
        key: 'POST /x 198.51.100.2',
        windowMs: 60_000,
        times: 1,
      });
      expect(other.count).toBe(1);
    });

    it('starts a new window once the old one is over, and sweeps windows that are over', async () => {
      const [first] = await a.run<WindowHit[]>({ op: 'hit', key: 'short', windowMs: 300, times: 1 });
      const [second] = await b.run<WindowHit[]>({ op: 'hit', key: 'short', windowMs: 300, times: 1 });
      expect([first.count, second.count]).toEqual([1, 2]);
      expect(second.ttlMs).toBeLessThanOrEqual(first.ttlMs);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const [third] = await b.run<WindowHit[]>({ op: 'hit', key: 'short', windowMs: 300, times: 1 });
      expect(third.count).toBe(1);
      await a.run<WindowHit[]>({ op: 'hit', key: 'gone-soon', windowMs: 50, times: 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await a.run<number>({ op: 'sweep' })).toBeGreaterThanOrEqual(1);
      const [again] = await a.run<WindowHit[]>({ op: 'hit', key: 'gone-soon', windowMs: 50, times: 1 });
      expect(again.count).toBe(1);
    });

    it('delivers every message to every subscribed process in the order it was published, long ones whole', async () => {
      await a.run({ op: 'subscribe', channel: 'test_order' });
      if (b !== a) await b.run({ op: 'subscribe', channel: 'test_order' });
      // Longer than one NOTIFY may carry, with characters of several UTF-8 lengths at the cuts.
      const long = `offer:${'é€😀a'.repeat(Math.ceil((MAX_PART_BYTES * 3) / 10))}`;
      const messages: unknown[] = Array.from({ length: 30 }, (_, i) => ({ n: i }));
      messages.splice(10, 0, { long });
      await a.run({ op: 'publish', channel: 'test_order', messages });
      const received = (p: StateProcess) =>
        p.events.flatMap((e) => (e.type === 'bus' && e.channel === 'test_order' ? [e.message] : []));
      for (const p of new Set([a, b])) {
        await until('all messages', () => received(p).length === messages.length);
        expect(received(p)).toEqual(messages);
      }
      expect(Buffer.byteLength(long)).toBeGreaterThan(MAX_PART_BYTES * 2);
    });

    it('puts the patient and the doctor in one room from two processes: welcome, peer-joined, relay, state, leave', async () => {
      const room = `room-join-${backend}`;
      const patient = await a.run<{ ok: boolean; polite: boolean }>({
        op: 'join',
        roomId: room,
        role: 'patient',
        clientId: 'tab-p',
        peerId: 'p1',
      });
      const doctor = await b.run<{ ok: boolean; polite: boolean }>({
        op: 'join',
        roomId: room,
        role: 'doctor',
        clientId: 'tab-d',
        peerId: 'd1',
      });
      expect(patient.ok && doctor.ok).toBe(true);
      expect(doctor.polite).toBe(!patient.polite);
      expect(a.sentTo('p1')[0]).toMatchObject({ type: 'welcome', peer: null });
      expect(b.sentTo('d1')[0]).toMatchObject({ type: 'welcome', peer: { state: { muted: false } } });
      await until('peer-joined', () => a.sentTo('p1').some((m) => m.type === 'peer-joined'));

      const offer: ServerMessage = {
        type: 'signal',
        data: { description: { type: 'offer', sdp: 'v=0 offer' } },
      };
      await b.run({ op: 'relay', peerId: 'd1', message: offer });
      await b.run({ op: 'state', peerId: 'd1', state: { muted: true, cameraOff: false } });
      await until('relay and state', () => a.sentTo('p1').some((m) => m.type === 'peer-state'));
      expect(a.sentTo('p1').slice(-2)).toEqual([
        offer,
        { type: 'peer-state', state: { muted: true, cameraOff: false } },
      ]);
      // Never back to the sender.
      expect(b.sentTo('d1').some((m) => m.type === 'signal' || m.type === 'peer-state')).toBe(false);

      // A third, with the patient's role from another tab, finds the place taken.
      const third = await b.run<{ ok: boolean }>({
        op: 'join',
        roomId: room,
        role: 'patient',
        clientId: 'tab-x',
        peerId: 'x1',
      });
      expect(third.ok).toBe(false);
      // The doctor's welcome to a later joiner carries the state it set.
      await b.run({ op: 'leave', peerId: 'd1', reason: 'left' });
      await until('peer-left', () => a.sentTo('p1').some((m) => m.type === 'peer-left'));
      expect(a.sentTo('p1').at(-1)).toEqual({ type: 'peer-left', reason: 'left' });
    });

    it('lets the same tab take its place back through another process, closing its stale connection', async () => {
      const room = `room-replace-${backend}`;
      await a.run({ op: 'join', roomId: room, role: 'doctor', clientId: 'tab-d', peerId: 'd2' });
      await a.run({ op: 'join', roomId: room, role: 'patient', clientId: 'tab-p', peerId: 'p2' });
      const again = await b.run<{ ok: boolean }>({
        op: 'join',
        roomId: room,
        role: 'patient',
        clientId: 'tab-p',
        peerId: 'p3',
      });
      expect(again.ok).toBe(true);
      await until('the stale connection closed', () =>
        a.events.some((e) => e.type === 'closed' && e.peerId === 'p2'),
      );
      expect(a.events.find((e) => e.type === 'closed' && e.peerId === 'p2')).toMatchObject({
        code: CLOSE_CODES.replaced,
        reason: 'replaced',
      });
      expect(b.sentTo('p3')[0]).toMatchObject({ type: 'welcome', peer: { state: { muted: false } } });
      await until(
        'the doctor told',
        () => a.sentTo('d2').filter((m) => m.type === 'peer-joined').length === 2,
      );
      // The replaced connection's own close does not tell the doctor that the patient left.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(a.sentTo('d2').some((m) => m.type === 'peer-left')).toBe(false);
    });

    if (backend === 'postgres') {
      it('tells the one who stays when the other’s process dies without a word, and frees the place', async () => {
        const room = 'room-crash';
        await a.run({ op: 'join', roomId: room, role: 'patient', clientId: 'tab-p', peerId: 'p4' });
        await b.run({ op: 'join', roomId: room, role: 'doctor', clientId: 'tab-d', peerId: 'd4' });
        await until('peer-joined', () => a.sentTo('p4').some((m) => m.type === 'peer-joined'));
        const killedAt = Date.now();
        b.child.kill('SIGKILL');
        await b.exited;
        await until(
          'peer-left after the dead process went stale',
          () => a.sentTo('p4').some((m) => m.type === 'peer-left'),
          STALE_MS * 4,
        );
        expect(a.sentTo('p4').at(-1)).toEqual({ type: 'peer-left', reason: 'disconnected' });
        expect(Date.now() - killedAt).toBeGreaterThanOrEqual(STALE_MS - HEARTBEAT_MS);
        // Another doctor's tab may join now.
        const doctor = await a.run<{ ok: boolean }>({
          op: 'join',
          roomId: room,
          role: 'doctor',
          clientId: 'tab-d2',
          peerId: 'd5',
        });
        expect(doctor.ok).toBe(true);
      });
    }
  });
}

for (const backend of ['pglite', 'postgres'] as const) describeShared(backend);
