import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { loadConfig } from '../../api/src/config';
import { migrateAndSeed, openDatabase } from '../../api/src/db/open';
import { startCluster, type Cluster } from '../../api/test/support/postgres';
import { ROOT, TMP_DIR, TSX } from './paths';

export type Backend = 'pglite' | 'postgres';

export const API_TOKEN = process.env.API_TOKEN ?? 'medika-web-public-2026';

/** Bookings by the load test must never run out of places: the benchmark measures the API, not quotas. */
const ROOMY_QUOTA = 1_000_000;

export interface PreparedDatabase {
  backend: Backend;
  env: Record<string, string>;
  cleanup(): void;
}

async function seedAndWiden(options: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  const opened = await openDatabase(options);
  try {
    // The keys the benchmark's server will find (its environment, or the key file beside the data).
    const { secrets } = loadConfig({ ...process.env, DATA_DIR: options.dataDir ?? 'memory' });
    await migrateAndSeed(opened.db, secrets);
    await opened.db.execute(sql.raw(`update practice_sessions set quota = ${ROOMY_QUOTA}`));
    await opened.db.execute(sql.raw(`update session_days set quota = ${ROOMY_QUOTA}`));
  } finally {
    await opened.close();
  }
}

/** A fresh seeded PGlite data directory of the benchmark's own. */
export async function preparePglite(): Promise<PreparedDatabase> {
  fs.mkdirSync(TMP_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(TMP_DIR, 'api-pglite-'));
  await seedAndWiden({ dataDir });
  return {
    backend: 'pglite',
    env: { DATA_DIR: dataDir },
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A throwaway PostgreSQL cluster (the API tests' helper: initdb + pg_ctl, as user postgres
 * when run as root), or null when PostgreSQL is not installed here.
 */
export async function preparePostgres(): Promise<PreparedDatabase | null> {
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster();
  } catch {
    cluster = undefined;
  }
  if (!cluster) return null;
  const admin = new Client({ connectionString: `${cluster.url}/postgres` });
  await admin.connect();
  await admin.query('create database medika_bench');
  await admin.end();
  const databaseUrl = `${cluster.url}/medika_bench`;
  await seedAndWiden({ databaseUrl });
  const running = cluster;
  return { backend: 'postgres', env: { DATABASE_URL: databaseUrl }, cleanup: () => running.stop() };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningApi {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The API as it runs in production (`api/src/main.ts`, its own process), on loopback. Request logs are
 * off (they would measure the logger) and the per-IP write limit is lifted: one client sends everything.
 */
export async function startApi(database: PreparedDatabase): Promise<RunningApi> {
  const port = await freePort();
  const child: ChildProcess = spawn(TSX, ['api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...database.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}: ${stderr}`);
    const ok = await fetch(`${baseUrl}/health`, { headers: { Authorization: `Bearer ${API_TOKEN}` } })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API did not start in 120 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
