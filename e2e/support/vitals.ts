import type { Page } from '@playwright/test';
import { touchToStart } from './touch';

/**
 * Has the shell send a page's Web Vitals (docs/decisions.md, "Issue 28 — metrics"): once the page has
 * hydrated, the first interaction fetches web-vitals (shell/src/composition/telemetry.ts); leaving the
 * page hides it, and the shell sends its beacon as the page goes. Ends on about:blank.
 */
export async function sendVitalsOf(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The page's code starts at the visitor's first touch (docs/decisions.md, "Issue 25 — scripts at the
  // first touch"); the shell's telemetry listens from its start, so the click below is the interaction.
  await touchToStart(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  const vitalsChunk = page.waitForResponse((response) => /web-vitals/.test(response.url()));
  await page.mouse.click(5, 5);
  await vitalsChunk;
  // The chunk runs and observes before the page goes (waiting for the beacon request itself hung).
  await page.waitForTimeout(500);
  await page.goto('about:blank');
}
