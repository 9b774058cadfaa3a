import { performance } from 'node:perf_hooks';
import type { HistogramFigures } from '@hospital/api/metrics';
import { readAppCounts, vitalFigure, type AppCounts, type VitalFigure } from '../server/appFigures';

/*
 * The figures the canary decider compares (docs/decisions.md, "Issue 28 — decider"), per app and version
 * over a window that ends now: from Prometheus's HTTP API when PROMETHEUS_URL is set (every site server's
 * figures), else from this process's own instruments (one machine, `npm start`). Both answer the same
 * questions; the PromQL is below and in README "Releasing a remote safely".
 */

/** One version's figures over the window. */
export interface VersionFigures {
  /** Renders counted under this version (a canary render stable answered is counted under stable). */
  renders: number;
  /** Renders that threw (`failed`). */
  renderErrors: number;
  /** Canary renders the stable renderer answered instead: errors of this version (site_canary_fallbacks). */
  fallbacks: number;
  /**
   * Browsers' reports of this version's code failing: mount failures and errors inside its slot
   * (site_browser_mount_failures, site_browser_slot_errors). A canary that renders well on the server
   * but breaks in browsers fails by these.
   */
  browserErrors: number;
  lcp: VitalFigure;
  inp: VitalFigure;
}

/** Figures by `app@version`. */
export type FigureMap = Map<string, VersionFigures>;

export const figureKey = (app: string, version: string) => `${app}@${version}`;

export function noFigures(): VersionFigures {
  return {
    renders: 0,
    renderErrors: 0,
    fallbacks: 0,
    browserErrors: 0,
    lcp: { samples: 0, p75: null },
    inp: { samples: 0, p75: null },
  };
}

/** Where figures cannot be had now (Prometheus down, an answer that is not one): the decider waits. */
export class FiguresUnavailable extends Error {}

export interface FiguresSource {
  name: 'prometheus' | 'process';
  /** Every version's figures over the last `windowSeconds` (of one app, or of all). */
  read(windowSeconds: number, app?: string): Promise<FigureMap>;
}

/** The PromQL the decider sends, by what each answers (README "Releasing a remote safely"). */
export function canaryQueries(windowSeconds: number, app?: string): Record<string, string> {
  const w = `[${Math.max(1, Math.ceil(windowSeconds))}s]`;
  const of = app ? `{app="${app}"}` : '';
  const queries: Record<string, string> = {};
  if (app !== 'shell') {
    queries.renders = `sum by (app, version) (increase(site_ssr_renders_total${of}${w}))`;
    queries.renderErrors = `sum by (app, version) (increase(site_ssr_render_errors_total${of}${w}))`;
  }
  // The shell renders every page: its renders are the pages rendered with it, by shell_version.
  if (!app || app === 'shell')
    queries.shellRenders = `sum by (shell_version) (increase(site_ssr_renders_total${w}))`;
  queries.fallbacks = `sum by (app, version) (increase(site_canary_fallbacks_total${of}${w}))`;
  queries.mountFailures = `sum by (app, version) (increase(site_browser_mount_failures_total${of}${w}))`;
  queries.slotErrors = `sum by (app, version) (increase(site_browser_slot_errors_total${of}${w}))`;
  for (const [vital, metric] of [
    ['lcp', 'site_web_vitals_lcp_seconds'],
    ['inp', 'site_web_vitals_inp_seconds'],
  ] as const) {
    queries[`${vital}Samples`] = `sum by (app, version) (increase(${metric}_count${of}${w}))`;
    queries[`${vital}P75`] =
      `histogram_quantile(0.75, sum by (app, version, le) (increase(${metric}_bucket${of}${w})))`;
  }
  return queries;
}

interface VectorSample {
  metric: Record<string, string>;
  value: [number, string];
}

