import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PacedResult {
  sent: number;
  ok: number;
  failed: number;
  seconds: number;
  /** Completed requests per second over the run. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * An open-loop GET load at a steady rate: request i leaves at start + i / rate whatever the answers
 * do, over keep-alive connections. autocannon's fixed rate is not usable for a latency target: each
 * connection sends its share of a second in one burst at the start of the second (so requests queue
 * behind each other), and its coordinated-omission correction assumes a 1 ms interval, inflating p99.
 */
export async function pacedGet(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - started);
          if (response.statusCode === 200) ok += 1;
          else failed += 1;
          resolve();
        });
      });
      request.on('error', () => {
        failed += 1;
        resolve();
      });
    });

  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (sent < due) {
        inFlight.push(one());
        sent += 1;
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    sent,
    ok,
    failed,
    seconds: elapsed,
    rps: Math.round(ok / elapsed),
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
  };
}
