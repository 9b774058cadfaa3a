import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';
import { log } from './log';
import { ROOT, TMP_DIR } from './paths';
import type { BenchRoute } from './routes';
import type { Mode } from './sites';

export interface LighthouseRun {
  route: string;
  mode: Mode;
  url: string;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Transfer size of every script, as Lighthouse saw it (brotli as the site serves it). */
  jsTransferBytes: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; ~1000+ is a desktop). */
  benchmarkIndex: number | null;
  error?: string;
}

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One Lighthouse run through its own CLI in plain Node, in a fresh Chromium: under tsx, the functions
 * Lighthouse sends into the page carry tsx's `__name` helper and fail there.
 */
function lighthouseCli(url: string, outputPath: string): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        '--only-categories=performance',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        '--quiet',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0 || !fs.existsSync(outputPath)) {
        reject(new Error(`lighthouse exited with ${code}: ${stderr.split('\n').slice(-5).join(' ')}`));
        return;
      }
      resolve(JSON.parse(fs.readFileSync(outputPath, 'utf8')) as LighthouseResult);
    });
  });
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/**
 * Lighthouse 12 with its default (mobile) settings and simulated throttling, performance only. The
 * federated and the monolith page are measured one after the other, page by page, so a busy moment
 * of the machine weighs on both alike. Full reports go to bench/tmp/lighthouse/.
 */
export async function runLighthouse(
  routes: BenchRoute[],
  sites: { mode: Mode; siteUrl: string }[],
): Promise<LighthouseRun[]> {
  const outDir = path.join(TMP_DIR, 'lighthouse');
  fs.mkdirSync(outDir, { recursive: true });
  const runs: LighthouseRun[] = [];
  for (const route of routes) {
    for (const { mode, siteUrl } of sites) {
      const url = `${siteUrl}${route.path}`;
      const started = Date.now();
      const file = path.join(outDir, `${mode}-${route.name.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`);
      try {
        fs.rmSync(file, { force: true });
        // A busy machine now and then loses the trace (NO_NAVSTART): one more try before giving up.
        const lhr = await lighthouseCli(url, file).catch(() => lighthouseCli(url, file));
        const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
          ?.items ?? []) as NetworkItem[];
        const score = lhr.categories.performance?.score;
        runs.push({
          route: route.name,
          mode,
          url: route.path,
          score: typeof score === 'number' ? Math.round(score * 100) : null,
          lcpMs: numeric(lhr, 'largest-contentful-paint'),
          tbtMs: numeric(lhr, 'total-blocking-time'),
          cls: numeric(lhr, 'cumulative-layout-shift'),
          fcpMs: numeric(lhr, 'first-contentful-paint'),
          jsTransferBytes: items
            .filter((i) => i.resourceType === 'Script')
            .reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
          requests: items.length,
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          error: lhr.runtimeError?.message,
        });
      } catch (error) {
        runs.push({
          route: route.name,
          mode,
          url: route.path,
          score: null,
          lcpMs: null,
          tbtMs: null,
          cls: null,
          fcpMs: null,
          jsTransferBytes: 0,
          requests: 0,
          benchmarkIndex: null,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      const last = runs[runs.length - 1];
      log(
        `lighthouse ${mode} ${route.name}: score ${last.score ?? '-'}, LCP ${last.lcpMs?.toFixed(0) ?? '-'} ms ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s)${last.error ? ` ERROR ${last.error}` : ''}`,
      );
    }
  }
  return runs;
}
