import { spawn, ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

export interface RunningSite {
  url: string;
  process: ChildProcess;
  dataDir: string;
  registryDir: string;
  /** What the site printed so far (standard output and error). */
  output(): string;
}

/**
 * Builds what changed (content-hashed versions make this a no-op when nothing did). `E2E_BUILD=shell,mf-booking`
 * limits the build to some apps; the others are served from their last successful build. `E2E_BUILD=none` builds
 * nothing (a subset run right after a build, on a machine where even a no-op build costs time).
 */
export function buildAll(): void {
  if (process.env.E2E_BUILD === 'none') return;
  const only = (process.env.E2E_BUILD ?? '').split(',').filter(Boolean);
  execFileSync(TSX, ['ops/src/cli/build.ts', ...only], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * Serves the built site like `npm start` does, on a free port, with its own registry (pointing at the
 * newest builds) and its own fresh database, so tests never touch a developer's data.
 */
export async function startSite(extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-e2e-'));
  const registryDir = path.join(work, 'registry');
  const dataDir = path.join(work, 'data');
  const env = {
    ...process.env,
    REGISTRY_DIR: registryDir,
    DATA_DIR: dataDir,
    PORT: '0',
    // Many sites on one machine: none serves /metrics unless its test asks (vitals.spec.ts).
    METRICS_PORT: '0',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    // Two test workers and the site share two cores: with the production budget (300 ms) a page could
    // be left to the browser now and then, and the tests that pin "no data fetched again" would flake.
    // What happens past the budget is pinned by its own tests (remote-kit, ops).
    SSR_DATA_BUDGET_MS: '3000',
    RATE_LIMIT_LOOKUPS_PER_MINUTE: '100000',
    // Every test renders pages from 127.0.0.1; the limit itself is pinned by ops/test/siteServer.test.ts.
    SSR_RENDERS_PER_MINUTE: '0',
    DEPLOY_ACTOR: 'e2e',
    ...extraEnv,
  };
  execFileSync(TSX, ['ops/src/cli/ops.ts', 'deploy-latest'], { cwd: ROOT, env, stdio: 'pipe' });
  const child = spawn(TSX, ['ops/src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/[^\s]+:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`site exited with ${code}:\n${output}`));
    });
  });
  return { url, process: child, dataDir, registryDir, output: () => output };
}

export function stopSite(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
