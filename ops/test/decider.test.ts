import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RenderOutcome } from '@hospital/remote-kit/server';
import { countCanaryError } from '../src/release/canary';
import { processFigures } from '../src/release/canaryFigures';
import { decideOnce, startDecider } from '../src/release/decider';
import { DECIDER_DEFAULTS, type DeciderSettings } from '../src/release/deciderConfig';
import { registryFile } from '../src/release/layout';
import { readCanaries, readHistory, readRegistry, writeJsonAtomic } from '../src/release/registry';
import { deploy, deployCanary } from '../src/registry/deploy';
import { measuredRender } from '../src/server/ssr/renderMetrics';
import { fakeBuild, withTempDist } from './fixtures';

/*
 * The canary decider through the real registry in a temp folder (docs/decisions.md, "Issue 28 —
 * decider"): figures from a Prometheus-like HTTP API on 127.0.0.1 that answers the decider's PromQL (and
 * records it), or from this process's real instruments; its lease; `npm run decide -- --once`.
 */
const temp = withTempDist();
const ROOT = path.resolve(__dirname, '../..');

/** What the fake Prometheus answers per version of mf-booking, over any window. */
interface Side {
  renders: number;
  errors: number;
  fallbacks: number;
  /** Mount failures and slot errors reported by browsers (each of the two queries answers it). */
  browserErrors?: number;
  lcp: [samples: number, p75: number];
  inp: [samples: number, p75: number];
}
let sides: Record<string, Side> = {};
let queries: string[] = [];
let prometheusDown = false;
let prometheus: http.Server;
let prometheusUrl = '';

function answer(query: string): { metric: Record<string, string>; value: [number, string] }[] {
  const pick = (side: Side): number => {
    if (query.includes('histogram_quantile')) return (query.includes('lcp') ? side.lcp : side.inp)[1];
    if (query.includes('_count')) return (query.includes('lcp') ? side.lcp : side.inp)[0];
    if (query.includes('site_ssr_render_errors_total')) return side.errors;
    if (query.includes('site_canary_fallbacks_total')) return side.fallbacks;
    if (query.includes('site_browser_mount_failures_total')) return side.browserErrors ?? 0;
    if (query.includes('site_browser_slot_errors_total')) return 0;
    return side.renders;
  };
  if (query.includes('shell_version')) return [];
  return Object.entries(sides).map(([version, side]) => ({
    metric: { app: 'mf-booking', version },
    value: [Date.now() / 1000, String(pick(side))],
  }));
}

