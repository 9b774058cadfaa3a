import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';
import { log } from './log';
import { ROOT, TMP_DIR } from './paths';
import { cachedPage } from './sites';
import type { PageSnapshot } from './snapshots';

/** The page as the site serves it, or its static copy without scripts (snapshots.ts). */
export type PageMode = 'live' | 'snapshot';

/**
 * Lighthouse's two ways of slowing the page down to a mobile phone's (its mobile preset: 150 ms RTT,
 * 1.6 Mbps, 4x CPU): `simulated` loads the page at full speed and computes the slow phone's timings from
 * that trace (Lantern, Lighthouse's default, PageSpeed Insights'); `devtools` really throttles the
 * network and the CPU while the page loads (issue 25 asks for both).
 */
export type Throttling = 'simulated' | 'devtools';
export const THROTTLINGS: readonly Throttling[] = ['simulated', 'devtools'];

export interface LighthouseRun {
  route: string;
  mode: PageMode;
  throttling: Throttling;
  /** 1, 2...: the runs of one page and mode, in the order they were taken. */
  run: number;
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
  /** The LCP element (Lighthouse's snippet of it) and where its time went, to see why a page is slow. */
  lcpElement: string | null;
  lcpPhases: { ttfbMs: number; loadDelayMs: number; loadTimeMs: number; renderDelayMs: number } | null;
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
function lighthouseCli(url: string, outputPath: string, throttling: Throttling): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        '--only-categories=performance',
        `--throttling-method=${throttling === 'simulated' ? 'simulate' : 'devtools'}`,
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

interface DetailsTable {
  type?: string;
  items?: { node?: { snippet?: string }; phase?: string; timing?: number }[];
}

/**
 * From the `largest-contentful-paint-element` audit (Lighthouse 12): a list of two tables, the element,
 * then the LCP phases (TTFB, Load Delay, Load Time, Render Delay).
 */
function lcpDetails(lhr: LighthouseResult): Pick<LighthouseRun, 'lcpElement' | 'lcpPhases'> {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: DetailsTable[] } | undefined;
  const rows = (details?.items ?? []).flatMap((table) => table.items ?? []);
  const snippet = rows.find((row) => row.node?.snippet)?.node?.snippet ?? null;
  const phase = (name: string) => rows.find((row) => row.phase === name)?.timing;
  const [ttfb, loadDelay, loadTime, renderDelay] = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map(
    phase,
  );
  return {
    lcpElement: snippet ? snippet.slice(0, 120) : null,
    lcpPhases:
      ttfb === undefined || loadDelay === undefined || loadTime === undefined || renderDelay === undefined
        ? null
        : { ttfbMs: ttfb, loadDelayMs: loadDelay, loadTimeMs: loadTime, renderDelayMs: renderDelay },
  };
}

function failedRun(
  route: string,
  mode: PageMode,
  throttling: Throttling,
  run: number,
  url: string,
  error: unknown,
): LighthouseRun {
  return {
    route,
    mode,
    throttling,
    run,
    url,
    score: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    fcpMs: null,
    jsTransferBytes: 0,
    requests: 0,
    benchmarkIndex: null,
    lcpElement: null,
    lcpPhases: null,
    error: error instanceof Error ? error.message : String(error),
  };
}

async function measure(
  route: string,
  mode: PageMode,
  throttling: Throttling,
  run: number,
  siteUrl: string,
  urlPath: string,
  file: string,
): Promise<LighthouseRun> {
  const url = `${siteUrl}${urlPath}`;
  try {
    fs.rmSync(file, { force: true });
    // A busy machine now and then loses the trace (NO_NAVSTART): one more try before giving up.
    const lhr = await lighthouseCli(url, file, throttling).catch(() => lighthouseCli(url, file, throttling));
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const score = lhr.categories.performance?.score;
    return {
      route,
      mode,
      throttling,
      run,
      url: urlPath,
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
      ...lcpDetails(lhr),
      error: lhr.runtimeError?.message,
    };
  } catch (error) {
    return failedRun(route, mode, throttling, run, urlPath, error);
  }
}

/**
 * Lighthouse 12 with its default (mobile) settings, performance only, on each page and on its static
 * snapshot, alternately (live, snapshot, live, snapshot...), so a busy moment of the machine weighs on
 * both alike; with each of `throttlings` in turn, page by page. Before each live run the page is
 * requested once: it is then served from the server's HTML cache, as the snapshot is served from a
 * file, and the comparison is of what the page does in the browser (the cost of rendering is measured
 * by renderLoad.ts). Full reports go to bench/tmp/lighthouse/.
 */
export async function runLighthouse(
  siteUrl: string,
  pages: PageSnapshot[],
  runsPerPage: number,
  throttlings: readonly Throttling[] = THROTTLINGS,
): Promise<LighthouseRun[]> {
  const outDir = path.join(TMP_DIR, 'lighthouse');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const runs: LighthouseRun[] = [];
  for (const page of pages) {
    const name = page.route.replace(/[^a-z0-9]+/gi, '_') || 'home';
    for (const throttling of throttlings) {
      for (let run = 1; run <= runsPerPage; run += 1) {
        for (const mode of ['live', 'snapshot'] as const) {
          const started = Date.now();
          const urlPath = mode === 'live' ? page.path : page.snapshotPath;
          if (mode === 'live') await cachedPage(siteUrl, urlPath);
          const file = path.join(outDir, `${mode}-${throttling}-${name}-${run}.json`);
          const result = await measure(page.route, mode, throttling, run, siteUrl, urlPath, file);
          runs.push(result);
          log(
            `lighthouse ${throttling} ${mode} ${page.route} #${run}: score ${result.score ?? '-'}, ` +
              `LCP ${result.lcpMs?.toFixed(0) ?? '-'} ms (${((Date.now() - started) / 1000).toFixed(0)} s)` +
              (result.error ? ` ERROR ${result.error}` : ''),
          );
        }
      }
    }
  }
  return runs;
}

/**
 * One run per page, mode and throttling: the one of median LCP (the lower of the two middle ones for
 * an even count). Runs without an LCP are used only when no run has one.
 */
export function medianRuns(runs: LighthouseRun[]): LighthouseRun[] {
  const groups = new Map<string, LighthouseRun[]>();
  for (const r of runs) {
    const key = `${r.route}\u0000${r.mode}\u0000${r.throttling}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((group) => {
    const measured = group.filter((r) => r.lcpMs !== null).sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0));
    if (measured.length === 0) return group[0];
    return measured[Math.floor((measured.length - 1) / 2)];
  });
}
