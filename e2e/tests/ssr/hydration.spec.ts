import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { inLang, LANGS, samplePages } from './routes';

// docs/decisions.md, issue 14 tests: with JavaScript on, every page takes over the server's HTML without a hydration
// warning or error, asks the API for nothing it already holds, and nothing moves (CLS 0).

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

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test('every route hydrates in place: no hydration warning, no API call for data in the page, CLS 0', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      warnings.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => warnings.push(`${page.url()}: ${error.message}`));
  const pages = await samplePages(request);
  const refetched: string[] = [];
  const shifted: string[] = [];
  for (const sample of pages) {
    for (const lang of LANGS) {
      const url = inLang(sample.path, lang);
      const calls = dataRequests(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      // The remote has taken over its slot (its first mount adds the version it runs).
      await expect(page.locator(`[data-app="${sample.remote}"] [data-remote-version]`), url).toHaveCount(1);
      if (calls.length > 0) refetched.push(`${url}: ${calls.join(', ')}`);
      const cls = await layoutShift(page);
      if (cls > 0) shifted.push(`${url}: ${cls.toFixed(4)}`);
      page.removeAllListeners('request');
    }
  }
  expect(warnings, 'console errors and warnings while hydrating').toEqual([]);
  expect(refetched, 'data fetched again although the server sent it').toEqual([]);
  expect(shifted, 'layout shift while taking over the HTML').toEqual([]);
});
