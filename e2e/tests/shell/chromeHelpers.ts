import type { Page } from '@playwright/test';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A marker on window: still there later means no full reload happened in between. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __chromeMarker: string }).__chromeMarker = 'same-document';
  });
}

export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __chromeMarker?: string }).__chromeMarker === 'same-document',
  );
}

/** Client-side navigation from outside the chrome (as a remote's link would do). */
export async function pushRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}

/** Console errors minus the browser's own line for a request a test aborted on purpose. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: net::ERR_FAILED/.test(e));
}
