import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_BIN_DIRS = [
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/17/bin',
];

function findBinary(name: string): string | undefined {
  for (const dir of PG_BIN_DIRS) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync('which', [name], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

export interface Cluster {
  url: string;
  dataDir: string;
  stop(): void;
}

export async function freePort(): Promise<number> {
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

/**
 * A throwaway PostgreSQL cluster on a free loopback port, or undefined when the binaries are not
 * installed. initdb refuses to run as root, so as root the folder belongs to `postgres` and the
 * commands run through runuser.
 */
export async function startCluster(): Promise<Cluster | undefined> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl) return undefined;
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) return undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-pg-'));
  const run = (bin: string, args: string[]) => {
    const [command, finalArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
    execFileSync(command, finalArgs, { stdio: 'pipe', timeout: 60_000 });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dataDir, uid, gid);
  }
  const port = await freePort();
  try {
    run(initdb, ['-D', dataDir, '--auth=trust', '-U', 'medika', '--no-sync', '-E', 'UTF8', '--locale=C']);
    run(pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dataDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      '-w',
      'start',
    ]);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.warn(
      `PostgreSQL tests skipped: cluster did not start (${(error as Error).message.split('\n')[0]})`,
    );
    return undefined;
  }
  return {
    url: `postgres://medika@127.0.0.1:${port}`,
    dataDir,
    stop() {
      try {
        run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
