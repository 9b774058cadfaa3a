import { test, expect } from '../../support/fixtures';
import { markDocument, menuGroup, mobileMenu, PHONE, pushRoute, sameDocument } from './chromeHelpers';

test.use({ viewport: PHONE });

// The mobile menu is a <details> (docs/decisions.md, issue 25): what it does before the scripts have run is
// e2e/tests/ssr/before-hydration.spec.ts; here, the page taken over (the fixture's goto waits for it).

test.describe('mobile menu at 360 px', () => {
  test('opens over the page, closes on Escape and gives focus back to the hamburger', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const { details, hamburger } = mobileMenu(page);
    await expect(hamburger).toHaveAccessibleName('Buka menu');
    await hamburger.click();
    await expect(details).toHaveAttribute('open', '');
    await expect(hamburger).toHaveAccessibleName('Tutup menu');
    const nav = details.getByRole('navigation', { name: 'Menu utama' });
    await expect(nav).toBeVisible();

    // Tab moves into the menu after the hamburger.
    await hamburger.focus();
    await page.keyboard.press('Tab');
    expect(await details.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
    await expect(nav).toBeHidden();
    await expect(hamburger).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('closes on a route change', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const { details, hamburger } = mobileMenu(page);
    await hamburger.click();
    await expect(details).toHaveAttribute('open', '');
    await markDocument(page);
    // A route change that does not come from the menu itself (e.g. a remote's redirect).
    await pushRoute(page, '/appointment');
    await expect(page.locator('[data-app="mf-doctors"] h1')).toBeVisible();
    await expect(details).not.toHaveAttribute('open');
    expect(await sameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a menu link navigates without reload and closes the menu', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await markDocument(page);
    const { details, hamburger } = mobileMenu(page);
    await hamburger.click();
    const nav = details.getByRole('navigation', { name: 'Menu utama' });
    await menuGroup(nav, 'Rumah Sakit Kami').summary.click();
    await nav.getByRole('link', { name: 'Medika Hospital Cianjur' }).click();
    await expect(page).toHaveURL(/\/hospital\/medika-hospital-cianjur$/);
    await expect(details).not.toHaveAttribute('open');
    await expect(page.locator('[data-app="mf-content"] h1')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('the search in the menu goes to /search?q=', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const { details, hamburger } = mobileMenu(page);
    await hamburger.click();
    await details.getByRole('combobox', { name: 'Cari di situs' }).fill('jantung');
    await details.getByRole('button', { name: 'Cari' }).click();
    await expect(page).toHaveURL(/\/search\?q=jantung$/);
    await expect(details).not.toHaveAttribute('open');
    expect(consoleErrors).toEqual([]);
  });
});
