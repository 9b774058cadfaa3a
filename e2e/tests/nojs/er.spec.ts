import type { Company } from '@hospital/api-client';
import { expect, test } from '../../support/fixtures';
import { apiList, inLang, LANGS, type Lang } from '../content/helpers';
import { listCompanies } from '../doctors/helpers';

/*
 * docs/decisions.md, issue 26 (ER one tap) with JavaScript off: the emergency calls are plain tel: links
 * of the server's HTML, in the top bar and in the menu (a <details>), and /igd is the server's 301.
 */

const ER_NAME: Record<Lang, (c: Company) => RegExp> = {
  id: (c) => new RegExp(`^IGD ${c.short_name}\\b`),
  en: (c) => new RegExp(`^Emergency ${c.short_name}\\b`),
};

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of LANGS) {
  test(`without JavaScript the IGD calls are in the top bar and the menu, and /igd leads to the emergency page (${lang})`, async ({
    page,
  }) => {
    const companies = await listCompanies(page);
    const article = (await apiList<{ path: string }>(page, 'web/article?limit=1', 'id')).results[0].path;
    for (const path of ['/', '/appointment', article]) {
      await page.goto(inLang(path, lang));
      for (const company of companies) {
        const call = page
          .getByRole('banner')
          .getByRole('link', { name: ER_NAME[lang](company) })
          .first();
        await expect(call).toHaveAttribute('href', `tel:+${company.emergency_phone}`);
        await expect(call).toBeInViewport({ ratio: 1 });
      }
    }
    await page.locator('[data-mobile-menu] > summary').click();
    for (const company of companies) {
      await expect(
        page.locator('[data-mobile-menu]').getByRole('link', { name: ER_NAME[lang](company) }),
      ).toBeVisible();
    }

    await page.goto(inLang('/igd', lang));
    await expect(page).toHaveURL(new RegExp(`${inLang('/services/igd', lang)}$`));
    for (const company of companies) {
      await expect(
        page.getByRole('main').locator(`a[href="tel:+${company.emergency_phone}"]`).first(),
      ).toBeVisible();
    }
  });
}
