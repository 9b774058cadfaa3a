import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

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
  /** Answers and p99 per tag (`pacedGet`'s `tag`), e.g. per `X-Render-Cache`. */
  tags: Record<string, { answers: number; p50: number; p99: number }>;
  /** Requests given up after `timeoutMs` (counted as failed, with that latency). */
  timedOut: number;
}

/**
 * Looks at an answer; false counts it as failed. Given, the body is read whole and decoded as a browser
 * would (brotli or gzip per Content-Encoding).
 */
export type AnswerCheck = (status: number, headers: http.IncomingHttpHeaders, body: string) => boolean;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * An open-loop GET load at a steady rate: request i leaves at start + i / rate whatever the answers
 * do, over keep-alive connections. autocannon's fixed rate is not usable for a latency target: each
 * connection sends its share of a second in one burst at the start of the second (so requests queue
 * behind each other), and its coordinated-omission correction assumes a 1 ms interval, inflating p99.
 * The latency is the time to the last byte of the answer (decoding a body is not counted).
 */
export async function pacedGet(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
  check?: AnswerCheck,
  tag?: (headers: http.IncomingHttpHeaders) => string,
  /**
   * A request not answered by then is given up, counted as failed, with this latency (a lower bound):
   * an open loop against a server that has collapsed would otherwise wait for minutes.
   */
  timeoutMs = Infinity,
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const tagged = new Map<string, number[]>();
  let ok = 0;
  let failed = 0;
  let timedOut = 0;
  const inFlight: Promise<void>[] = [];
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      let settled = false;
      const settle = () => {
        settled = true;
        clearTimeout(timer);
        resolve();
      };
      const request = http.get(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        if (check) response.on('data', (chunk: Buffer) => chunks.push(chunk));
        else response.resume();
        response.on('end', () => {
          if (settled) return;
          const latency = performance.now() - started;
          latencies.push(latency);
          if (tag) {
            const name = tag(response.headers);
            const list = tagged.get(name);
            if (list) list.push(latency);
            else tagged.set(name, [latency]);
          }
          const status = response.statusCode ?? 0;
          let good = status === 200;
          if (good && check) {
            try {
              good = check(
                status,
                response.headers,
                decode(response.headers['content-encoding'], Buffer.concat(chunks)),
              );
            } catch {
              good = false;
            }
          }
          if (good) ok += 1;
          else failed += 1;
          settle();
        });
      });
      request.on('error', () => {
        if (settled) return;
        failed += 1;
        settle();
      });
      const timer = setTimeout(
        () => {
          if (settled) return;
          latencies.push(timeoutMs);
          failed += 1;
          timedOut += 1;
          settle();
          request.destroy();
        },
        Math.min(timeoutMs, 2 ** 31 - 1),
      );
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
    timedOut,
    tags: Object.fromEntries(
      [...tagged].map(([name, values]) => {
        const byValue = [...values].sort((a, b) => a - b);
        return [
          name,
          {
            answers: values.length,
            p50: round(percentile(byValue, 50)),
            p99: round(percentile(byValue, 99)),
          },
        ];
      }),
    ),
  };
}