beforeAll(async () => {
  prometheus = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (prometheusDown || url.pathname !== '/api/v1/query') {
      response.statusCode = 503;
      response.end('down');
      return;
    }
    const query = url.searchParams.get('query') ?? '';
    queries.push(query);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({ status: 'success', data: { resultType: 'vector', result: answer(query) } }),
    );
  });
  await new Promise<void>((resolve) => prometheus.listen(0, '127.0.0.1', resolve));
  prometheusUrl = `http://127.0.0.1:${(prometheus.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => prometheus.close(() => resolve())));

const healthy = (renders: number): Side => ({
  renders,
  errors: 0,
  fallbacks: 0,
  lcp: [40, 1.5],
  inp: [40, 0.1],
});

let settings: DeciderSettings;
beforeEach(async () => {
  settings = { ...DECIDER_DEFAULTS, prometheusUrl };
  sides = { b1: healthy(2000), b2: healthy(120) };
  queries = [];
  prometheusDown = false;
  fakeBuild(temp.dist(), 'mf-booking', 'b1');
  await deploy('mf-booking', 'b1');
  fakeBuild(temp.dist(), 'mf-booking', 'b2');
  await deployCanary('mf-booking', 'b2', 5);
});

describe('decideOnce with Prometheus', () => {
  it('steps a healthy canary 5 -> 25 -> 50 -> 100 and promotes it, each decision in the history with its figures', async () => {
    const seen: (number | string)[] = [];
    for (let round = 0; round < 5 && readCanaries()['mf-booking']; round++) {
      // At 100 % stable has no visitors left: it is held against stable at the last step.
      if (round === 3) sides.b1 = healthy(0);
      const [decision] = await decideOnce({ settings });
      seen.push(decision.to);
    }
    expect(seen).toEqual([25, 50, 100, 'promote']);
    expect(readRegistry()['mf-booking']).toMatchObject({ version: 'b2', previous: ['b1'] });
    const decided = readHistory().filter((h) => h.reason);
    expect(decided.map((h) => [h.action, h.share ?? null])).toEqual([
      ['canary', 25],
      ['canary', 50],
      ['canary', 100],
      ['promote', null],
    ]);
    expect(decided[0]).toMatchObject({
      by: expect.stringMatching(/^decider@/),
      reason: expect.stringMatching(/^healthy at 5%: error rate 0.0% against stable's 0.0% over 120 renders/),
      figures: { canaryRenders: 120, stableRenders: 2000, canaryLcpP75: 1.5, canaryInpSamples: 40 },
    });
    expect(decided[3].reason).toMatch(/\(stable as measured at the last step\)$/);

    // The PromQL: per app, over a window no longer than the time since the last step.
    const shapes = new Set(queries.map((q) => q.replace(/\[\d+s\]/, '[Ws]')));
    expect([...shapes].sort()).toEqual(
      [
        'sum by (app, version) (increase(site_ssr_renders_total{app="mf-booking"}[Ws]))',
        'sum by (app, version) (increase(site_ssr_render_errors_total{app="mf-booking"}[Ws]))',
        'sum by (app, version) (increase(site_canary_fallbacks_total{app="mf-booking"}[Ws]))',
        'sum by (app, version) (increase(site_browser_mount_failures_total{app="mf-booking"}[Ws]))',
        'sum by (app, version) (increase(site_browser_slot_errors_total{app="mf-booking"}[Ws]))',
        'sum by (app, version) (increase(site_web_vitals_lcp_seconds_count{app="mf-booking"}[Ws]))',
        'histogram_quantile(0.75, sum by (app, version, le) (increase(site_web_vitals_lcp_seconds_bucket{app="mf-booking"}[Ws])))',
        'sum by (app, version) (increase(site_web_vitals_inp_seconds_count{app="mf-booking"}[Ws]))',
        'histogram_quantile(0.75, sum by (app, version, le) (increase(site_web_vitals_inp_seconds_bucket{app="mf-booking"}[Ws])))',
      ].sort(),
    );
    const windows = queries.map((q) => Number(/\[(\d+)s\]/.exec(q)?.[1]));
    expect(Math.max(...windows)).toBeLessThan(60);
  });

  it('rolls back a canary whose renders stable had to answer, and waits while Prometheus is down', async () => {
    prometheusDown = true;
    const [blind] = await decideOnce({ settings });
    expect(blind).toMatchObject({
      to: 'wait',
      reason: expect.stringMatching(/^figures unavailable \(Prometheus at .*HTTP 503\)$/),
    });
    expect(readCanaries()['mf-booking'].share).toBe(5);

    prometheusDown = false;
    sides.b2 = { ...healthy(100), fallbacks: 20 };
    const [decision] = await decideOnce({ settings });
    expect(decision).toMatchObject({
      app: 'mf-booking',
      canary: 'b2',
      stable: 'b1',
      from: 5,
      to: 'rollback',
    });
    expect(readCanaries()).toEqual({});
    expect(readHistory().pop()).toMatchObject({
      action: 'rollback',
      from: 'b2',
      to: 'b1',
      share: 0,
      reason: "error rate 16.7% (20 of 120, 20 answered by stable) against stable's 0.0%: more than +1.0%",
      figures: { canaryErrors: 20, canaryFallbacks: 20, canaryErrorRate: 0.1667 },
    });
  });

  it('lets one decider decide at a time', async () => {
    const [a, b] = await Promise.all([
      decideOnce({ settings, holder: 'decider@a:1' }),
      decideOnce({ settings, holder: 'decider@b:2' }),
    ]);
    const outcomes = [a[0], b[0]].map((d) => d.to);
    expect(outcomes.sort()).toEqual([25, 'wait'].sort());
    expect([a[0], b[0]].find((d) => d.to === 'wait')?.reason).toMatch(
      /^another decider decides \(decider@[ab]:[12], until /,
    );
    expect(readHistory().filter((h) => h.reason)).toHaveLength(1);
    // The lease outlives a round: the other decider waits until it expires (a stopped decider gives it up).
    const holder = a[0].to === 25 ? 'decider@a:1' : 'decider@b:2';
    const other = holder === 'decider@a:1' ? 'decider@b:2' : 'decider@a:1';
    expect((await decideOnce({ settings, holder: other }))[0].to).toBe('wait');
    writeJsonAtomic(registryFile('deciderLease'), {
      holder,
      until: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await decideOnce({ settings, holder: other }))[0].reason).not.toMatch(/another decider/);
  });
});

describe('startDecider', () => {
  it('decides round after round, never two at once, and gives its lease up when stopped', async () => {
    const lines: string[] = [];
    const decider = startDecider({
      settings: { ...settings, everySeconds: 0.02 },
      log: (line) => lines.push(line),
    });
    for (const until = Date.now() + 15_000; readCanaries()['mf-booking'] && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await decider.stop();
    expect(readRegistry()['mf-booking'].version).toBe('b2');
    expect(lines.map((line) => line.split(':')[1])).toEqual([
      ' canary b2 stepped 5% -> 25%',
      ' canary b2 stepped 25% -> 50%',
      ' canary b2 stepped 50% -> 100%',
      ' canary b2 promoted from 100%',
    ]);
    expect(readHistory().filter((h) => h.reason)).toHaveLength(4);
    expect(fs.existsSync(registryFile('deciderLease'))).toBe(false);
  }, 30_000);
});

describe("decideOnce on this process's own figures", () => {
  const rendered = async () => ({ kind: 'rendered' }) as unknown as RenderOutcome;

  it('counts renders and fallbacks from the real instruments, over the window since its first reading', async () => {
    const source = processFigures();
    const own = { ...DECIDER_DEFAULTS, minSamples: 20, minVitals: 0 };
    // Counted before the source's first reading, in a process that started before the window: the
    // source cannot tell when, so they are left out (fewer samples, never older ones).
    for (let i = 0; i < 30; i++) countCanaryError({ app: 'mf-booking', version: 'b2', reason: 'threw' });
    await source.read(own.windowSeconds, 'mf-booking');
    for (let i = 0; i < 40; i++)
      await measuredRender({ remote: 'mf-booking', version: 'b1' }, 's1', rendered);
    for (let i = 0; i < 25; i++)
      await measuredRender({ remote: 'mf-booking', version: 'b2' }, 's1', rendered);
    const [step] = await decideOnce({ settings: own, source });
    expect(step).toMatchObject({
      to: 25,
      figures: { canaryRenders: 25, canaryErrors: 0, stableRenders: 40 },
    });

    // The next window begins at the step: the reading the step was decided on is its baseline.
    for (let i = 0; i < 40; i++)
      await measuredRender({ remote: 'mf-booking', version: 'b1' }, 's1', rendered);
    for (let i = 0; i < 18; i++)
      await measuredRender({ remote: 'mf-booking', version: 'b2' }, 's1', rendered);
    for (let i = 0; i < 2; i++) countCanaryError({ app: 'mf-booking', version: 'b2', reason: 'timeout' });
    const [back] = await decideOnce({ settings: own, source });
    expect(back).toMatchObject({
      to: 'rollback',
      figures: { canaryRenders: 20, canaryFallbacks: 2, stableRenders: 40 },
    });
  });
});

describe('npm run decide -- --once', () => {
  it('decides on a temp registry and `npm run status` shows the figures and the decision', async () => {
    const run = (command: string[]) =>
      promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['ops/src/cli/ops.ts', ...command], {
        cwd: ROOT,
        env: { ...process.env, DIST_DIR: temp.dist(), PROMETHEUS_URL: prometheusUrl, CANARY_MIN_VITALS: '0' },
      });
    const decided = await run(['decide', '--once', 'mf-booking']);
    expect(decided.stdout).toMatch(/^mf-booking: canary b2 stepped 5% -> 25%: healthy at 5%/);
    expect(readCanaries()['mf-booking'].share).toBe(25);
    const { stdout } = await run(['status']);
    expect(stdout).toContain('canary b2 for 25% since');
    expect(stdout).toMatch(
      /stable b1: 2000 renders, error rate 0\.0%, 0 fallbacks, 0 browser errors, p75 LCP 1\.50 s \(40 samples\), p75 INP 0\.10 s \(40 samples\)/,
    );
    expect(stdout).toMatch(/canary b2: 120 renders, error rate 0\.0%/);
    expect(stdout).toMatch(/last decision .*: canary b2 \(25%\) by decider@.*: healthy at 5%/);
  }, 60_000);
});
