import type { Lang, LiveQueueSnapshot } from '@hospital/contract';
import { inProcessBus, type Bus } from '../src/realtime/bus';
import { QueueHub } from '../src/realtime/queueHub';
import { QUEUE_CHANNEL, type QueueChange, type QueueScope } from '../src/frontdesk/liveQueue';

/** A reader that counts its reads per scope and language, and holds each read until released. */
function countingReader() {
  const reads: string[] = [];
  const waiting: (() => void)[] = [];
  let version = 0;
  let hold = false;
  const read = async (scope: QueueScope, lang: Lang): Promise<LiveQueueSnapshot> => {
    reads.push(`${'sessionId' in scope ? `s${scope.sessionId}` : `c${scope.companyId}`}:${lang}`);
    if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
    version += 1;
    return { sessions: [], at: `v${String(version).padStart(4, '0')}` };
  };
  return {
    read,
    reads,
    hold(on: boolean) {
      hold = on;
    },
    release() {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

const change = (sessionId: number, companyId: number): QueueChange => ({
  sessionId,
  companyId,
  visitDate: '2026-11-23',
});

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('QueueHub: one read per change, scope and language, shared by every stream', () => {
  let bus: Bus;
  beforeEach(() => {
    bus = inProcessBus();
  });
  afterEach(() => bus.close());

  it('reads a session once for 50 phones in Indonesian and once for 3 in English, and not at all for another session', async () => {
    const reader = countingReader();
    const hub = new QueueHub(bus, reader.read, (error) => {
      throw error;
    });
    const got = { id: 0, en: 0, other: 0 };
    for (let i = 0; i < 50; i += 1) await hub.watch({ sessionId: 7 }, 'id', () => (got.id += 1));
    for (let i = 0; i < 3; i += 1) await hub.watch({ sessionId: 7 }, 'en', () => (got.en += 1));
    for (let i = 0; i < 5; i += 1) await hub.watch({ sessionId: 8 }, 'id', () => (got.other += 1));
    expect(hub.size).toEqual({ watchers: 58, feeds: 3 });

    await bus.publish(QUEUE_CHANNEL, change(7, 1));
    await settle();

    expect(reader.reads.sort()).toEqual(['s7:en', 's7:id']);
    expect(got).toEqual({ id: 50, en: 3, other: 0 });
  });

  it('gives a hospital-wide watcher (the kiosk) every session of its hospital, and nothing of the other one', async () => {
    const reader = countingReader();
    const hub = new QueueHub(bus, reader.read, (error) => {
      throw error;
    });
    let kiosk = 0;
    await hub.watch({ companyId: 1 }, 'id', () => (kiosk += 1));
    await bus.publish(QUEUE_CHANNEL, change(7, 1));
    await bus.publish(QUEUE_CHANNEL, change(30, 2));
    await settle();
    expect(reader.reads).toEqual(['c1:id']);
    expect(kiosk).toBe(1);
  });

  it('covers a burst of changes with the read in flight and one more, and delivers the newest state last', async () => {
    const reader = countingReader();
    const hub = new QueueHub(bus, reader.read, (error) => {
      throw error;
    });
    const seen: string[] = [];
    await hub.watch({ sessionId: 7 }, 'id', (snapshot) => seen.push(snapshot.at));

    reader.hold(true);
    await bus.publish(QUEUE_CHANNEL, change(7, 1));
    await settle();
    expect(reader.reads).toHaveLength(1);
    for (let i = 0; i < 10; i += 1) await bus.publish(QUEUE_CHANNEL, change(7, 1));
    await settle();
    reader.hold(false);
    reader.release();
    await settle();

    expect(reader.reads).toHaveLength(2);
    expect(seen).toEqual(['v0001', 'v0002']);
  });

  it('stops reading a scope once its last stream has closed', async () => {
    const reader = countingReader();
    const hub = new QueueHub(bus, reader.read, (error) => {
      throw error;
    });
    const stopA = await hub.watch({ sessionId: 7 }, 'id', () => undefined);
    const stopB = await hub.watch({ sessionId: 7 }, 'id', () => undefined);
    stopA();
    expect(hub.size).toEqual({ watchers: 1, feeds: 1 });
    stopB();
    expect(hub.size).toEqual({ watchers: 0, feeds: 0 });
    await bus.publish(QUEUE_CHANNEL, change(7, 1));
    await settle();
    expect(reader.reads).toEqual([]);
  });

  it('reports a failed read and goes on reading after the next change', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const hub = new QueueHub(
      bus,
      async () => {
        if (fail) throw new Error('database away');
        return { sessions: [], at: 'ok' };
      },
      (error) => errors.push(error),
    );
    const seen: string[] = [];
    await hub.watch({ sessionId: 7 }, 'en', (snapshot) => seen.push(snapshot.at));
    await bus.publish(QUEUE_CHANNEL, change(7, 1));
    await settle();
    fail = false;
    await bus.publish(QUEUE_CHANNEL, change(7, 1));
    await settle();
    expect(errors).toHaveLength(1);
    expect(seen).toEqual(['ok']);
  });
});
