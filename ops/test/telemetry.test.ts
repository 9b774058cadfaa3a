import type { FastifyInstance } from 'fastify';
import { serveMetrics, type MetricsServer } from '@hospital/api/metrics';
import { createSiteServer } from '../src/server/createSiteServer';
import { deploy } from '../src/registry/deploy';
import { readAppFigures } from '../src/server/appFigures';
import type { PageRenderingOptions } from '../src/server/ssr/renderPage';
import type { VitalsOptions } from '../src/server/vitals';
import { sampleValue, scrape } from '../../api/test/support/promText';
import { withTempDist } from './fixtures';
import { writeShellBuild } from './renderers';
import { writeRemoteBuild } from './remoteBuild';

/*
 * The site server's figures as Prometheus scrapes them (docs/decisions.md, "Issue 28 — metrics"):
 * server renders per app and version, and the browsers' reports at POST /telemetry/vitals (validated,
 * clamped, rate-limited, never a 500).
 */
const temp = withTempDist();
let app: FastifyInstance;
let metrics: MetricsServer;
let base = '';

const RENDERING: PageRenderingOptions = {
  origin: () => 'https://medika.example',
  apiBaseUrl: () => 'http://127.0.0.1:9/api/',
  dataBudgetMs: 300,
  streamBudgetMs: 1000,
  cacheSeconds: 0,
} as PageRenderingOptions;

