import type { Bus } from './bus';
import { isQueueChange, QUEUE_CHANNEL, type QueueChange } from '../services/frontdesk/liveQueue';

type Listener = (change: QueueChange) => void;

/**
 * The live-queue listeners of this process (docs/decisions.md, issue 18): one bus subscription, however many open
 * streams. A change made on any site server reaches every process through the bus (LISTEN/NOTIFY on
 * PostgreSQL), and here each stream that watches that session or hospital.
 */
export class QueueHub {
  private readonly listeners = new Set<Listener>();
  private subscription: Promise<() => Promise<void>> | null = null;

  constructor(private readonly bus: Bus) {}

  /** Starts listening; resolves once changes published from now on will arrive. */
  async add(listener: Listener): Promise<() => void> {
    this.listeners.add(listener);
    this.subscription ??= this.bus.subscribe(QUEUE_CHANNEL, (value) => {
      if (!isQueueChange(value)) return;
      for (const l of this.listeners) l(value);
    });
    await this.subscription;
    return () => {
      this.listeners.delete(listener);
    };
  }

  get size(): number {
    return this.listeners.size;
  }
}
