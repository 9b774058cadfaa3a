import type { Page } from '@playwright/test';
import type { ArticleSummary, Doctor, ListResult } from '@hospital/api-client';
import { apiGet, expect, test } from '../../support/fixtures';
import {
  byApp,
  foreignHosts,
  imagesWithoutSize,
  kb,
  KB,
  loadFirstTime,
  loadUntouched,
  recordPageWeight,
  sumGzip,
  touchAndSettle,
  type ScriptFile,
} from './pageWeight';

// docs/decisions.md, issue 9 budgets, as revised by docs/decisions.md, issue 14 (server rendering: hydration needs the page's code at once):
// deterministic figures only (bytes and counts, never timings). A failure names the figure, the budget
// and what made it up.
// "First load" is every script a fresh visit downloads until the network has been idle, including what
// loads lazily during that time (prefetches), not only what the first paint needs: before any touch (none
// on a page that works as HTML: its starter is inline, docs/decisions.md "the starter inline"), and after the visitor's first touch, which starts the
// code (docs/decisions.md, "Issue 25 — scripts at the first touch"); the budget is on the latter, what a
// visitor who uses the page downloads.
// bench/lib/targets.ts (firstLoadGzip) has the same figures.
const FIRST_LOAD_BUDGETS = [
  // 205 KB since issue 25: the page works before its code, which now loads after the load event, and that
  // code carries the forms' server answers and the home page's structured data (docs/decisions.md, issue 25).
  // 206 KB since issue 28: the listener that counts a remote's mount failure or hydration mismatch from the
  // first moment, and the canary's fallback to stable, are on the first load (+0.6 KB; the reporter and
  // web-vitals load later).
  // 198 KB since scope hoisting is back on (docs/decisions.md, "Issue 14 — scope hoisting back on"): 197.7 KB
  // measured, within issue 25's target of 200 KB (bench/lib/targets.ts) again.
  // 199 KB since each remote's router drops single-spa's echo of its own push (docs/decisions.md, "Issue 25 —
  // one render per URL change"): 198.0 KB measured (+0.3 KB).
  { path: '/', budget: 199 * KB },
  { path: '/appointment/create', budget: 230 * KB },
];

const PHONE = { width: 412, height: 823 };

function breakdown(scripts: ScriptFile[]): string {
  const apps = Object.entries(byApp(scripts))
    .map(([app, s]) => `${app} ${kb(s.gzip)} in ${s.files} files`)
    .join(', ');
  const biggest = [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 12)
    .map((s) => `${new URL(s.url).pathname} ${kb(s.gzip)}`)
    .join('; ');
  return `by app: ${apps}. Largest files: ${biggest}`;
}

/** The main pages of the site, with a real doctor and a real article of the seeded API. */
async function mainPages(page: Page): Promise<string[]> {
  const doctors = await apiGet<{ data: ListResult<Doctor> }>(page, 'web/dokter?limit=1&order=id%20asc');
  const articles = await apiGet<{ data: ListResult<ArticleSummary> }>(
    page,
    'web/article?limit=1&order=published_date%20desc',
  );
  return [
    '/',
    '/appointment',
    '/appointment/create',
    `/doctor/${doctors.data.results[0].id}`,
    '/news',
    `/news/${articles.data.results[0].slug}`,
    '/event',
    '/faq',
    '/contact-us',
    '/screening',
    '/kiosk',
  ];
}

/** Scrolls to the end in steps, so sections rendered on approach (and their images) are there too. */
async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
}

test.describe('performance budgets (issues 9 and 14)', () => {
  test.use({ viewport: PHONE });

  for (const budget of FIRST_LOAD_BUDGETS) {
    test(`a first load of ${budget.path} downloads no script before any touch, and within ${kb(budget.budget)} of gzip JS once touched`, async ({
      page,
    }) => {
      const recorder = recordPageWeight(page);
      await loadUntouched(page, budget.path);
      const untouched = (await recorder.collect()).scripts;
      await touchAndSettle(page);
      const { scripts } = await recorder.collect();
      const total = sumGzip(scripts);
      test.info().annotations.push({
        type: `gzip JS of ${budget.path}`,
        description:
          `before any touch ${kb(sumGzip(untouched))} in ${untouched.length} file(s); after the first touch ` +
          `${kb(total)} of ${kb(budget.budget)}; ${breakdown(scripts)}`,
      });
      // The page works as HTML: a visitor who only reads downloads none of its code (docs/decisions.md,
      // "Issue 25 — scripts at the first touch").
      expect(
        untouched.map((s) => new URL(s.url).pathname),
        'scripts downloaded before any touch',
      ).toEqual([]);
      expect(scripts.length, 'no script was downloaded after the touch: is the site up?').toBeGreaterThan(1);
      expect(
        total,
        `gzip JS downloaded on a first load of ${budget.path} once touched is ${kb(total)} (${total} B), over the ` +
          `budget of ${kb(budget.budget)} by ${kb(total - budget.budget)}; ` +
          breakdown(scripts),
      ).toBeLessThanOrEqual(budget.budget);
    });
  }

  // One fresh visit of each main page serves three budgets: react-dom once, no other host, sized images.
  test('each main page downloads exactly one react-dom (one in all for a visit across the remotes), requests no host but the site itself, and gives every image width and height', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const pages = await mainPages(page);
    const copies: string[] = [];
    const foreign: string[] = [];
    const unsized: string[] = [];
    for (const path of pages) {
      const context = await browser.newContext({ viewport: PHONE });
      const fresh = await context.newPage();
      const recorder = recordPageWeight(fresh);
      await loadFirstTime(fresh, `${process.env.E2E_BASE_URL}${path}`);
      // React DOM is counted on the first load itself, before scrolling brings in what loads on approach.
      const { scripts } = await recorder.collect();
      const found = scripts.filter((s) => s.reactDom).map((s) => new URL(s.url).pathname);
      if (found.length !== 1) copies.push(`${path}: ${found.length} (${found.join(', ') || 'none'})`);
      await scrollThrough(fresh);
      const { requests } = await recorder.collect();
      const hosts = foreignHosts(requests, process.env.E2E_BASE_URL as string);
      if (hosts.length) foreign.push(`${path}: ${hosts.join(', ')}`);
      const images = await imagesWithoutSize(fresh);
      if (images.length) unsized.push(`${path}: ${images.map((src) => src.slice(0, 100)).join(', ')}`);
      await context.close();
    }
    // Soft: one failing budget does not hide the others.
    expect
      .soft(copies, `pages whose first load did not download exactly one react-dom: ${copies.join('; ')}`)
      .toEqual([]);
    expect.soft(foreign, `requests to other hosts (budget: none): ${foreign.join('; ')}`).toEqual([]);
    expect
      .soft(unsized, `<img> without width and height attributes (budget: none): ${unsized.join('; ')}`)
      .toEqual([]);

    // One document moving through every remote: still one copy in all.
    const recorder = recordPageWeight(page);
    await loadFirstTime(page, '/');
    for (const path of pages.slice(1)) {
      await page.evaluate((p) => window.history.pushState(null, '', p), path);
      await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
    }
    await page.waitForLoadState('networkidle');
    const found = (await recorder.collect()).scripts.filter((s) => s.reactDom);
    expect(
      found.length,
      `react-dom copies downloaded while visiting ${pages.join(', ')} in one document: ${found.length} ` +
        `(${found.map((s) => new URL(s.url).pathname).join(', ')}); budget: 1`,
    ).toBe(1);
  });
});
