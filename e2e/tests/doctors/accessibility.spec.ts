import { axeOn } from '../a11y/axe';
import { test, expect } from '../../support/fixtures';
import { filter, resultsRegion } from './helpers';

const PAGES: { path: string; ready: string; width: number }[] = [
  { path: '/appointment?hospital=1', ready: 'article', width: 1280 },
  { path: '/appointment?day=2', ready: 'article', width: 360 },
  { path: '/doctor/1003', ready: 'h1', width: 360 },
  { path: '/specialist?lang=en', ready: 'h2', width: 1280 },
  { path: '/specialist/jantung', ready: 'article', width: 360 },
  { path: '/kiosk', ready: 'h3', width: 1280 },
];

test.describe('mf-doctors accessibility', () => {
  for (const { path, ready, width } of PAGES) {
    test(`${path} at ${width}px has no axe violations and one h1`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator(`main ${ready}`).first()).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(1);
      const results = await axeOn(page).include('main').analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      // Nothing wider than a 360 px phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an empty search suggests widening it, and clearing the filters brings doctors back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/appointment?name=zzzz-nobody');
    const region = resultsRegion(page);
    await expect(region.getByRole('heading', { name: 'Dokter tidak ditemukan' })).toBeVisible();
    await expect(region.getByText(/Coba perluas pencarian/)).toBeVisible();
    await expect(region.getByRole('status').first()).toHaveText('Tidak ada dokter yang cocok');
    await region.getByRole('link', { name: 'Hapus semua filter' }).click();
    await expect(page).toHaveURL(/\/appointment$/);
    await expect(filter(page, 'Nama dokter atau spesialis')).toHaveValue('');
    await expect(region.getByRole('article').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
