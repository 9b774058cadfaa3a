import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import type { Database } from './types';
import { seedIfEmpty, type SeedSummary } from '../seed';

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

export async function openDatabase(options: OpenOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    kinds.set(db, 'postgres');
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory';
  if (dataDir !== 'memory') fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === 'memory' ? undefined : dataDir);
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

export function databaseKind(db: Database): 'pglite' | 'postgres' {
  return kinds.get(db) ?? 'postgres';
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

/** Migrates, then seeds when the database is empty (the `npm start` path). */
export async function migrateAndSeed(db: Database, now: Date = new Date()): Promise<SeedSummary> {
  await migrate(db);
  return seedIfEmpty(db, now);
}
