import { test, expect } from '../../support/fixtures';
import { markDocument, PHONE, pushRoute, sameDocument } from './chromeHelpers';

test.use({ viewport: PHONE });

test.describe('mobile menu at 360 px', () => {
  test('opens with focus inside, closes on Escape and gives focus back to the button', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Buka menu' });
    await hamburger.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Focus stays in the panel.
    for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });

  test('closes on a route change', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await markDocument(page);
    // A route change that does not come from the menu itself (e.g. a remote's redirect).
    await pushRoute(page, '/appointment');
    await expect(page.locator('[data-app="mf-doctors"] h1')).toBeVisible();
    await expect(panel).toBeHidden();
    expect(await sameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a menu link navigates without reload and closes the panel', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await markDocument(page);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('button', { name: 'Rumah Sakit Kami' }).click();
    await panel.getByRole('link', { name: 'Medika Hospital Cianjur' }).click();
    await expect(page).toHaveURL(/\/hospital\/medika-hospital-cianjur$/);
    await expect(panel).toBeHidden();
    await expect(page.locator('[data-app="mf-content"] h1')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('the search in the panel goes to /search?q=', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('searchbox', { name: 'Cari di situs' }).fill('jantung');
    await panel.getByRole('button', { name: 'Cari' }).click();
    await expect(page).toHaveURL(/\/search\?q=jantung$/);
    await expect(panel).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});
