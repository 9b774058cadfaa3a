import { test, expect } from '../../support/fixtures';

// Failure modes of the composition (ARCHITECTURE 2): a broken part never takes the page down.
test.describe('resilience of the composed site', () => {
  test('a remote whose entry answers 404 shows the error panel with retry; other remotes still work', async ({
    page,
  }) => {
    await page.route('**/dist/mf-content/*/remoteEntry.js', (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto('/');
    const content = page.locator('[data-app="mf-content"]');
    await expect(content.locator('[data-remote-error]')).toBeVisible();
    await expect(content.getByRole('heading', { level: 1 })).toHaveText('Bagian ini gagal dimuat');
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
    await expect(content.locator('[data-remote-error]')).toBeVisible();
    await page.unroute('**/dist/mf-content/*/remoteEntry.js');
    await content.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(content.locator('h1')).not.toHaveText('Bagian ini gagal dimuat');
    await expect(content.locator('[data-remote-error]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test('an unreachable registry shows the error page with a retry, never a blank page', async ({ page }) => {
    await page.route('**/registry/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/appointment');
    await expect(page.locator('[data-shell-error]')).toBeVisible();
    await expect(page.locator('[data-shell-error]')).toContainText('503');
    await page.unroute('**/registry/remotes.json');
    await page.locator('[data-shell-error]').getByRole('button').click();
    await expect(page.locator('[data-app="mf-doctors"] h1')).toBeVisible();
    await expect(page.locator('[data-shell-error]')).toHaveCount(0);
  });

  test('a malformed registry entry fails that remote alone', async ({ page }) => {
    await page.route('**/registry/remotes.json', async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as Record<string, unknown>;
      registry['mf-screening'] = { version: 42, entry: null, routes: 'nope' };
      await route.fulfill({ response, json: registry });
    });
    await page.goto('/screening');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman ini tidak dapat ditemukan' }),
    ).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '/appointment'));
    await expect(page.locator('[data-app="mf-doctors"] h1')).toBeVisible();
  });

  test('a failed chunk load reloads the page once, then shows the error panel (no reload loop)', async ({
    page,
  }) => {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    // The exposed module of mf-doctors is a separate chunk: make it fail every time.
    await page.route('**/dist/mf-doctors/*/__federation_expose_app*.js', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/appointment');
    await expect(page.locator('[data-app="mf-doctors"] [data-remote-error]')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
  });
});
