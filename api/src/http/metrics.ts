import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Attributes, Meter } from '@opentelemetry/api';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import {
  DataPointType,
  MeterProvider,
  MetricReader,
  type Histogram as HistogramValue,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics';

/**
 * The process's figures (docs/decisions.md, "Issue 28 — metrics"): one OpenTelemetry MeterProvider per
 * process, read by two readers: the Prometheus exporter (scraped on METRICS_PORT) and a snapshot reader
 * for what runs in this process (the canary analysis without PROMETHEUS_URL). The site server and the
 * API mounted in it share it, so one scrape shows both.
 */
class SnapshotReader extends MetricReader {
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

interface Runtime {
  provider: MeterProvider;
  exporter: PrometheusExporter;
  snapshot: SnapshotReader;
}

let runtime: Runtime | null = null;

function current(): Runtime {
  if (!runtime) {
    // Never starts a server by itself: startMetricsServer does, when METRICS_PORT asks for one.
    const exporter = new PrometheusExporter({ preventServerStart: true, withoutTargetInfo: true });
    const snapshot = new SnapshotReader();
    const provider = new MeterProvider({ readers: [exporter, snapshot] });
    runtime = { provider, exporter, snapshot };
  }
  return runtime;
}

/** A meter of this process's provider; instruments made from it are scraped and read in-process. */
export function meter(name: string): Meter {
  return current().provider.getMeter(name);
}

/** Bucket bounds for durations in seconds, from a cache hit (ms) to a render past its budget. */
export const DURATION_BUCKETS_SECONDS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10,
] as const;

/** Where the Prometheus text is served: on its own port, never on the public site (loopback by default). */
export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `/metrics` on METRICS_HOST (default 127.0.0.1):METRICS_PORT (default 9464). METRICS_PORT=0 or
 * "off": none (the figures are still kept for the in-process reader). A port taken by another process
 * (two servers on one machine with the default) is said on the console and the site runs without it:
 * figures are for operations, never a reason to refuse patients.
 */
export async function startMetricsServer(
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.warn,
): Promise<MetricsServer | null> {
  const setting = (env.METRICS_PORT ?? '9464').trim().toLowerCase();
  if (setting === '0' || setting === 'off' || setting === '') return null;
  const port = Number(setting);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error('METRICS_PORT must be a port number (1-65535), 0 or "off"');
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  try {
    return await serveMetrics(port, host);
  } catch (error) {
    log(
      `Metrics NOT served on ${host}:${port} (${(error as Error).message}): set METRICS_PORT to a free port.`,
    );
    return null;
  }
}

/** Serves `/metrics` on exactly this address (port 0: any free one; tests). Rejects when it cannot listen. */
export async function serveMetrics(port: number, host: string): Promise<MetricsServer> {
  const { exporter } = current();
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url?.split('?')[0] === '/metrics') {
      exporter.getMetricsRequestHandler(request, response);
      return;
    }
    response.statusCode = 404;
    response.end('Not found: the figures are at /metrics\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shown = address.address.includes(':') ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One histogram's data points as the snapshot reader sees them (cumulative since the process started). */
export interface HistogramFigures {
  count: number;
  sum: number;
  /** Inclusive upper bounds; counts has one more entry (the +Inf bucket). */
  boundaries: number[];
  counts: number[];
}

/** Every data point of the process's instruments now, by metric name, cumulative since start. */
export async function collectFigures(): Promise<{
  counters: Map<string, { attributes: Attributes; value: number }[]>;
  histograms: Map<string, { attributes: Attributes; value: HistogramFigures }[]>;
}> {
  const { resourceMetrics } = (await current().snapshot.collect()) as { resourceMetrics: ResourceMetrics };
  const counters = new Map<string, { attributes: Attributes; value: number }[]>();
  const histograms = new Map<string, { attributes: Attributes; value: HistogramFigures }[]>();
  for (const scope of resourceMetrics.scopeMetrics) {
    for (const metric of scope.metrics) {
      const name = metric.descriptor.name;
      if (metric.dataPointType === DataPointType.SUM) {
        const points = counters.get(name) ?? [];
        for (const point of metric.dataPoints)
          points.push({ attributes: point.attributes, value: point.value as number });
        counters.set(name, points);
      } else if (metric.dataPointType === DataPointType.HISTOGRAM) {
        const points = histograms.get(name) ?? [];
        for (const point of metric.dataPoints) {
          const value = point.value as HistogramValue;
          points.push({
            attributes: point.attributes,
            value: {
              count: value.count,
              sum: value.sum ?? 0,
              boundaries: [...value.buckets.boundaries],
              counts: [...value.buckets.counts],
            },
          });
        }
        histograms.set(name, points);
      }
    }
  }
  return { counters, histograms };
}

/**
 * The q-quantile of a bucketed histogram, estimated as Prometheus's histogram_quantile does (linear
 * within the bucket, the last finite bound for the +Inf bucket), so the in-process reader and the
 * PromQL in README agree. null without observations.
 */
export function histogramQuantile(q: number, figures: HistogramFigures): number | null {
  const total = figures.counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < figures.counts.length; i++) {
    const inBucket = figures.counts[i];
    if (below + inBucket >= rank && inBucket > 0) {
      if (i >= figures.boundaries.length) return figures.boundaries[figures.boundaries.length - 1] ?? null;
      const lower = i === 0 ? 0 : figures.boundaries[i - 1];
      const upper = figures.boundaries[i];
      return lower + (upper - lower) * ((rank - below) / inBucket);
    }
    below += inBucket;
  }
  return figures.boundaries[figures.boundaries.length - 1] ?? null;
}

/** Adds a second histogram's counts into the first (two label sets of one app and version). */
export function mergeHistograms(into: HistogramFigures | null, add: HistogramFigures): HistogramFigures {
  if (!into) return { ...add, boundaries: [...add.boundaries], counts: [...add.counts] };
  return {
    count: into.count + add.count,
    sum: into.sum + add.sum,
    boundaries: into.boundaries,
    counts: into.counts.map((n, i) => n + (add.counts[i] ?? 0)),
  };
}
