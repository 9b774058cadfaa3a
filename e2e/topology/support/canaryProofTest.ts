import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser } from '@playwright/test';
import type { HistoryRecord } from '../../../ops/src/release/registry';
import { copyBuild, renderedVersion } from '../../support/builds';
import { ROOT } from '../../support/site';
import { sendVitalsOf } from '../../support/vitals';
import {
  canaryShare,
  historyOf,
  inParallel,
  pollUntil,
  promQuery,
  throwsOnRoute,
  type PromSample,
} from './canaryProof';
import type { Topology } from './topology';

/*
 * Issue 28 item 6 (docs/decisions.md, "Issue 28 — the topology proof"): Debian's prometheus scrapes the
 * two site servers and the API through nginx; real Chromium visits send Web Vitals; a healthy canary of
 * mf-content is stepped up and promoted by the decider running in the site servers, a canary built by
 * this test to throw on one route is rolled back by it, and no visitor got an error page meanwhile.
 */
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const APP = 'mf-content';
/** The route the failing build throws on (with a query string, as every visit here has), and one that works. */
const BROKEN_ROUTE = /^(\/en)?\/faq$/;
const PAGES = ['/', '/faq'];
/**
 * Every other bucket, so the responses of one round show the canary's share as it is, in an order
 * where canary and stable visitors come interleaved (as they arrive), not the low buckets first.
 */
const BUCKETS = Array.from({ length: 50 }, (_, i) => 2 * ((i * 17) % 50));

interface Visit {
  path: string;
  bucket: number;
  status: number;
  version: string | null;
  /** The owner's server-rendered page is in the HTML (its data block and its heading). */
  content: boolean;
}

