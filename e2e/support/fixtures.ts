import { test as base, expect, Page } from '@playwright/test';

export const API_TOKEN = process.env.API_TOKEN ?? 'medika-web-public-2026';

/** Marks the browser's line for a page whose own document answered 404 (see `withoutDocument404`). */
const OWN_DOCUMENT_404 = ' [the page itself answered 404]';

/** Every test runs against the site started by global setup, and fails on any console error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // Chromium logs "Failed to load resource: ... 404" for the document itself when a page answers 404
      // (an unknown route or item, ARCHITECTURE 2b). Told apart here by its URL, which the line lacks.
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
