import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, touchToStart } from '../../support/fixtures';
import { startSite, stopSite, type RunningSite } from '../../support/site';

// Failure modes of the composition (docs/architecture.md §2, §2b): a broken part never takes the page down.

/** Chromium's line for a script a test made fail on purpose. */
const withoutFailedScript = (errors: string[]) =>
  errors.filter((line) => !/status of 404|\[shell\] mf-\w+ failed/.test(line));

test.describe('resilience of the composed site', () => {
  test("a remote whose entry answers 404 keeps the server's page under a notice with retry; other remotes still work", async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/dist/mf-content/*/remoteEntry.js', (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto('/');
    const content = page.locator('[data-app="mf-content"]');
    const notice = content.locator('[data-remote-error]');
    await expect(notice).toBeVisible();
    // The notice is a heading under the page's own h1, which stays: the server's page is still there.
    await expect(notice.getByRole('heading', { level: 2 })).toHaveText('Bagian ini gagal dimuat');
    await expect(notice.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(content.getByRole('heading', { level: 1 })).toHaveCount(1);
    const pageTitle = (await content.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(pageTitle).not.toBe('');
    expect(pageTitle).not.toBe('Bagian ini gagal dimuat');
    // The notice comes first, the page below it.
    const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
    const titleTop = (await content.getByRole('heading', { level: 1 }).boundingBox())?.y ?? -Infinity;
    expect(noticeTop).toBeLessThan(titleTop);
    await expect(page.locator('#shell-header header, #shell-header [data-layout]').first()).toBeVisible();

    // Another remote is unaffected.
    await page.evaluate(() => window.history.pushState(null, '', '/appointment'));
    await expect(page.locator('[data-app="mf-doctors"] h1')).toBeVisible();
    await expect(content).toBeHidden();

    // Back on the broken route, the entry is fixed: retry loads it without a full reload.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      window.history.pushState(null, '', '/');
    });
    await expect(notice).toBeVisible();
    await page.unroute('**/dist/mf-content/*/remoteEntry.js');
    await notice.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(content.locator('[data-remote-version]')).toHaveCount(1);
    await expect(content.locator('[data-remote-error]')).toHaveCount(0);
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(pageTitle);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(withoutFailedScript(consoleErrors)).toEqual([]);
  });

  test('a failed chunk load reloads the page once, then keeps the page under the notice (no reload loop)', async ({
    page,
  }) => {
    // Documents, not `load` events: the first document is reloaded before it finishes loading.
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    // The exposed module of mf-doctors is a separate chunk, preloaded by the shell's starter (the
    // server's list of the page's scripts) and loaded by the remote's entry: make it fail every time.
    await page.route('**/dist/mf-doctors/*/__federation_expose_app*.js', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    // Not the fixture's wait for hydration, which this page never reaches: the touch is made here.
    await page.goto('/appointment', { waitUntil: 'domcontentloaded' });
    const reloaded = page.waitForEvent('domcontentloaded', { timeout: 30_000 });
    await touchToStart(page);
    await reloaded;
    expect(documents).toBe(2);
    // The reloaded document waits for the visitor's next touch like any page that works as HTML
    // (docs/decisions.md, "Issue 25 — scripts at the first touch"): touched, it fails again, without a reload.
    await touchToStart(page);
    const doctors = page.locator('[data-app="mf-doctors"]');
    await expect(doctors.locator('[data-remote-error]')).toBeVisible();
    await expect(
      doctors.locator('[data-remote-error]').getByRole('button', { name: 'Coba lagi' }),
    ).toBeVisible();
    await expect(doctors.getByRole('heading', { level: 1 })).toHaveText('Cari Dokter');
    await page.waitForTimeout(1500);
    expect(documents).toBe(2);
  });
});

// The registry is read by the site server now (the page comes with it): these tests change the
// registry file, so they run against a site of their own, never the one the other tests share.
test.describe('resilience of the composed site: the registry file', () => {
  test.describe.configure({ mode: 'serial' });
  let site: RunningSite;
  let registryFile: string;
  let good: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startSite();
    registryFile = path.join(site.registryDir, 'remotes.json');
    good = fs.readFileSync(registryFile, 'utf8');
  });
  test.afterAll(() => {
    if (site?.process.pid) stopSite(site.process.pid);
  });
  test.afterEach(() => {
    fs.writeFileSync(registryFile, good);
  });

  async function expectPageOf(page: Page, remote: string) {
    await expect(page.locator(`[data-app="${remote}"] [data-remote-version]`)).toHaveCount(1);
    await expect(page.locator(`[data-app="${remote}"] h1`)).toBeVisible();
  }

  test('an unreadable registry answers a polite 503 page with a reload, never a blank page; reloading once it is back shows the page', async ({
    page,
  }) => {
    fs.writeFileSync(registryFile, '{ "mf-doctors": garbage');
    const response = await page.goto(`${site.url}/appointment`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBeTruthy();
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Situs sedang mengalami gangguan');
    // In both languages: the server cannot tell which one the visitor reads without the registry's pages.
    await expect(page.getByText('The site is having trouble: please try again in a moment.')).toBeVisible();
    const reload = page.getByRole('link', { name: 'Muat ulang / Reload' });
    await expect(reload).toBeVisible();

    fs.writeFileSync(registryFile, good);
    await reload.click();
    await expect(page).toHaveURL(`${site.url}/appointment`);
    // The link loaded a new document: its code starts at the visitor's first touch on it.
    await touchToStart(page);
    await expectPageOf(page, 'mf-doctors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cari Dokter');
  });

  test('a malformed registry entry fails that remote alone', async ({ page }) => {
    const entries = JSON.parse(good) as Record<string, unknown>;
    entries['mf-screening'] = { version: 42, entry: null, routes: 'nope' };
    fs.writeFileSync(registryFile, JSON.stringify(entries));

    // Its routes are nobody's: the 404 page, from the server as from the browser.
    const response = await page.goto(`${site.url}/screening`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman ini tidak dapat ditemukan' }),
    ).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '/appointment'));
    await expectPageOf(page, 'mf-doctors');

    // The other remotes answer as usual.
    expect((await page.goto(`${site.url}/`))?.status()).toBe(200);
    await expectPageOf(page, 'mf-content');
  });
});
