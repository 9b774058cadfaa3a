import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { rateLimitWindows } from '../db/schema';
import type { Database } from '../db/types';

export interface WindowHit {
  /** Hits of this key in its current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Fixed-window counters in the database, so every process counts the same hits (docs/decisions.md, issue 17): with two
 * site servers an in-memory limit would let a client through twice as often. One statement per hit:
 * the upsert locks the key's row, so parallel hits on any process get 1, 2, 3... and never the same
 * count. The window starts at a key's first hit (as @fastify/rate-limit's own store does) and is
 * measured by the database's clock, which all processes share. PGlite runs the same SQL in-process.
 */
export interface WindowCounter {
  hit(key: string, windowMs: number): Promise<WindowHit>;
  /** Deletes windows that are over; returns how many. */
  sweep(): Promise<number>;
}

export function databaseWindowCounter(db: Database): WindowCounter {
  const now = sql`clock_timestamp()`;
  return {
    async hit(key, windowMs) {
      const ends = sql`${now} + ${Math.max(1, Math.trunc(windowMs))} * interval '1 millisecond'`;
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key, hits: 1, resetsAt: ends })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${rateLimitWindows.resetsAt} > ${now} then ${rateLimitWindows.hits} + 1 else 1 end`,
            resetsAt: sql`case when ${rateLimitWindows.resetsAt} > ${now} then ${rateLimitWindows.resetsAt} else excluded.resets_at end`,
          },
        })
        .returning({
          count: rateLimitWindows.hits,
          ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitWindows.resetsAt} - ${now})) * 1000))::integer`,
        });
      if (!row) throw new Error('rate limit window not returned');
      return { count: row.count, ttlMs: Number(row.ttlMs) };
    },
    async sweep() {
      const gone = await db
        .delete(rateLimitWindows)
        .where(lt(rateLimitWindows.resetsAt, sql`${now}`))
        .returning({ key: rateLimitWindows.key });
      return gone.length;
    },
  };
}

/** What @fastify/rate-limit passes to `child`: the route's options, whose method and URL name it. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit on a `WindowCounter`. Each route with its own limit gets its own
 * keys (method and URL before the client's address), as the plugin's Redis store does.
 */
export function sharedRateLimitStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const info = (routeOptions as RouteLimitOptions).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new SharedStore(undefined, `${method} ${info.url ?? ''} `);
    }
  }
  return SharedStore;
}