/** Figures from Prometheus (/api/v1/query): every site server's, as scraped. */
export function prometheusFigures(baseUrl: string, timeoutMs = 5000): FiguresSource {
  async function query(promql: string): Promise<VectorSample[]> {
    const url = `${baseUrl.replace(/\/+$/, '')}/api/v1/query?query=${encodeURIComponent(promql)}`;
    let body: unknown;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      body = await response.json().catch(() => null);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      throw new FiguresUnavailable(`Prometheus at ${baseUrl}: ${(error as Error).message}`);
    }
    const answer = body as { status?: string; data?: { resultType?: string; result?: unknown } } | null;
    if (
      answer?.status !== 'success' ||
      answer.data?.resultType !== 'vector' ||
      !Array.isArray(answer.data.result)
    )
      throw new FiguresUnavailable(`Prometheus at ${baseUrl} answered no vector for ${promql}`);
    return answer.data.result as VectorSample[];
  }
  return {
    name: 'prometheus',
    async read(windowSeconds, app) {
      const queries = canaryQueries(windowSeconds, app);
      const names = Object.keys(queries);
      const answers = await Promise.all(names.map((name) => query(queries[name])));
      const figures: FigureMap = new Map();
      const at = (a: string | undefined, v: string | undefined) => {
        if (!a || !v) return null;
        const k = figureKey(a, v);
        if (!figures.has(k)) figures.set(k, noFigures());
        return figures.get(k)!;
      };
      names.forEach((name, i) => {
        for (const sample of answers[i]) {
          const n = Number(sample.value?.[1]);
          const f =
            name === 'shellRenders'
              ? at('shell', sample.metric.shell_version)
              : at(sample.metric.app, sample.metric.version);
          if (!f) continue;
          const count = Number.isFinite(n) ? n : 0;
          if (name === 'renders' || name === 'shellRenders') f.renders += count;
          else if (name === 'renderErrors') f.renderErrors = count;
          else if (name === 'fallbacks') f.fallbacks = count;
          else if (name === 'mountFailures' || name === 'slotErrors') f.browserErrors += count;
          else if (name === 'lcpSamples') f.lcp = { ...f.lcp, samples: count };
          else if (name === 'inpSamples') f.inp = { ...f.inp, samples: count };
          else if (name === 'lcpP75') f.lcp = { ...f.lcp, p75: Number.isFinite(n) ? n : null };
          else if (name === 'inpP75') f.inp = { ...f.inp, p75: Number.isFinite(n) ? n : null };
        }
      });
      return figures;
    },
  };
}

function minusHistogram(
  now: HistogramFigures | null,
  before: HistogramFigures | null,
): HistogramFigures | null {
  if (!now || !before || before.boundaries.join() !== now.boundaries.join()) return now;
  return {
    count: now.count - before.count,
    sum: now.sum - before.sum,
    boundaries: now.boundaries,
    counts: now.counts.map((n, i) => n - (before.counts[i] ?? 0)),
  };
}

interface Reading {
  at: number;
  counts: Map<string, AppCounts>;
}

/**
 * This process's own figures over a window (issue 28, one machine): its instruments count since the
 * process started, so it keeps its readings and subtracts the last one taken at or before the window's
 * start, as Prometheus's increase() does with scrapes. With no reading that old: everything since the
 * process started when it started within the window, else since the oldest reading (fewer samples, never
 * figures from before the window).
 */
export function processFigures(
  options: { keepSeconds?: number; now?: () => number; readCounts?: () => Promise<AppCounts[]> } = {},
): FiguresSource {
  const now = options.now ?? Date.now;
  const readCounts = options.readCounts ?? readAppCounts;
  const keepMs = (options.keepSeconds ?? 3600) * 1000;
  const startedAt = performance.timeOrigin;
  const readings: Reading[] = [];
  return {
    name: 'process',
    async read(windowSeconds, app) {
      const at = now();
      const counts = new Map((await readCounts()).map((c) => [figureKey(c.app, c.version), c]));
      const since = at - windowSeconds * 1000;
      const before = readings.filter((r) => r.at <= since).pop();
      const reading = { at, counts };
      const baseline = before ?? (startedAt >= since ? null : (readings[0] ?? reading));
      readings.push(reading);
      // Keep what a window may still reach back to, and the one reading just older than that.
      while (readings.length > 1 && readings[1].at <= at - keepMs) readings.shift();
      const figures: FigureMap = new Map();
      for (const [k, c] of counts) {
        if (app && c.app !== app) continue;
        const b = baseline?.counts.get(k);
        figures.set(k, {
          renders: c.renders - (b?.renders ?? 0),
          renderErrors: c.renderErrors - (b?.renderErrors ?? 0),
          fallbacks: c.fallbacks - (b?.fallbacks ?? 0),
          browserErrors: c.mountFailures + c.slotErrors - ((b?.mountFailures ?? 0) + (b?.slotErrors ?? 0)),
          lcp: vitalFigure(minusHistogram(c.lcp, b?.lcp ?? null)),
          inp: vitalFigure(minusHistogram(c.inp, b?.inp ?? null)),
        });
      }
      return figures;
    },
  };
}
