import type { Locator, Page } from '@playwright/test';
import type { Company } from '@hospital/api-client';
import { test, expect } from '../../support/fixtures';
import { apiList, inLang, LANGS, type Lang } from '../content/helpers';
import { listCompanies } from '../doctors/helpers';

/*
 * docs/decisions.md, issue 26 (ER one tap): every page has each hospital's emergency number one tap away,
 * in the sticky top bar, named as the emergency number; /igd leads to the emergency page.
 */

const PHONE_390 = { width: 390, height: 844 } as const;

const ER_NAME: Record<Lang, (c: Company) => RegExp> = {
  id: (c) => new RegExp(`^IGD ${c.short_name}\\b`),
  en: (c) => new RegExp(`^Emergency ${c.short_name}\\b`),
};

/** The link is inside the viewport and nothing else (a sticky bar, a floating button) covers its centre. */
async function expectOneTap(page: Page, link: Locator): Promise<void> {
  await expect(link).toBeInViewport({ ratio: 1 });
  const box = (await link.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  const onTop = await link.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(onTop, 'nothing covers the emergency call').toBe(true);
  void page;
}

async function articlePath(page: Page): Promise<string> {
  return (await apiList<{ path: string }>(page, 'web/article?limit=1', 'id')).results[0].path;
}

test.use({ viewport: PHONE_390 });

for (const lang of LANGS) {
  test.describe(`ER one tap (${lang}, 390 px)`, () => {
    test('from /, /appointment and an article: each hospital’s IGD number is a visible tel: link, also after scrolling', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(150_000);
      const companies = await listCompanies(page);
      expect(companies.map((c) => c.short_name)).toEqual(['Bandung', 'Cianjur']);
      for (const path of ['/', '/appointment', await articlePath(page)]) {
        await page.goto(inLang(path, lang));
        for (const company of companies) {
          const call = page.getByRole('banner').getByRole('link', { name: ER_NAME[lang](company) });
          await expect(call).toHaveAttribute('href', `tel:+${company.emergency_phone}`);
          await expectOneTap(page, call);
        }
        // The bar is sticky: far down the page the calls are still one tap away.
        await page.mouse.wheel(0, 3000);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
        for (const company of companies) {
          await expectOneTap(
            page,
            page.getByRole('banner').getByRole('link', { name: ER_NAME[lang](company) }),
          );
        }
      }
      expect(consoleErrors).toEqual([]);
    });

    test('the main menu has the emergency calls and the emergency page', async ({ page, consoleErrors }) => {
      const companies = await listCompanies(page);
      await page.goto(inLang('/', lang));
      await page.locator('[data-mobile-menu] > summary').click();
      const panel = page.locator('[data-mobile-menu]');
      for (const company of companies) {
        await expect(panel.getByRole('link', { name: ER_NAME[lang](company) })).toHaveAttribute(
          'href',
          `tel:+${company.emergency_phone}`,
        );
      }
      await expect(
        panel.getByRole('link', { name: lang === 'id' ? 'Halaman IGD 24 jam' : '24-hour emergency page' }),
      ).toHaveAttribute('href', inLang('/services/igd', lang));
      expect(consoleErrors).toEqual([]);
    });

    test('/igd answers 301 with the emergency page, which leads with the calls and has no "find a doctor" end', async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.request.get(inLang('/igd', lang), { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location, 'http://x').pathname).toBe(inLang('/services/igd', lang));

      await page.goto(inLang('/igd', lang));
      await expect(page).toHaveURL(new RegExp(`${inLang('/services/igd', lang)}$`));
      const main = page.getByRole('main');
      // After the breadcrumbs, the first links of the page are the calls and the way there.
      const firstLinks = await main
        .locator('a:not(nav a)')
        .evaluateAll((links) => links.slice(0, 4).map((a) => a.getAttribute('href') ?? ''));
      expect(firstLinks.filter((href) => href.startsWith('tel:'))).toHaveLength(2);
      expect(firstLinks.filter((href) => /maps/.test(href))).toHaveLength(2);
      await expect(
        main.getByRole('link', { name: lang === 'id' ? 'Cari Dokter' : 'Find a Doctor' }),
      ).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}
