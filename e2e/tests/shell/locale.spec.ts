import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { filter } from '../doctors/helpers';
import { DESKTOP } from './chromeHelpers';

test.use({ viewport: DESKTOP });

// The language is part of the URL (docs/architecture.md §2b): each option of the selector is a link to this page
// in that language, rendered there by the server. Nothing switches in place any more.
const selector = (page: Page, label: 'Bahasa' | 'Language') => page.getByRole('group', { name: label });

async function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

test.describe('language selector', () => {
  test('offers this page in each language as a link, the current one marked', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/appointment');
    const indonesian = selector(page, 'Bahasa').getByRole('link', { name: /Bahasa Indonesia/ });
    const english = selector(page, 'Bahasa').getByRole('link', { name: /English/ });
    await expect(indonesian).toHaveAttribute('href', '/appointment');
    await expect(indonesian).toHaveAttribute('aria-current', 'true');
    await expect(english).toHaveAttribute('href', '/en/appointment');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(english).not.toHaveAttribute('aria-current', /.*/);

    await page.goto('/en/appointment');
    const back = selector(page, 'Language').getByRole('link', { name: /Bahasa Indonesia/ });
    await expect(back).toHaveAttribute('href', '/appointment');
    await expect(back).not.toHaveAttribute('aria-current', /.*/);
    await expect(selector(page, 'Language').getByRole('link', { name: /English/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('following it shows the same page, query kept, with <html lang>, the chrome and the remote in that language', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/appointment?day=1');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Cari Dokter');
    await expect(filter(page, 'Hari praktik').locator('option:checked')).toHaveText('Senin');
    expect(await htmlLang(page)).toBe('id');

    await selector(page, 'Bahasa')
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/en\/appointment\?day=1$/);
    expect(await htmlLang(page)).toBe('en');
    // The shell's texts and the menu from the API...
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toHaveText(
      'Home',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Call Us' })).toBeVisible();
    // ...and the remote's page, with the filter of the query still applied.
    await expect(heading).toHaveText('Find a Doctor');
    await expect(filter(page, 'Practice day').locator('option:checked')).toHaveText('Monday');
    await expect(selector(page, 'Language').getByRole('link', { name: /English/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await selector(page, 'Language')
      .getByRole('link', { name: /Bahasa Indonesia/ })
      .click();
    await expect(page).toHaveURL(/\/appointment\?day=1$/);
    expect(new URL(page.url()).pathname).toBe('/appointment');
    expect(await htmlLang(page)).toBe('id');
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    await expect(heading).toHaveText('Cari Dokter');
    await expect(filter(page, 'Hari praktik').locator('option:checked')).toHaveText('Senin');
    expect(consoleErrors).toEqual([]);
  });

  test('?lang=en of an older link answers a 301 to the /en page, English from the first paint', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.request.get('/?lang=en', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en');

    await page.goto('/?lang=en');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Call Us' })).toBeVisible();
    expect(await htmlLang(page)).toBe('en');
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
