import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { precompressDir } from '../../ops/src/build/precompress';
import { bundledRegistryProblems } from '../monolith/checkBundledRegistry';
import { log } from './log';
import { APPS, ROOT, TMP_DIR, TSX } from './paths';

export interface AppBuild {
  app: string;
  /** The version served: the new build, or the last good one when this build failed. */
  version: string | null;
  status: 'built' | 'up to date' | 'failed (last build used)' | 'failed (no build)';
  seconds: number;
  error?: string;
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

function latestBuild(app: string): string | null {
  const file = path.join(ROOT, 'dist', app, 'latest-build.json');
  if (!fs.existsSync(file)) return null;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

async function buildOne(app: string): Promise<AppBuild> {
  const started = Date.now();
  const { code, output } = await run(TSX, ['ops/src/cli/build.ts', app], ROOT);
  const seconds = (Date.now() - started) / 1000;
  const line = new RegExp(`^${app}\\s+(\\S+)\\s+(up to date|built in)`, 'm').exec(output);
  if (code === 0 && line) {
    return { app, version: line[1], status: line[2] === 'up to date' ? 'up to date' : 'built', seconds };
  }
  // Other teams work in this tree at the same time: a remote that does not build today is measured
  // from its last good build rather than stopping the benchmark.
  const version = latestBuild(app);
  const error = output.split('\n').filter(Boolean).slice(-15).join('\n');
  return { app, version, status: version ? 'failed (last build used)' : 'failed (no build)', seconds, error };
}

/** Builds every app for production as `npm start` does (unchanged apps are skipped), two at a time. */
export async function buildFederated(): Promise<AppBuild[]> {
  const queue = [...APPS];
  const results: AppBuild[] = [];
  async function worker() {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const result = await buildOne(app);
      log(`build ${app}: ${result.status}${result.version ? ` (${result.version})` : ''}`);
      results.push(result);
    }
  }
  await Promise.all([worker(), worker()]);
  return APPS.map((app) => results.find((r) => r.app === app) as AppBuild);
}

const HASHED_DIRS = [
  'shell/src',
  'bench/monolith',
  'shared-libs',
  'tooling',
  ...APPS.filter((a) => a !== 'shell').map((a) => `${a}/src`),
];
const SKIPPED = new Set(['node_modules', 'dist', '.cache', 'coverage']);

function listFiles(dir: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/** Same idea as the ops build: a hash of every input, so an unchanged monolith is not rebuilt. */
function monolithHash(): string {
  const files: string[] = [path.join(ROOT, 'package-lock.json')];
  for (const dir of HASHED_DIRS) listFiles(path.join(ROOT, dir), files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  for (const key of ['API_BASE_URL', 'API_TOKEN', 'PRODUCT']) hash.update(`${key}=${process.env[key] ?? ''}`);
  return hash.digest('hex').slice(0, 10);
}

export const MONOLITH_DIST = path.join(TMP_DIR, 'monolith', 'dist');

export interface MonolithBuild {
  version: string;
  status: 'built' | 'up to date' | 'failed';
  seconds: number;
  error?: string;
}

/**
 * The whole site as one webpack build (tooling/webpack/monolith-config.js, with bench/monolith/ in
 * place of the shell's federation loader and registry fetch), into its own dist folder laid out like
 * the real one (`<dist>/shell/<version>/`), precompressed like the real builds.
 */
export async function buildMonolith(): Promise<MonolithBuild> {
  const started = Date.now();
  const version = `monolith-${monolithHash()}`;
  const problems = await bundledRegistryProblems();
  if (problems.length)
    return { version, status: 'failed', seconds: 0, error: `bench/monolith: ${problems.join('; ')}` };
  const dir = path.join(MONOLITH_DIST, 'shell', version);
  const pointer = path.join(MONOLITH_DIST, 'shell', 'latest-build.json');
  if (fs.existsSync(path.join(dir, 'index.html'))) {
    fs.writeFileSync(pointer, JSON.stringify({ version }) + '\n');
    return { version, status: 'up to date', seconds: 0 };
  }
  // Older monolith builds are only benchmark leftovers.
  fs.rmSync(path.join(MONOLITH_DIST, 'shell'), { recursive: true, force: true });
  const { code, output } = await run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      '--config',
      path.join(ROOT, 'tooling/webpack/monolith-config.js'),
      '--mode',
      'production',
      '--env',
      `outputPath=${dir}`,
      '--env',
      `version=${version}`,
    ],
    path.join(ROOT, 'shell'),
  );
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { version, status: 'failed', seconds, error: output.split('\n').slice(-20).join('\n') };
  }
  precompressDir(dir);
  fs.writeFileSync(pointer, JSON.stringify({ version }) + '\n');
  return { version, status: 'built', seconds };
}
