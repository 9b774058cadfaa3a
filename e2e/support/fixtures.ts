import { test as base, expect, Page } from '@playwright/test';
import { touchToStart } from './touch';

export { touchToStart, waitsForTouch } from './touch';

export const API_TOKEN = process.env.API_TOKEN ?? 'medika-web-public-2026';

/** Marks the browser's line for a page whose own document answered 404 (see `withoutDocument404`). */
const OWN_DOCUMENT_404 = ' [the page itself answered 404]';

/** How long a page may take to be taken over by its scripts after its load event or first touch (a busy machine). */
const HYDRATION_TIMEOUT_MS = 20_000;

/**
 * Waits until the page's scripts have taken it over (`<html data-hydrated>`, docs/server-rendering.md
 * "In the browser"), for a page whose scripts run, after the visitor's first touch when its code waits
 * for one; a page they never take over (scripts off, the 503 page) is left as it is after the timeout.
 */
export async function waitForHydration(page: Page, timeout = HYDRATION_TIMEOUT_MS): Promise<void> {
  await touchToStart(page);
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout })
    .catch(() => undefined);
}

/**
 * Every test runs against the site started by global setup, and fails on any console error.
 * `page.goto` and `page.reload` (waiting for `load`, their default) also make the visitor's first touch
 * and wait for the scripts to take the page over: the site's code starts only at that touch on a page
 * that works as HTML, or after the page has loaded on one that needs it (docs/decisions.md, issue 25),
 * and a test of the enhanced page would otherwise act on the server's HTML before it. What a tap does
 * before that is tested on purpose (e2e/tests/ssr/before-hydration.spec.ts, `waitUntil: 'commit'`).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const untilHydrated = async <T>(navigation: Promise<T>, waitUntil: string | undefined): Promise<T> => {
        const response = await navigation;
        if (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle')
          await waitForHydration(page);
        return response;
      };
      page.goto = (url, options) => untilHydrated(goto(url, options), options?.waitUntil);
      page.reload = (options) => untilHydrated(reload(options), options?.waitUntil);
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // Chromium logs "Failed to load resource: ... 404" for the document itself when a page answers 404
      // (an unknown route or item, docs/architecture.md §2b). Told apart here by its URL, which the line lacks.
      const url = msg.location().url;
      const ownDocument404 = /status of 404/.test(msg.text()) && url !== '' && url === page.url();
      errors.push(ownDocument404 ? `${msg.text()}${OWN_DOCUMENT_404} ${url}` : msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});

export { expect };

/**
 * Console errors without the browser's line for the page's own 404 answer, which a 404 page gives by
 * design. Any other 404 (a script, a style, an API call) stays an error.
 */
export function withoutDocument404(errors: string[]): string[] {
  return errors.filter((line) => !line.includes(OWN_DOCUMENT_404));
}

/** Calls the API the way the site does (token, JSON). */
export async function apiGet<T>(page: Page, pathAndQuery: string): Promise<T> {
  const response = await page.request.get(`${process.env.E2E_BASE_URL}/api/${pathAndQuery}`, {
    headers: { Authorization: `Bearer ${API_TOKEN}` },
  });
  expect(response.ok(), `GET ${pathAndQuery} -> ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}
