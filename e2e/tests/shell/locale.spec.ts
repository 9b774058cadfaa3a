import { test, expect } from '../../support/fixtures';
import { DESKTOP, markDocument, sameDocument } from './chromeHelpers';

test.use({ viewport: DESKTOP });

test.describe('language selector', () => {
  test('switches the chrome and a mounted remote to English without reload, and remembers it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/appointment');
    const heading = page.locator('[data-app="mf-doctors"] h1');
    await expect(heading).toBeVisible();
    const indonesianTitle = (await heading.textContent())?.trim();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    await markDocument(page);

    const english = page.getByRole('button', { name: /English/ });
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    await english.click();

    await expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The shell's texts...
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Call Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCount(1);
    // ...the menu from the API in English...
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toHaveText(
      'Home',
    );
    // ...and the mounted remote's texts.
    await expect(heading).not.toHaveText(indonesianTitle ?? '');
    expect(await sameDocument(page)).toBe(true);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Call Us' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(heading).not.toHaveText(indonesianTitle ?? '');

    await page.getByRole('button', { name: /Bahasa Indonesia/ }).click();
    await expect(heading).toHaveText(indonesianTitle ?? '');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    expect(consoleErrors).toEqual([]);
  });

  test('?lang=en in the URL sets English from the first paint', async ({ page, consoleErrors }) => {
    await page.goto('/?lang=en');
    await expect(page.getByRole('button', { name: 'Call Us' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
