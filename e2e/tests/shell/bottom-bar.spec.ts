import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { markDocument, PHONE, sameDocument } from './chromeHelpers';

test.use({ viewport: PHONE });

const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => window.getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test.describe('bottom bar', () => {
  test('is visible on / with its four links, and reserves its height', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Akses cepat' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText([
      'Cari Dokter',
      'Buat Janji',
      'Cek / Batalkan Janji',
      'Medical Check Up',
    ]);
    await expect(bar.getByRole('link', { name: 'Cari Dokter' })).toHaveAttribute('href', '/appointment');
    await expect(bar.getByRole('link', { name: 'Buat Janji' })).toHaveAttribute(
      'href',
      '/appointment/create',
    );
    await expect(bar.getByRole('link', { name: 'Medical Check Up' })).toHaveAttribute(
      'href',
      '/services/paket-mcu',
    );
    const height = (await bar.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(44);
    await expect.poll(() => rootVar(page, '--bottombar-height')).toBe(`${Math.round(height)}px`);
    await expect.poll(() => rootVar(page, '--topbar-height')).not.toBe('0px');
    expect(consoleErrors).toEqual([]);
  });

  test('is hidden on /appointment/create, reached client-side, and comes back after', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Akses cepat' });
    await markDocument(page);
    await bar.getByRole('link', { name: 'Buat Janji' }).click();
    await expect(page).toHaveURL(/\/appointment\/create$/);
    await expect(page.locator('[data-app="mf-booking"] h1')).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect.poll(() => rootVar(page, '--bottombar-height')).toBe('0px');
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await expect(bar).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('is hidden when /appointment/create is the first page', async ({ page, consoleErrors }) => {
    await page.goto('/appointment/create');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Akses cepat' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
