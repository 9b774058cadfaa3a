import { chromium } from '@playwright/test';
import {
  byApp,
  foreignHosts,
  imagesWithoutSize,
  loadFirstTime,
  recordPageWeight,
  sumGzip,
  sumRaw,
  type ScriptFile,
} from '../../e2e/tests/budgets/pageWeight';
import type { BenchRoute } from './routes';
import type { Mode } from './sites';

export interface RouteWeight {
  route: string;
  mode: Mode;
  url: string;
  jsRaw: number;
  jsGzip: number;
  scriptFiles: number;
  requests: number;
  reactDomCopies: number;
  perApp: Record<string, { files: number; raw: number; gzip: number }>;
  foreignHosts: string[];
  imagesWithoutSize: string[];
  scripts: ScriptFile[];
}

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What each page downloads on a first visit, in a fresh browser context (empty cache), phone-sized. */
export async function measureWeights(
  targets: { mode: Mode; siteUrl: string; routes: BenchRoute[] }[],
): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  const out: RouteWeight[] = [];
  try {
    for (const { mode, siteUrl, routes } of targets) {
      for (const route of routes) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const recorder = recordPageWeight(page);
        const url = `${siteUrl}${route.path}`;
        await loadFirstTime(page, url);
        const { scripts, requests } = await recorder.collect();
        out.push({
          route: route.name,
          mode,
          url: route.path,
          jsRaw: sumRaw(scripts),
          jsGzip: sumGzip(scripts),
          scriptFiles: scripts.length,
          requests: requests.length,
          reactDomCopies: scripts.filter((s) => s.reactDom).length,
          perApp: byApp(scripts),
          foreignHosts: foreignHosts(requests, siteUrl),
          imagesWithoutSize: await imagesWithoutSize(page),
          scripts: scripts.map((s) => ({ ...s, url: new URL(s.url).pathname })),
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
