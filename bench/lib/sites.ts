import { startSite, type RunningSite } from '../../e2e/support/site';
import { registryCopy, type SiteDist } from './siteDist';

export interface BenchSite {
  url: string;
  /** Why the server left a page's slot to the browser, as it logged it ("too-slow", "failed"...). */
  skippedRenders(): Record<string, number>;
  stop(): Promise<void>;
}

/**
 * The data budget of production (main.ts: 300 ms). The e2e sites widen it to 3 s so that their
 * hydration assertions do not flake on a busy machine; the benchmark measures what visitors get, and
 * a page left to the browser because its data came late is counted, not hidden.
 */
export const DATA_BUDGET_MS = 300;

/** What the site server logs when it leaves a slot to the browser (ops/src/server/ssr/renderPage.ts). */
const SKIPPED = /server render of \S+ \S+ skipped: ([^"(]+)/g;

/**
 * The site as `npm start` serves it (ops/src/server/main.ts through e2e/support/site.ts: the API on a
 * fresh seeded database, free port), from the benchmark's own dist folder and a copy of its registry.
 * `cacheSeconds` 0 turns the HTML cache off (every request rendered); undefined keeps the default.
 */
export async function startBenchSite(
  dist: SiteDist,
  name: string,
  options: { cacheSeconds?: number } = {},
): Promise<BenchSite> {
  const site: RunningSite = await startSite({
    DIST_DIR: dist.distDir,
    REGISTRY_DIR: registryCopy(dist, name),
    SSR_DATA_BUDGET_MS: String(DATA_BUDGET_MS),
    ...(options.cacheSeconds === undefined ? {} : { SSR_CACHE_SECONDS: String(options.cacheSeconds) }),
  });
  const skipped: Record<string, number> = {};
  // pino writes to stdout; stderr too in case a warning goes there.
  for (const stream of [site.process.stdout, site.process.stderr]) {
    let tail = '';
    stream?.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString();
      const lastNewline = text.lastIndexOf('\n');
      tail = text.slice(lastNewline + 1);
      for (const match of text.slice(0, lastNewline + 1).matchAll(SKIPPED)) {
        const reason = match[1].trim();
        skipped[reason] = (skipped[reason] ?? 0) + 1;
      }
    });
  }
  return {
    url: site.url,
    skippedRenders: () => ({ ...skipped }),
    stop: () =>
      new Promise<void>((resolve) => {
        const child = site.process;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Requests a page until the server has rendered it and keeps it in its HTML cache (`X-Render-Cache`
 * hit or miss: `off` is a page whose slot was left to the browser, which is not cached). On a busy
 * machine a render now and then misses the data budget; a measurement of the page as the server
 * renders it should not be of that page. Returns the last answer, cached or not.
 */
export async function cachedPage(
  siteUrl: string,
  pagePath: string,
  tries = 5,
): Promise<{ status: number; cache: string; html: string }> {
  let last = { status: 0, cache: 'none', html: '' };
  for (let i = 0; i < tries; i += 1) {
    const response = await fetch(`${siteUrl}${pagePath}`);
    last = {
      status: response.status,
      cache: response.headers.get('x-render-cache') ?? 'none',
      html: await response.text(),
    };
    if (last.cache === 'hit' || last.cache === 'miss') return last;
  }
  return last;
}
