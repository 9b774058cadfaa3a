import type { ApiConfig } from './config';
import type { Database } from './db/types';
import type { Bus } from './realtime/bus';
import type { Clock } from './services/clock';
import type { MediaUrl } from './services/media';
import type { ReferenceCache } from './services/reference';
import type { ScheduleCache } from './services/schedule';

/** What every route module receives. */
export interface AppContext {
  db: Database;
  config: ApiConfig;
  kind: 'pglite' | 'postgres';
  clock: Clock;
  ref: ReferenceCache;
  schedules: ScheduleCache;
  media: MediaUrl;
  startedAt: number;
  /** Messages between the site's processes (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
  bus: Bus;
}
