import { poolOf } from './open';
import type { Database } from './types';

/** Any number fixed for this purpose; every site server of one database takes the same. */
const STARTUP_LOCK_KEY = 4_170_017;

/**
 * Runs the start-up work (migrations, the NIK backfill, the seed) holding a PostgreSQL session lock,
 * so site servers started together on one empty database (docs/decisions.md, issue 17) do it one after the other: the
 * second finds the migrations applied and the seed present. PGlite has one process: no lock.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return work();
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}
