import { test as base, expect, Page } from '@playwright/test';

export const API_TOKEN = process.env.API_TOKEN ?? 'medika-web-public-2026';

/** Every test runs against the site started by global setup, and fails on any console error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});

export { expect };

/** Calls the API the way the site does (token, JSON). */
export async function apiGet<T>(page: Page, pathAndQuery: string): Promise<T> {
  const response = await page.request.get(`${process.env.E2E_BASE_URL}/api/${pathAndQuery}`, {
    headers: { Authorization: `Bearer ${API_TOKEN}` },
  });
  expect(response.ok(), `GET ${pathAndQuery} -> ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}
