import { test, expect, withoutDocument404 } from '../../support/fixtures';

test.describe('composition of the shell and the remotes', () => {
  test('an unknown path shows the 404 page with a link home, in its language', async ({
    page,
    consoleErrors,
  }) => {
    const indonesian = await page.goto('/no/such/page');
    expect(indonesian?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman ini tidak dapat ditemukan' }),
    ).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute(
      'href',
      '/',
    );
    // An English page's links stay in English (the language is in the URL).
    const english = await page.goto('/en/no/such/page');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    const home = page.locator('main').getByRole('link', { name: 'Back to home' });
    await expect(home).toHaveAttribute('href', '/en');
    // The browser logs the page's own 404 answer; nothing else may fail.
    expect(withoutDocument404(consoleErrors)).toEqual([]);
  });

  test('moving between two remotes keeps the same document (no full reload)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/appointment');
    await expect(page.locator('main h1')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'still-here';
    });
    await page.evaluate(() => {
      window.history.pushState(null, '', '/appointment/create');
    });
    await expect(page.locator('[data-app="mf-booking"]')).toBeVisible();
    await expect(page.locator('[data-app="mf-doctors"]')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
      'still-here',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('react-dom is downloaded once while visiting several remotes', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      // A marker string that only react-dom's client bundle contains.
      if (body.includes('react-dom') && body.includes('__reactContainer')) scripts.push(response.url());
    });
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    for (const path of ['/appointment', '/appointment/create', '/screening', '/konsultasi/abc']) {
      await page.evaluate((p) => window.history.pushState(null, '', p), path);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
  });
});
