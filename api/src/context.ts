import type { ApiConfig } from './config';
import type { Database } from './db/types';
import type { Bus } from './realtime/bus';
import type { Clock } from './lib/clock';
import type { MediaUrl } from './media/urls';
import type { ReferenceCache } from './lib/reference';
import type { ScheduleCache } from './doctors/schedule';

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
