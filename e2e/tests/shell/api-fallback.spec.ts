import { test, expect } from '../../support/fixtures';
import { DESKTOP, markDocument, sameDocument, unexpectedErrors } from './chromeHelpers';

test.use({ viewport: DESKTOP });

test.describe('chrome when the API fails', () => {
  test('the menu falls back to the static tree with real routes', async ({ page, consoleErrors }) => {
    await page.route('**/api/web/menu**', (route) => route.abort());
    const menuFailed = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/web/menu'));
    await page.goto('/');
    await menuFailed;
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toHaveAttribute('data-menu-source', 'fallback');
    await expect(menu.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    for (const group of ['Tentang Kami', 'Rumah Sakit Kami', 'Layanan Unggulan', 'Fasilitas dan Layanan']) {
      await expect(menu.getByRole('button', { name: group })).toBeVisible();
    }

    await markDocument(page);
    await menu.getByRole('button', { name: 'Rumah Sakit Kami' }).click();
    await menu.getByRole('link', { name: 'Medika Hospital Bandung' }).click();
    await expect(page).toHaveURL(/\/hospital\/medika-hospital-bandung$/);
    await expect(page.locator('[data-app="mf-content"] h1')).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Rumah Sakit Kami' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await sameDocument(page)).toBe(true);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('the menu comes from web/menu when the API answers', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toHaveAttribute('data-menu-source', 'api');
    await menu.getByRole('button', { name: 'Layanan Unggulan' }).click();
    await expect(menu.getByRole('link', { name: 'Endoskopi' })).toHaveAttribute(
      'href',
      '/coe/digestive/endoskopi',
    );
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('button', { name: 'Layanan Unggulan' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the footer keeps both hospitals and static links when every content call fails', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/api\/web\/(company|poli|article|menu)/, (route) => route.abort());
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hospitals = footer.getByRole('region', { name: 'Rumah Sakit Kami' });
    await expect(hospitals).toContainText('Medika Hospital Bandung');
    await expect(hospitals).toContainText('(022) 780 1234');
    await expect(hospitals).toContainText('Medika Hospital Cianjur');
    await expect(hospitals).toContainText('(0263) 820 1234');
    await expect(footer.getByRole('link', { name: 'Semua spesialis' })).toHaveAttribute(
      'href',
      '/specialist',
    );
    await expect(footer.getByRole('link', { name: 'Semua artikel' })).toHaveAttribute('href', '/news');
    await expect(footer.getByRole('link', { name: 'Manajemen' })).toHaveAttribute(
      'href',
      '/about/management',
    );
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('with the API up the footer lists 6 specialists and 6 latest articles', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const specialists = footer.getByRole('region', { name: 'Spesialis' }).getByRole('link');
    await expect(specialists).toHaveCount(7);
    for (const href of await specialists.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/specialist\/[\w-]+$|^\/specialist$/);
    }
    const articles = footer.getByRole('region', { name: 'Artikel Terbaru' }).getByRole('link');
    await expect(articles).toHaveCount(7);
    expect(consoleErrors).toEqual([]);
  });
});
