import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

// What every spec of the `no-js` project checks the same way (e2e/playwright.config.ts runs it with
// JavaScript off).

/** The page is the server's answer: the app's slot was never mounted by a script. */
export async function expectNoScriptRan(page: Page, app: string): Promise<void> {
  await expect(page.locator(`[data-app="${app}"]`)).not.toHaveAttribute('data-remote-version', /.*/);
}

/** Clicks a submit button and answers the status of the post the browser sent (303 when it went through). */
export async function postBy(page: Page, click: () => Promise<void>): Promise<number> {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.request().resourceType() === 'document'),
    click(),
  ]);
  return answer.status();
}
