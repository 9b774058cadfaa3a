import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { inLang, LANGS, samplePages } from './routes';

// docs/decisions.md, issue 14 tests: with JavaScript on, every page takes over the server's HTML without a hydration
// warning or error, asks the API for nothing it already holds, and nothing moves once the HTML is parsed (CLS 0).

/** API calls of a first load that are not images or files (those are the page's own assets). */
function dataRequests(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Not data the HTML could hold: the live queue's stream (a subscription, opened once the page
    // runs) and who is signed in at the front desk (one person's screen; its cookie is the API's).
    if (/^\/api\/(queue\/live|frontdesk\/session)$/.test(url.pathname)) return;
    if (url.pathname.startsWith('/api/') && !/^\/api\/(media|files)\//.test(url.pathname))
      calls.push(url.pathname + url.search);
  });
  return calls;
}

interface Shift {
  value: number;
  /** What moved, from where to where: to find a shift that happens only on a busy machine. */
  sources: string[];
  /**
   * Before the parser had the whole document (`domInteractive`): the browser painting the HTML in parts
   * (on a busy machine it yields mid-document, e.g. between a breadcrumb's separator and its link), not
   * the take-over, as no script of the page runs before its load event (docs/decisions.md, issue 25).
   */
  whileParsing: boolean;
}

async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
        const shifts: Shift[] = [];
        const navigation = performance.getEntriesByType('navigation')[0] as
          PerformanceNavigationTiming | undefined;
        const parsed = navigation?.domInteractive ?? 0;
        const describe = (node: Node | null | undefined) => {
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          const where = node.closest('[data-app]')?.getAttribute('data-app') ?? 'chrome';
          return `${where} ${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
        };
        const rect = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              whileParsing: entry.startTime < parsed,
              sources: (entry.sources ?? []).map(
                (s) =>
                  `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)} at ${Math.round(entry.startTime)} ms (parsed at ${Math.round(parsed)} ms)`,
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 300);
      }),
  );
}

/**
 * The sample pages in 4 parts, every 4th page each: both workers share them, and a retry in CI runs one
 * part again (~50 s), not the whole ~3 minutes.
 */
const PARTS = 4;
test.describe.configure({ mode: 'parallel' });

for (let part = 0; part < PARTS; part += 1) {
  test(`every route hydrates in place: no hydration warning, no API call for data in the page, each stylesheet once, CLS 0 (part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        warnings.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => warnings.push(`${page.url()}: ${error.message}`));
    const pages = (await samplePages(request)).filter((_, i) => i % PARTS === part);
    const refetched: string[] = [];
    const shifted: string[] = [];
    const doubled: string[] = [];
    for (const sample of pages) {
      for (const lang of LANGS) {
        const url = inLang(sample.path, lang);
        const calls = dataRequests(page);
        // `load`, then the fixture waits for the scripts to take the page over (not `networkidle`: its
        // half-second of silence per page cost about a minute of this test in CI).
        await page.goto(url);
        // The remote has taken over its slot (its first mount adds the version it runs).
        await expect(page.locator(`[data-app="${sample.remote}"] [data-remote-version]`), url).toHaveCount(1);
        // Queries that would fetch again start when their components mount; the 300 ms watched for layout
        // shifts below come after that, so the calls and stylesheets are read once they are over.
        const shifts = await layoutShifts(page);
        if (calls.length > 0) refetched.push(`${url}: ${calls.join(', ')}`);
        // The remote's runtime finds the server's stylesheets instead of adding them again after the shell's.
        const sheets = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
        );
        const twice = sheets.filter((href, i) => sheets.indexOf(href) !== i);
        if (twice.length > 0) doubled.push(`${url}: ${twice.join(', ')}`);
        const describeShifts = (list: Shift[]) =>
          `${url}: ${list.reduce((sum, shift) => sum + shift.value, 0).toFixed(4)} (${list.flatMap((s) => s.sources).join('; ')})`;
        const takeOver = shifts.filter((shift) => !shift.whileParsing);
        if (takeOver.length > 0) shifted.push(describeShifts(takeOver));
        const parsing = shifts.filter((shift) => shift.whileParsing);
        if (parsing.length > 0)
          test.info().annotations.push({
            type: 'shift while the HTML was parsed',
            description: describeShifts(parsing),
          });
        page.removeAllListeners('request');
      }
    }
    expect(warnings, 'console errors and warnings while hydrating').toEqual([]);
    expect(refetched, 'data fetched again although the server sent it').toEqual([]);
    expect(doubled, 'stylesheets added a second time').toEqual([]);
    expect(shifted, 'layout shift while taking over the HTML').toEqual([]);
  });
}
