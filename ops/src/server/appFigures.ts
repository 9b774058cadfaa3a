import {
  collectFigures,
  histogramQuantile,
  mergeHistograms,
  type HistogramFigures,
} from '@hospital/api/metrics';

/** A bucketed figure of one app and version: how many samples, and their 75th percentile (seconds or unitless). */
export interface VitalFigure {
  samples: number;
  p75: number | null;
}

type Counts =
  'renders' | 'renderErrors' | 'fallbacks' | 'mountFailures' | 'slotErrors' | 'hydrationMismatches';
type Vitals = 'lcp' | 'inp' | 'cls';

/** What this process counted for one app and version since it started (cumulative). */
export type AppFigures = { app: string; version: string } & Record<Counts, number> &
  Record<Vitals, VitalFigure>;

/** The same, with the vitals' buckets: two readings subtract into the figures of the time between them. */
export type AppCounts = { app: string; version: string } & Record<Counts, number> &
  Record<Vitals, HistogramFigures | null>;

const key = (app: string, version: string) => `${app}@${version}`;

const COUNTERS: [string, Counts][] = [
  ['site_ssr_renders', 'renders'],
  ['site_ssr_render_errors', 'renderErrors'],
  ['site_canary_fallbacks', 'fallbacks'],
  ['site_browser_mount_failures', 'mountFailures'],
  ['site_browser_slot_errors', 'slotErrors'],
  ['site_browser_hydration_mismatches', 'hydrationMismatches'],
];
const VITALS: [string, Vitals][] = [
  ['site_web_vitals_lcp_seconds', 'lcp'],
  ['site_web_vitals_inp_seconds', 'inp'],
  ['site_web_vitals_cls', 'cls'],
];

/**
 * This process's counts per app and version, cumulative since it started, the vitals as buckets. The
 * shell's renders are the pages rendered with it (`shell_version` of site_ssr_renders); its errors are
 * its canary fallbacks (a remote's render error is the remote's).
 */
export async function readAppCounts(): Promise<AppCounts[]> {
  const { counters, histograms } = await collectFigures();
  const byApp = new Map<string, AppCounts>();
  const entry = (app: unknown, version: unknown): AppCounts | null => {
    if (typeof app !== 'string' || typeof version !== 'string') return null;
    let found = byApp.get(key(app, version));
    if (!found) {
      found = {
        app,
        version,
        renders: 0,
        renderErrors: 0,
        fallbacks: 0,
        mountFailures: 0,
        slotErrors: 0,
        hydrationMismatches: 0,
        lcp: null,
        inp: null,
        cls: null,
      };
      byApp.set(key(app, version), found);
    }
    return found;
  };
  for (const [metric, field] of COUNTERS) {
    for (const point of counters.get(metric) ?? []) {
      const figures = entry(point.attributes.app, point.attributes.version);
      if (figures) figures[field] += point.value;
      if (metric === 'site_ssr_renders') {
        const shell = entry('shell', point.attributes.shell_version);
        if (shell) shell.renders += point.value;
      }
    }
  }
  for (const [metric, field] of VITALS) {
    for (const point of histograms.get(metric) ?? []) {
      const figures = entry(point.attributes.app, point.attributes.version);
      if (figures) figures[field] = mergeHistograms(figures[field], point.value);
    }
  }
  return [...byApp.values()].sort((a, b) => key(a.app, a.version).localeCompare(key(b.app, b.version)));
}

/** A histogram's samples and p75, as histogram_quantile(0.75, ...) estimates it. */
export function vitalFigure(histogram: HistogramFigures | null): VitalFigure {
  return histogram
    ? { samples: histogram.count, p75: histogramQuantile(0.75, histogram) }
    : { samples: 0, p75: null };
}

/**
 * This process's own figures per app and version (docs/decisions.md, "Issue 28 — metrics"): what the
 * canary analysis reads without PROMETHEUS_URL. Read from the same instruments Prometheus scrapes, so
 * the figures agree with the PromQL in README ("What to watch"); p75 as histogram_quantile estimates it.
 * Cumulative since the process started: a window is the difference of two readings (readAppCounts).
 */
export async function readAppFigures(): Promise<AppFigures[]> {
  return (await readAppCounts()).map((counts) => ({
    ...counts,
    lcp: vitalFigure(counts.lcp),
    inp: vitalFigure(counts.inp),
    cls: vitalFigure(counts.cls),
  }));
}
