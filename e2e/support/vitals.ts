import type { Page } from '@playwright/test';
import { touchToStart } from './touch';

/**
 * Waits until the page has a Largest Contentful Paint candidate. Chromium stops recording LCP at the
 * first input (a key press included), so a touch made before the first paint leaves the page with no
 * LCP at all, and web-vitals then has nothing to report: on a busy machine `domcontentloaded` can come
 * before that paint.
 */
async function lcpCandidate(page: Page): Promise<void> {
  const seen = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 15_000);
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().length === 0) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(true);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  if (!seen) throw new Error(`no Largest Contentful Paint in 15 s on ${page.url()}`);
}

/**
 * Has the shell send a page's Web Vitals (docs/decisions.md, "Issue 28 — metrics"): once the page has
 * painted and hydrated, the first interaction fetches web-vitals (shell/src/composition/telemetry.ts);
 * leaving the page hides it, and the shell sends its beacon as the page goes. Ends on about:blank.
 */
export async function sendVitalsOf(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await lcpCandidate(page);
  // The page's code starts at the visitor's first touch (docs/decisions.md, "Issue 25 — scripts at the
  // first touch"); the shell's telemetry listens from its start, so the click below is the interaction.
  await touchToStart(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  const vitalsChunk = page.waitForResponse((response) => /web-vitals/.test(response.url()));
  await page.mouse.click(5, 5);
  await vitalsChunk;
  // The chunk has run once webpack has removed its script element (it does on the script's load);
  // web-vitals then reads the buffered LCP in a task of its own, before the page goes (waiting for the
  // beacon request itself hung).
  await page.waitForFunction(() => document.querySelector('script[src*="web-vitals"]') === null, undefined, {
    timeout: 15_000,
  });
  await page.waitForTimeout(500);
  await page.goto('about:blank');
}
