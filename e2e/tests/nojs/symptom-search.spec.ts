import type { SearchResults } from '@hospital/api-client';
import { expect, test, apiGet } from '../../support/fixtures';

/*
 * docs/decisions.md, issue 26 — symptom search with JavaScript off (this project runs without it): the
 * header's search is a plain GET form; the results come as HTML with the IGD calls first for chest pain
 * and each doctor's Book link carrying the next session.
 */

for (const [lang, t] of Object.entries({
  id: {
    prefix: '',
    open: 'Buka pencarian',
    field: 'Cari di situs',
    submit: 'Cari',
    emergency: 'Keluhan ini bisa gawat darurat',
    book: /^Buat janji dengan /,
  },
  en: {
    prefix: '/en',
    open: 'Open search',
    field: 'Search the site',
    submit: 'Search',
    emergency: 'This can be an emergency',
    book: /^Book with /,
  },
})) {
  test(`the header's search without JavaScript: "nyeri dada" (${lang}, 390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${t.prefix}/news`);
    const search = page.locator('header details', { has: page.locator('form[role="search"]') }).first();
    await search.locator('summary').click();
    const field = search.getByRole('searchbox', { name: t.field });
    await field.fill('nyeri dada');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/search\\?q=nyeri\\+dada$`));
    const main = page.locator('main');
    await expect(main.getByRole('region', { name: t.emergency }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^tel:\+62/,
    );
    const api = (await apiGet<{ data: SearchResults }>(page, `web/search?q=nyeri%20dada&lang=${lang}`)).data;
    const first = api.doctors.results.find((d) => d.book_path)!;
    await expect(main.getByRole('link', { name: t.book }).first()).toHaveAttribute(
      'href',
      `${t.prefix}${api.doctors.results[0].book_path}`,
    );
    expect(first.book_path).toMatch(/session=\d+/);
  });
}
