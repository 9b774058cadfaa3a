import type { Locator, Page } from '@playwright/test';

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

/**
 * A group of the main menu by its name: a `<details>` whose summary is the name (docs/decisions.md, issue
 * 25: it opens without scripts). Its summary has no ARIA role of its own, so it is found by its text.
 */
export function menuGroup(scope: Locator, name: string): { details: Locator; summary: Locator } {
  const summary = scope.locator('summary').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`) });
  return { summary, details: summary.locator('xpath=..') };
}

/** The mobile menu: a `<details>` whose summary is the hamburger (and, open, the close button). */
export function mobileMenu(page: Page): { details: Locator; hamburger: Locator } {
  const details = page.locator('details[data-mobile-menu]');
  return { details, hamburger: details.locator(':scope > summary') };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
