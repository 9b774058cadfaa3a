import type { Page } from '@playwright/test';

// Without the test runner's fixtures, so the benchmark (bench/lib) touches pages the same way.

/**
 * Whether the page's code waits for the visitor's first touch (shell/src/startAfterLoad.js): a page
 * that works as HTML, not marked to start its scripts on load (`data-start="load"` on `#boot-scripts`),
 * and not yet taken over. A page without the starter (scripts off, an error page of the server) waits
 * for nothing.
 */
export function waitsForTouch(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.querySelector('script[data-main]') !== null &&
      document.getElementById('boot-scripts')?.getAttribute('data-start') !== 'load' &&
      !document.documentElement.hasAttribute('data-hydrated'),
  );
}

/**
 * The visitor's first touch, made so the page's code starts (docs/decisions.md, "Issue 25 — scripts at
 * the first touch"): a real key press of Shift, which the starter hears (`keydown`) and the page does
 * nothing with: no link followed, no control pressed, no scroll, no focus moved. Chromium counts it as
 * keyboard input for `:focus-visible`; made right after the page has loaded, before any click, it changes
 * nothing there: an element focused by script shows its ring on a fresh page with or without the key
 * press (measured in Chromium 156), and the test's next click makes the pointer the last input again. A
 * dispatched `pointerdown` would leave no trace at all, but would not be the browser's own input.
 */
export async function touchToStart(page: Page): Promise<void> {
  // The starter is inline at the end of the body: it listens from before DOMContentLoaded.
  await page.waitForLoadState('domcontentloaded');
  if (await waitsForTouch(page)) await page.keyboard.press('Shift');
}
