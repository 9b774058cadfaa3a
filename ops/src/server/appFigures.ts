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

/** What this process counted for one app and version since it started (cumulative). */
export interface AppFigures {
  app: string;
  version: string;
  renders: number;
  renderErrors: number;
  mountFailures: number;
  slotErrors: number;
  hydrationMismatches: number;
  lcp: VitalFigure;
  inp: VitalFigure;
  cls: VitalFigure;
}

const key = (app: string, version: string) => `${app}@${version}`;

/**
 * This process's own figures per app and version (docs/decisions.md, "Issue 28 — metrics"): what the
 * canary analysis reads without PROMETHEUS_URL. Read from the same instruments Prometheus scrapes, so
 * the figures agree with the PromQL in README ("What to watch"); p75 as histogram_quantile estimates it.
 * Cumulative since the process started: a window is the difference of two readings.
 */
export async function readAppFigures(): Promise<AppFigures[]> {
  const { counters, histograms } = await collectFigures();
  const byApp = new Map<string, AppFigures>();
  const histogramsByApp = new Map<string, Partial<Record<'lcp' | 'inp' | 'cls', HistogramFigures>>>();
  const entry = (app: unknown, version: unknown): AppFigures | null => {
    if (typeof app !== 'string' || typeof version !== 'string') return null;
    let found = byApp.get(key(app, version));
    if (!found) {
      const none = { samples: 0, p75: null };
      found = {
        app,
        version,
        renders: 0,
        renderErrors: 0,
        mountFailures: 0,
        slotErrors: 0,
        hydrationMismatches: 0,
        lcp: none,
        inp: none,
        cls: none,
      };
      byApp.set(key(app, version), found);
    }
    return found;
  };
  const countInto = (
    metric: string,
    field: keyof Pick<
      AppFigures,
      'renders' | 'renderErrors' | 'mountFailures' | 'slotErrors' | 'hydrationMismatches'
    >,
  ) => {
    for (const point of counters.get(metric) ?? []) {
      const figures = entry(point.attributes.app, point.attributes.version);
      if (figures) figures[field] += point.value;
    }
  };
  countInto('site_ssr_renders', 'renders');
  countInto('site_ssr_render_errors', 'renderErrors');
  countInto('site_browser_mount_failures', 'mountFailures');
  countInto('site_browser_slot_errors', 'slotErrors');
  countInto('site_browser_hydration_mismatches', 'hydrationMismatches');
  const vitals = [
    ['site_web_vitals_lcp_seconds', 'lcp'],
    ['site_web_vitals_inp_seconds', 'inp'],
    ['site_web_vitals_cls', 'cls'],
  ] as const;
  for (const [metric, field] of vitals) {
    for (const point of histograms.get(metric) ?? []) {
      const figures = entry(point.attributes.app, point.attributes.version);
      if (!figures) continue;
      const merged = histogramsByApp.get(key(figures.app, figures.version)) ?? {};
      merged[field] = mergeHistograms(merged[field] ?? null, point.value);
      histogramsByApp.set(key(figures.app, figures.version), merged);
    }
  }
  for (const [id, merged] of histogramsByApp) {
    const figures = byApp.get(id)!;
    for (const [, field] of vitals) {
      const histogram = merged[field];
      if (histogram) figures[field] = { samples: histogram.count, p75: histogramQuantile(0.75, histogram) };
    }
  }
  return [...byApp.values()].sort((a, b) => key(a.app, a.version).localeCompare(key(b.app, b.version)));
}
