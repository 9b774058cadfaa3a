import fs from 'node:fs';
import path from 'node:path';
import type { HistoryRecord } from '../../../ops/src/release/registry';
/*
 * What the canary proof of the topology test needs besides the topology (docs/decisions.md, issue 28
 * item 6): Prometheus's HTTP API and a build made to fail (second builds: e2e/support/builds.ts).
 */

export interface PromSample {
  metric: Record<string, string>;
  value: number;
}

/** An instant query of Prometheus's HTTP API (/api/v1/query). */
export async function promQuery(prometheusUrl: string, expr: string): Promise<PromSample[]> {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = (await response.json()) as {
    status: string;
    error?: string;
    data?: { result: { metric: Record<string, string>; value: [number, string] }[] };
  };
  if (body.status !== 'success' || !body.data) throw new Error(`${expr}: ${body.error ?? response.status}`);
  return body.data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
}

/** Polls `read` until `done` holds for its value, at most `timeoutMs`; the last value otherwise throws. */
export async function pollUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
  everyMs = 500,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs} ms; last: ${JSON.stringify(value).slice(0, 600)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * The deploy history of a registry folder (history.jsonl: one record per line), as ops/src/release/
 * registry.ts reads it: the ops modules cannot be loaded here (they use `import.meta`, which Playwright's
 * loader refuses outside ES modules), so the test reads the two files it needs itself.
 */
export function historyOf(registryDir: string): HistoryRecord[] {
  const file = path.join(registryDir, 'history.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryRecord);
}

/** The share of an app's live canary (canaries.json), 0 when none. */
export function canaryShare(registryDir: string, app: string): number {
  const file = path.join(registryDir, 'canaries.json');
  if (!fs.existsSync(file)) return 0;
  const canaries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { share: number }>;
  return canaries[app]?.share ?? 0;
}

/**
 * A renderer that throws on one route when its URL has a query string (a campaign link's parameters, say),
 * as a release that breaks on what real visitors send does: the deploy's checks (every route rendered
 * without a query) pass it, visitors of that route make it throw. Appended to a copy of the real
 * renderer: only this test build has it, never the product's code.
 */
export function throwsOnRoute(route: RegExp): (source: string) => string {
  return (source) => `${source}
;(() => {
  const real = module.exports.renderer;
  const route = ${route.toString()};
  const render = async (request) => {
    const url = new URL(request.url, 'http://x');
    if (url.search && route.test(url.pathname))
      throw new Error('canary proof: this build throws on ' + request.url);
    return real.render(request);
  };
  module.exports = { ...module.exports, renderer: Object.assign(Object.create(real), { render }) };
})();
`;
}

/** Runs `tasks` with at most `width` at a time, answers in order. */
export async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next;
        next += 1;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}
