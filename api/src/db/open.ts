import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import type { Database } from './types';
import { encryptLegacyNiks, fillIdentitySuffixes, type BackfillSummary } from './backfill';
import type { ApiSecrets } from '../security/secrets';
import { seedIfEmpty, type SeedSummary } from '../seed';
import { ensureJourneyContent, type JourneyContentSummary } from '../seed/journey';

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PGlite data directory, or 'memory'. */
  dataDir?: string;
  /** When set, a PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
}

const kinds = new WeakMap<Database, 'pglite' | 'postgres'>();
const pools = new WeakMap<Database, Pool>();

export async function openDatabase(options: OpenOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    kinds.set(db, 'postgres');
    pools.set(db, pool);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory';
  if (dataDir !== 'memory') restrictDataDir(dataDir);
  // pg_trgm (site search, migration 0004) is a contrib module PGlite loads only when asked.
  const client = await PGlite.create({
    dataDir: dataDir === 'memory' ? undefined : dataDir,
    extensions: { pg_trgm },
  });
  // A new data directory is unpacked (and pg_internal.init written) with modes of PGlite's own.
  if (dataDir !== 'memory') restrictDataDir(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  kinds.set(db, 'pglite');
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * The PGlite data directory holds patients' data (the WAL too): readable by the service user only.
 * PGlite unpacks a new directory with files of mode 0666 and goes on creating files (WAL segments,
 * tables) with the process umask while it runs, so: the umask of this process becomes 077 for good,
 * and this walk (run before and after PGlite starts) closes what exists (directories 0700, files
 * 0600), including what an older start left open.
 */
export function restrictDataDir(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stack = [dataDir];
  while (stack.length > 0) {
    const current = stack.pop()!;
    const stat = fs.lstatSync(current);
    if (stat.isSymbolicLink()) continue;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) fs.chmodSync(current, 0o700);
      for (const entry of fs.readdirSync(current)) stack.push(path.join(current, entry));
    } else if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(current, stat.mode & 0o700);
    }
  }
}

export function databaseKind(db: Database): 'pglite' | 'postgres' {
  return kinds.get(db) ?? 'postgres';
}

/**
 * The connection pool behind a PostgreSQL database opened here (undefined on PGlite): the bus
 * (`src/realtime/bus.ts`) opens its LISTEN connection with the same settings.
 */
export function poolOf(db: Database): Pool | undefined {
  return pools.get(db);
}

/**
 * Applies the SQL migrations of `api/drizzle` (one set for both drivers). Another folder is for the
 * migration tests, which build a database as an older release left it.
 */
export async function migrate(db: Database, migrationsFolder: string = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  if (databaseKind(db) === 'pglite') {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migratePostgres(db as unknown as Parameters<typeof migratePostgres>[0], config);
  }
}

/**
 * Migrates, encrypts the NIKs an older release stored in clear (the keys are the application's, so
 * this step cannot be SQL), seeds when the database is empty, then adds the content of docs/decisions.md, issue 15 that
 * a database seeded by an older release lacks (fees, poli locations, the search vocabulary, the BPJS
 * FAQ, the look-up in the menu): the `npm start` path.
 */
export async function migrateAndSeed(
  db: Database,
  secrets: ApiSecrets,
  now: Date = new Date(),
): Promise<SeedSummary & { backfill: BackfillSummary; content: JourneyContentSummary }> {
  await migrate(db);
  const backfill = await encryptLegacyNiks(db, secrets);
  // The desk's search by an identity number's last digits (docs/decisions.md, issue 26).
  await fillIdentitySuffixes(db, secrets);
  const seed = await seedIfEmpty(db, secrets, now);
  const content = await ensureJourneyContent(db);
  return { ...seed, backfill, content };
}