async function start(vitals: VitalsOptions = { perMinute: 0 }) {
  app = await createSiteServer({ rendering: RENDERING, vitals });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A page's status, its body read to the end: an unread answer keeps its connection busy, and `close` waits for it. */
async function pageStatus(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

function report(body: unknown, contentType = 'application/json') {
  return fetch(`${base}/telemetry/vitals`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  metrics = await serveMetrics(0, '127.0.0.1');
});
afterAll(async () => {
  await metrics.close();
});
beforeEach(async () => {
  writeShellBuild(temp.dist(), 's1');
  await deploy('shell', 's1');
  writeRemoteBuild(temp.dist(), 'mf-content', 'c1', {
    routes: [
      { path: '/', layout: 'default' },
      { path: '/news/:slug', layout: 'default' },
    ],
    js: ['__federation_expose_app.c1.js'],
    css: [],
  });
  await deploy('mf-content', 'c1');
});
// Closing waits for answers still being written; a loaded machine (npm test) can take seconds.
afterEach(async () => {
  await app.close();
}, 20_000);

describe('server renders per app and version', () => {
  it('counts renders, errors and durations with the remote, its version and the shell version', async () => {
    await start();
    const labels = { app: 'mf-content', version: 'c1', shell_version: 's1' };
    const before = await scrape(metrics.url);
    const rendered = sampleValue(before, 'site_ssr_renders_total', { ...labels, outcome: 'rendered' }) || 0;
    const failed = sampleValue(before, 'site_ssr_render_errors_total', labels) || 0;
    expect(await pageStatus(`${base}/`)).toBe(200);
    expect(await pageStatus(`${base}/news/a`)).toBe(200);
    // The renderer throws for this page: the page is still a 200, left to the browser, and counted.
    expect(await pageStatus(`${base}/news/throw`)).toBe(200);
    const text = await scrape(metrics.url);
    expect(sampleValue(text, 'site_ssr_renders_total', { ...labels, outcome: 'rendered' })).toBe(
      rendered + 2,
    );
    expect(
      sampleValue(text, 'site_ssr_renders_total', { ...labels, outcome: 'failed' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'site_ssr_render_errors_total', labels)).toBe(failed + 1);
    expect(
      sampleValue(text, 'site_ssr_render_duration_seconds_count', { ...labels, outcome: 'rendered' }),
    ).toBe(rendered + 2);
    expect(text).toContain('# TYPE site_ssr_render_duration_seconds histogram');
    const figures = (await readAppFigures()).find((f) => f.app === 'mf-content' && f.version === 'c1');
    expect(figures).toMatchObject({ renderErrors: failed + 1 });
    expect(figures!.renders).toBeGreaterThanOrEqual(rendered + 3);
  });
});

describe('POST /telemetry/vitals', () => {
  it('records LCP, INP, CLS and the browser events for the app and version, clamped to sane ranges', async () => {
    await start();
    const res = await report({
      entries: [
        { app: 'mf-content', version: 'c1', name: 'LCP', value: 1800 },
        { app: 'mf-content', version: 'c1', name: 'LCP', value: 2600 },
        { app: 'mf-content', version: 'c1', name: 'LCP', value: 3_600_000 },
        { app: 'mf-content', version: 'c1', name: 'INP', value: 120 },
        { app: 'mf-content', version: 'c1', name: 'CLS', value: -4 },
        { app: 'mf-content', version: 'c1', name: 'mount-failure' },
        { app: 'shell', version: 's1', name: 'slot-error' },
        { app: 'mf-content', version: 'c1', name: 'hydration-mismatch' },
      ],
    });
    expect(res.status).toBe(204);
    const text = await scrape(metrics.url);
    const labels = { app: 'mf-content', version: 'c1' };
    expect(sampleValue(text, 'site_web_vitals_lcp_seconds_count', labels)).toBe(3);
    // An hour is a stuck tab, not a page: kept at the 60 s bound.
    expect(sampleValue(text, 'site_web_vitals_lcp_seconds_sum', labels)).toBeCloseTo(1.8 + 2.6 + 60, 5);
    expect(sampleValue(text, 'site_web_vitals_lcp_seconds_bucket', { ...labels, le: '2' })).toBe(1);
    expect(sampleValue(text, 'site_web_vitals_inp_seconds_sum', labels)).toBeCloseTo(0.12, 5);
    expect(sampleValue(text, 'site_web_vitals_cls_sum', labels)).toBe(0);
    expect(sampleValue(text, 'site_browser_mount_failures_total', labels)).toBe(1);
    expect(sampleValue(text, 'site_browser_slot_errors_total', { app: 'shell', version: 's1' })).toBe(1);
    expect(sampleValue(text, 'site_browser_hydration_mismatches_total', labels)).toBe(1);

    const figures = (await readAppFigures()).find((f) => f.app === 'mf-content' && f.version === 'c1')!;
    expect(figures.lcp.samples).toBe(3);
    // As histogram_quantile: rank 2.25 of 3 falls past the last bound (30 s), which is the answer.
    expect(figures.lcp.p75).toBe(30);
    expect(figures.inp).toEqual({ samples: 1, p75: expect.closeTo(0.1 + 0.05 * 0.75, 5) });
    expect(figures).toMatchObject({ mountFailures: 1, hydrationMismatches: 1 });
  });

  it('reads a beacon sent as text/plain (sendBeacon of a string)', async () => {
    await start();
    const res = await report(
      JSON.stringify({ entries: [{ app: 'mf-content', version: 'c1', name: 'INP', value: 40 }] }),
      'text/plain;charset=UTF-8',
    );
    expect(res.status).toBe(204);
  });

  it.each([
    ['not JSON', '{"entries": ['],
    ['no entries', {}],
    ['empty entries', { entries: [] }],
    ['an unknown metric', { entries: [{ app: 'mf-content', version: 'c1', name: 'FID', value: 3 }] }],
    ['an unknown app', { entries: [{ app: 'mf-evil', version: 'c1', name: 'LCP', value: 3 }] }],
    ['a bad version', { entries: [{ app: 'mf-content', version: '../../x y', name: 'LCP', value: 3 }] }],
    ['a version not deployed', { entries: [{ app: 'mf-content', version: 'c9', name: 'LCP', value: 3 }] }],
    ['a vital without value', { entries: [{ app: 'mf-content', version: 'c1', name: 'LCP' }] }],
    ['a value as text', { entries: [{ app: 'mf-content', version: 'c1', name: 'LCP', value: '3' }] }],
    ['an extra field', { entries: [{ app: 'mf-content', version: 'c1', name: 'LCP', value: 3, url: '/x' }] }],
    [
      'too many entries',
      { entries: Array(21).fill({ app: 'mf-content', version: 'c1', name: 'CLS', value: 0 }) },
    ],
    ['an array', [1, 2]],
    ['null', 'null'],
  ])('answers 400, never 500, to %s and records nothing', async (_what, body) => {
    await start();
    const before = sampleValue(await scrape(metrics.url), 'site_web_vitals_lcp_seconds_count', {
      app: 'mf-content',
      version: 'c1',
    });
    const res = await report(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_report');
    const after = sampleValue(await scrape(metrics.url), 'site_web_vitals_lcp_seconds_count', {
      app: 'mf-content',
      version: 'c1',
    });
    expect(after).toEqual(before);
  });

  it('refuses a body too large (413) and another type (415), never 500', async () => {
    await start();
    const big = {
      entries: [{ app: 'mf-content', version: 'c1', name: 'LCP', value: 1, pad: 'x'.repeat(10_000) }],
    };
    expect((await report(big)).status).toBe(413);
    expect((await report('a=1', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  it('limits the reports of one client per minute (429 with Retry-After)', async () => {
    await start({ perMinute: 3 });
    const ok = { entries: [{ app: 'mf-content', version: 'c1', name: 'CLS', value: 0.02 }] };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await report(ok)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const refused = await report(ok);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const text = await scrape(metrics.url);
    expect(
      sampleValue(text, 'site_vitals_reports_rejected_total', { reason: 'rate-limited' }),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('p75 from histogram buckets, as Prometheus estimates it', () => {
  it('interpolates within the bucket that holds the rank', async () => {
    const { histogramQuantile } = await import('@hospital/api/metrics');
    // 4 samples: 1 in (0, 1], 2 in (1, 2], 1 in (2, 4]; rank 3 is the last of (1, 2].
    expect(histogramQuantile(0.75, { count: 4, sum: 0, boundaries: [1, 2, 4], counts: [1, 2, 1, 0] })).toBe(
      2,
    );
    expect(histogramQuantile(0.5, { count: 4, sum: 0, boundaries: [1, 2, 4], counts: [1, 2, 1, 0] })).toBe(
      1.5,
    );
    expect(histogramQuantile(0.75, { count: 0, sum: 0, boundaries: [1], counts: [0, 0] })).toBeNull();
  });
});
