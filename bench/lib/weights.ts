import { chromium } from '@playwright/test';
import {
  byApp,
  foreignHosts,
  imagesWithoutSize,
  inlineScripts,
  loadUntouched,
  recordPageWeight,
  sumGzip,
  sumRaw,
  touchAndSettle,
  type ScriptFile,
} from '../../e2e/tests/budgets/pageWeight';
import type { BenchRoute } from './routes';
import { cachedPage } from './sites';

/** The site as deployed, or the benchmark's one-bundle build of the same code (monolithSite.ts). */
export type BuildMode = 'federated' | 'monolith';

export interface RouteWeight {
  route: string;
  mode: BuildMode;
  url: string;
  /** After the visitor's first touch: what a visitor who uses the page downloads (the budgets' figure). */
  jsRaw: number;
  jsGzip: number;
  /**
   * Script files before any touch: none on a page that works as HTML (its starter is inline), the whole
   * code on one marked to start on load (docs/decisions.md, "Issue 25 — scripts at the first touch").
   */
  jsGzipBeforeTouch: number;
  /** How many script files were requested before any touch. */
  scriptFilesBeforeTouch: number;
  /**
   * The scripts inline in the document (the shell's starter: docs/decisions.md, "the starter inline"),
   * raw and gzipped on their own at level 9 like the files; they arrive with the HTML, before any touch.
   */
  inlineJsRaw: number;
  inlineJsGzip: number;
  scriptFiles: number;
  requests: number;
  reactDomCopies: number;
  perApp: Record<string, { files: number; raw: number; gzip: number }>;
  foreignHosts: string[];
  imagesWithoutSize: string[];
  /** The page showed its h1 in <main> (the page rendered, on the server or in the browser). */
  h1Shown: boolean;
  /** The document came with a remote's data block (its slot server-rendered); false for the monolith. */
  serverRendered: boolean;
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

/**
 * What each page downloads on a first visit, in a fresh browser context (empty cache), phone-sized,
 * before any touch and once the visitor has touched it. A
 * federated page is first rendered into the server's cache: a page the server left to the browser
 * downloads other code (the data layer's), and the budgets are of the server-rendered page.
 */
export async function measureWeights(
  targets: { mode: BuildMode; siteUrl: string; routes: BenchRoute[] }[],
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
        if (mode === 'federated') await cachedPage(siteUrl, route.path);
        const documentHtml = page
          .waitForResponse((r) => r.url() === url && r.request().resourceType() === 'document')
          .then((r) => r.text())
          .catch(() => '');
        await loadUntouched(page, url);
        const untouched = (await recorder.collect()).scripts;
        await touchAndSettle(page);
        const html = await documentHtml;
        const inline = inlineScripts(html);
        const { scripts, requests } = await recorder.collect();
        out.push({
          route: route.name,
          mode,
          url: route.path,
          jsRaw: sumRaw(scripts),
          jsGzip: sumGzip(scripts),
          jsGzipBeforeTouch: sumGzip(untouched),
          scriptFilesBeforeTouch: untouched.length,
          inlineJsRaw: inline.raw,
          inlineJsGzip: inline.gzip,
          scriptFiles: scripts.length,
          requests: requests.length,
          reactDomCopies: scripts.filter((s) => s.reactDom).length,
          perApp: byApp(scripts),
          foreignHosts: foreignHosts(requests, siteUrl),
          imagesWithoutSize: await imagesWithoutSize(page),
          h1Shown: await page.locator('main h1').first().isVisible(),
          serverRendered: /id="ssr-data-(?!shell")[a-z0-9-]+"/.test(html),
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