function ops(top: Topology, args: string[]) {
  const started = Date.now();
  const result = spawnSync(TSX, ['ops/src/cli/ops.ts', ...args], {
    cwd: ROOT,
    env: top.env,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, ms: Date.now() - started };
}

/**
 * One round of visitors through nginx: every bucket once on each page, a new URL each (no cached page).
 * Each bucket visits every page before the next bucket starts: with the pages one after another, the
 * decider (every second, 3 samples) once saw only `/` and promoted the canary that throws on `/faq`
 * before any visitor had asked for it.
 */
async function round(top: Topology, n: number, pages: string[]): Promise<Visit[]> {
  const tasks = BUCKETS.flatMap((bucket) =>
    pages.map((page) => async (): Promise<Visit> => {
      const response = await fetch(`${top.url}${page}?visit=${n}-${bucket}`, {
        headers: { cookie: `mf_bucket=${bucket}` },
      });
      const html = await response.text();
      const version = renderedVersion(html, APP);
      return {
        path: page,
        bucket,
        status: response.status,
        version,
        content: version !== null && /<h1[\s>]/.test(html),
      };
    }),
  );
  return inParallel(tasks, 6);
}

/** The beacons nginx has answered so far (its access log). */
const beaconsOf = (top: Topology) =>
  top.accessLog().filter((line) => line.includes(' POST /telemetry/vitals'));

/**
 * Chromium visits `/` as a visitor of `bucket`, interacts (the shell then loads web-vitals) and leaves:
 * the page's LCP goes to POST /telemetry/vitals through nginx with sendBeacon as it is hidden. The
 * browser context is closed once nginx has answered a beacon since the visit began (5 s at most):
 * closing it at once could cancel the beacon still in flight. One visit at a time, so that beacon is
 * this visit's.
 */
async function chromiumVisit(top: Topology, browser: Browser, bucket: number): Promise<void> {
  const context = await browser.newContext({ baseURL: top.url });
  await context.addCookies([{ name: 'mf_bucket', value: String(bucket), url: top.url }]);
  const page = await context.newPage();
  const before = beaconsOf(top).length;
  try {
    // Prometheus is asked for the figures afterwards, with a bound.
    await sendVitalsOf(page, '/');
    const until = Date.now() + 5_000;
    while (beaconsOf(top).length === before && Date.now() < until) await page.waitForTimeout(100);
  } finally {
    await context.close();
  }
}

function countVersions(visits: Visit[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of visits) {
    const key = `${v.path} ${v.status} ${v.version ?? 'none'}${v.content ? '' : ' (no content)'}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

function sumBy(samples: PromSample[], label: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of samples) out[s.metric[label]] = (out[s.metric[label]] ?? 0) + s.value;
  return out;
}

function describe(record: HistoryRecord, since: number): string {
  const figures = Object.entries(record.figures ?? {})
    .map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(3)}`)
    .join(', ');
  const what = record.action === 'canary' ? `step to ${record.share}%` : record.action;
  return `${what} at +${((Date.parse(record.at) - since) / 1000).toFixed(1)} s (${figures || 'no figures'}${record.reason ? `; ${record.reason}` : ''})`;
}

/**
 * Visitors (rounds of fetches and two Chromium visits, one each side) until the history has a record
 * that `done` accepts (the decider's), at most `timeoutMs`. Returns the visits and the shares seen.
 */
async function visitUntil(
  top: Topology,
  browser: Browser,
  pages: string[],
  done: (record: HistoryRecord) => boolean,
  timeoutMs: number,
  canary: string,
) {
  const deadline = Date.now() + timeoutMs;
  const visits: Visit[] = [];
  const shares: string[] = [];
  for (let n = 0; ; n += 1) {
    const found = historyOf(top.registryDir).find(done);
    if (found) return { visits, shares, record: found };
    if (Date.now() > deadline) {
      const tail = historyOf(top.registryDir)
        .slice(-4)
        .map((r) => JSON.stringify(r));
      throw new Error(`no such decision within ${timeoutMs} ms; last history:\n${tail.join('\n')}`);
    }
    const share = canaryShare(top.registryDir, APP);
    const roundAt = Date.now();
    // Real browsers once per canary, one visitor on each side, before the first round (the decider may
    // step the share past 99 within one round): their Web Vitals reach Prometheus.
    if (n === 0) {
      await chromiumVisit(top, browser, 0);
      await chromiumVisit(top, browser, 99);
    }
    const seen = await round(top, n, pages);
    const onCanary = seen.filter((v) => v.path === '/' && v.version === canary).length;
    const total = seen.filter((v) => v.path === '/').length;
    shares.push(`${share}% → ${onCanary}/${total}`);
    console.log(
      `[canary proof] round ${n}: share ${share}%, ${onCanary}/${total} of / on the canary, ${Date.now() - roundAt} ms; ${JSON.stringify(countVersions(seen))}`,
    );
    visits.push(...seen);
  }
}

export async function canaryProof(
  top: Topology,
  browser: Browser,
  figure: (line: string) => void,
): Promise<void> {
  const prometheus = top.prometheusUrl!;
  const started = Date.now();
  const made: string[] = [];
  const remotes = () =>
    JSON.parse(fs.readFileSync(path.join(top.registryDir, 'remotes.json'), 'utf8')) as Record<
      string,
      { version: string }
    >;
  const original = remotes()[APP].version;
  try {
    // 1. Every target up, through nginx; renders counted per app and version.
    await fetch(`${top.apiUrl}/api/health`);
    const pages = ['/', '/en/faq', '/appointment', '/doctor'];
    for (const page of pages) expect((await fetch(`${top.url}${page}?scrape=1`)).status).toBe(200);
    const up = await pollUntil(
      'every target up',
      () => promQuery(prometheus, 'up'),
      (samples) => samples.length === 3 && samples.every((s) => s.value === 1),
      20_000,
    );
    const renders = await pollUntil(
      'renders of mf-content on both servers',
      () => promQuery(prometheus, 'sum by (app, version, server) (site_ssr_renders_total)'),
      (samples) =>
        samples.some((s) => s.metric.app === APP && s.metric.server === 'site-a') &&
        samples.some((s) => s.metric.app === APP && s.metric.server === 'site-b'),
      20_000,
    );
    // The first topology test deploys other versions on these servers: their series stay, beside the live one's.
    const live = remotes();
    for (const app of new Set(renders.map((s) => s.metric.app)))
      expect(
        renders.filter((s) => s.metric.app === app).map((s) => s.metric.version),
        app,
      ).toContain(live[app].version);
    const apiAlone = await pollUntil(
      "the API's own requests",
      () => promQuery(prometheus, 'sum by (server) (api_requests_total)'),
      (samples) => samples.some((s) => s.metric.server === 'api' && s.value >= 1),
      20_000,
    );
    figure(
      `prometheus through nginx: targets ${up.map((s) => `${s.metric.server} up=${s.value}`).join(', ')}; ` +
        `site_ssr_renders_total by app and version: ${Object.entries(sumBy(renders, 'app'))
          .map(([app, n]) => `${app}@${live[app].version} ${n}`)
          .join(', ')}; api_requests_total ${Object.entries(sumBy(apiAlone, 'server'))
          .map(([s, n]) => `${s} ${n}`)
          .join(', ')} (${Date.now() - started} ms)`,
    );
    // nginx serves the figures to loopback only (the test and Prometheus are on loopback: the allow works).
    expect((await fetch(`${top.url}/metrics/site-a`)).status).toBe(200);

    // 2. A healthy canary: a second build of mf-content, 5% of visitors, stepped up and promoted.
    const healthy = copyBuild(APP, original, 'healthy');
    made.push(healthy.dir);
    const canaryAt = Date.now();
    const deployed = ops(top, ['deploy', APP, healthy.version, '--canary', '10']);
    expect(deployed.status, deployed.output).toBe(0);
    const status = ops(top, ['status']);
    expect(status.output).toContain(`canary ${healthy.version} for 10%`);
    const promoted = await visitUntil(
      top,
      browser,
      ['/'],
      (r) => r.action === 'promote' && r.to === healthy.version,
      150_000,
      healthy.version,
    );
    const healthyHistory = historyOf(top.registryDir).filter(
      (r) => r.to === healthy.version && Date.parse(r.at) >= canaryAt - 1000,
    );
    const steps = healthyHistory.filter((r) => r.action === 'canary' && r.figures);
    expect(steps.map((r) => r.share)).toEqual([...steps.map((r) => r.share)].sort((a, b) => a! - b!));
    expect(steps.length).toBeGreaterThanOrEqual(1);
    expect(promoted.record.figures).toBeDefined();
    expect(remotes()[APP].version).toBe(healthy.version);
    expect(promoted.visits.filter((v) => v.status !== 200)).toEqual([]);
    // The visitors' Web Vitals reached Prometheus, for the owning app and each version.
    // The canary visitor's LCP at least, under the canary's own version (a page's beacon is sometimes lost
    // on a loaded machine, as on a phone: the stable visitor's figure is printed, not required). A lost one
    // is sent again by another visit, now on the promoted version (the same label), twice at most.
    const lcpQuery = `sum by (app, version) (site_web_vitals_lcp_seconds_count{app="${APP}"})`;
    const hasCanaryLcp = (samples: Awaited<ReturnType<typeof promQuery>>) =>
      samples.some((s) => s.metric.version === healthy.version && s.value >= 1);
    const canaryLcp = () =>
      pollUntil(
        'LCP of the canary version in Prometheus',
        () => promQuery(prometheus, lcpQuery),
        hasCanaryLcp,
        8_000,
      ).catch(() => null);
    let lcp = await canaryLcp();
    for (let again = 0; !lcp && again < 2; again += 1) {
      await chromiumVisit(top, browser, 0);
      lcp = await canaryLcp();
    }
    if (!lcp) {
      // What nginx answered the beacons tells a beacon never sent from one refused by the site server.
      const beacons = beaconsOf(top);
      throw new Error(
        `no LCP of ${healthy.version} in Prometheus after 3 visits; beacons through nginx: ${beacons.join(' | ') || 'none'}`,
      );
    }
    const p75 = await promQuery(
      prometheus,
      `histogram_quantile(0.75, sum by (version, le) (site_web_vitals_lcp_seconds_bucket{app="${APP}"}))`,
    );
    figure(
      `healthy canary ${healthy.version}: deploy --canary 10 in ${deployed.ms} ms; ` +
        healthyHistory
          .filter((r) => r.action !== 'canary' || r.figures)
          .map((r) => describe(r, canaryAt))
          .join('; ') +
        `; shares observed per round (share → canary renders of /): ${promoted.shares.join(', ')}; ` +
        `${promoted.visits.length} page visits, all 200 (${promoted.visits.filter((v) => v.content).length} server-rendered); LCP samples ${lcp
          .map((s) => `${s.metric.version === original ? 'stable' : 'canary'} ${s.value}`)
          .join(
            ', ',
          )}, p75 ${p75.map((s) => `${s.metric.version === original ? 'stable' : 'canary'} ${s.value.toFixed(3)} s`).join(', ')}`,
    );

    // 3. A canary built to fail on /faq: rolled back by the decider, and every visitor got the page.
    const broken = copyBuild(APP, healthy.version, 'throws', throwsOnRoute(BROKEN_ROUTE));
    made.push(broken.dir);
    const brokenAt = Date.now();
    const brokenDeploy = ops(top, ['deploy', APP, broken.version, '--canary', '25']);
    expect(brokenDeploy.status, brokenDeploy.output).toBe(0);
    const rolledBack = await visitUntil(
      top,
      browser,
      PAGES,
      (r) => r.action === 'rollback' && r.from === broken.version,
      90_000,
      broken.version,
    );
    expect(rolledBack.record.figures).toBeDefined();
    expect(canaryShare(top.registryDir, APP)).toBe(0);
    const faq = rolledBack.visits.filter((v) => v.path === '/faq');
    // No error page: every answer a 200. A page past its data budget on a busy machine is left to the
    // browser (no server-rendered content, counted below), as for any visitor; never an error.
    expect(rolledBack.visits.filter((v) => v.status !== 200)).toEqual([]);
    // The canary's visitors of /faq were answered by the stable renderer, with the page: never by the broken one.
    const canaryFaq = faq.filter((v) => v.bucket < 25);
    expect(faq.some((v) => v.version === broken.version)).toBe(false);
    expect(canaryFaq.filter((v) => v.content && v.version === healthy.version).length).toBeGreaterThan(0);
    const fallbacks = await pollUntil(
      'fallbacks of the broken canary in Prometheus',
      () =>
        promQuery(
          prometheus,
          `sum by (reason) (site_canary_fallbacks_total{app="${APP}", version="${broken.version}"})`,
        ),
      (samples) => samples.length > 0,
      10_000,
    );
    figure(
      `failing canary ${broken.version} (throws on /faq with a query string; deploy --canary 25 passed its checks in ${brokenDeploy.ms} ms): ` +
        `${describe(rolledBack.record, brokenAt)}; shares observed per round (share → canary renders of /): ` +
        `${rolledBack.shares.join(', ')}; ${rolledBack.visits.length} page visits, ` +
        `all 200, ${rolledBack.visits.filter((v) => v.content).length} with the server-rendered page (the others left to the browser past the data budget); ` +
        `canary visitors of /faq: ${JSON.stringify(countVersions(canaryFaq))}; ` +
        `site_canary_fallbacks_total ${fallbacks.map((s) => `${s.metric.reason} ${s.value}`).join(', ')}`,
    );
    figure(`canary proof in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    // Back to the build the other tests expect; the copies are this test's own.
    ops(top, ['rollback', APP]);
    if (remotes()[APP].version !== original) ops(top, ['deploy', APP, original]);
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  }
}
