import type { Lang, LiveQueueSnapshot } from '@hospital/contract';
import type { Bus } from './bus';
import { isQueueChange, QUEUE_CHANNEL, type QueueChange, type QueueScope } from '../frontdesk/liveQueue';

export type SnapshotReader = (scope: QueueScope, lang: Lang) => Promise<LiveQueueSnapshot>;
export type Delivery = (snapshot: LiveQueueSnapshot) => void;

/** The watchers of one scope in one language, and the one read they share. */
interface Feed {
  scope: QueueScope;
  lang: Lang;
  deliveries: Set<Delivery>;
  /** The reads of this feed, one after another, so a slower read never overwrites a newer state. */
  chain: Promise<void>;
  /** A read is queued and has not started: a change now is covered by it. */
  queued: boolean;
}

function keyOf(scope: QueueScope, lang: Lang): string {
  return 'sessionId' in scope ? `s${scope.sessionId}:${lang}` : `c${scope.companyId}:${lang}`;
}

function watches(scope: QueueScope, change: QueueChange): boolean {
  return 'sessionId' in scope ? scope.sessionId === change.sessionId : scope.companyId === change.companyId;
}

/**
 * The live-queue watchers of this process (docs/decisions.md, issue 18): one bus subscription, however
 * many open streams. A change made on any site server reaches every process through the bus
 * (LISTEN/NOTIFY on PostgreSQL); here the state of each watched scope is read once per change and
 * language and handed to all its streams, so a waiting room of phones on one session costs one read,
 * not one per phone. A burst of changes while a read is waiting to start costs that one read.
 */
export class QueueHub {
  private readonly feeds = new Map<string, Feed>();
  private subscription: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly read: SnapshotReader,
    private readonly onReadError: (error: unknown) => void,
  ) {}

  /** Starts watching; resolves once changes published from now on will be delivered. */
  async watch(scope: QueueScope, lang: Lang, delivery: Delivery): Promise<() => void> {
    const key = keyOf(scope, lang);
    let feed = this.feeds.get(key);
    if (!feed) {
      feed = { scope, lang, deliveries: new Set(), chain: Promise.resolve(), queued: false };
      this.feeds.set(key, feed);
    }
    feed.deliveries.add(delivery);
    this.subscription ??= this.bus.subscribe(QUEUE_CHANNEL, (value) => {
      if (isQueueChange(value)) this.changed(value);
    });
    await this.subscription;
    const watched = feed;
    return () => {
      watched.deliveries.delete(delivery);
      if (watched.deliveries.size === 0 && this.feeds.get(key) === watched) this.feeds.delete(key);
    };
  }

  /** Open watchers, and the distinct reads one change of everything would cost. */
  get size(): { watchers: number; feeds: number } {
    let watchers = 0;
    for (const feed of this.feeds.values()) watchers += feed.deliveries.size;
    return { watchers, feeds: this.feeds.size };
  }

  private changed(change: QueueChange): void {
    for (const feed of this.feeds.values()) {
      if (!watches(feed.scope, change) || feed.queued) continue;
      feed.queued = true;
      feed.chain = feed.chain
        .then(async () => {
          feed.queued = false;
          const snapshot = await this.read(feed.scope, feed.lang);
          for (const deliver of feed.deliveries) deliver(snapshot);
        })
        .catch(this.onReadError);
    }
  }
}
