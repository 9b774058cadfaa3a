import { expect, test } from '../../support/fixtures';
import { apiList, inLang, type Lang } from '../content/helpers';
import { listSchedules } from '../doctors/helpers';
import { expectNoScriptRan } from './noScripts';

/*
 * docs/decisions.md, issue 25: "load more" is a link with JavaScript off (this project runs without it,
 * e2e/playwright.config.ts). It goes to the same page with `?page=n+1`, which the server renders with
 * that many pages, and its fragment brings the reader to the first new item.
 */

const TEXT = {
  id: {
    doctors: 'Hasil pencarian dokter',
    moreDoctors: 'Tampilkan dokter lainnya',
    news: 'Berita',
    more: 'Muat lebih banyak',
  },
  en: { doctors: 'Doctor search results', moreDoctors: 'Show more doctors', news: 'News', more: 'Load more' },
} as const;

const NEWS_FILTER = encodeURIComponent(
  JSON.stringify([['category', 'not in', ['Spesialis', 'Tentang Kami', 'Services', 'Video']]]),
);

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`find a doctor with JavaScript off: "load more" shows the next doctors (${lang})`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    const all = await listSchedules(page, {});
    expect(all.count).toBeGreaterThan(10);
    await page.goto(inLang('/appointment', lang));
    await expectNoScriptRan(page, 'mf-doctors');
    const names = page.getByRole('region', { name: t.doctors }).getByRole('heading', { level: 3 });
    await expect(names).toHaveText(all.results.slice(0, 10).map((d) => d.name));

    await page.getByRole('link', { name: t.moreDoctors }).click();
    await expect(page).toHaveURL(new RegExp(`${inLang('/appointment', lang)}\\?page=2#page-2$`));
    await expectNoScriptRan(page, 'mf-doctors');
    await expect(names).toHaveText(all.results.slice(0, 20).map((d) => d.name));
    // The reader is taken to the first new doctor.
    await expect(page.locator('#page-2')).toContainText(all.results[10].name);
    await expect(page.locator('#page-2')).toBeInViewport();
  });

  test(`the news with JavaScript off: "load more" shows the next articles (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    const news = await apiList<{ name: string }>(
      page,
      `web/article?limit=10&order=published_date%20desc&filters=${NEWS_FILTER}`,
      lang,
    );
    expect(news.count).toBeGreaterThan(10);
    await page.goto(inLang('/news', lang));
    await expectNoScriptRan(page, 'mf-content');
    const cards = page.locator(`main ul[aria-label="${t.news}"] > li`);
    await expect(cards).toHaveCount(5);

    await page.locator('main').getByRole('link', { name: t.more }).click();
    await expect(page).toHaveURL(new RegExp(`${inLang('/news', lang)}\\?page=2#page-2$`));
    await expect(cards).toHaveCount(10);
    await expect(page.locator('#page-2')).toContainText(news.results[5].name);
    await expect(page.locator('#page-2')).toBeInViewport();

    await page.locator('main').getByRole('link', { name: t.more }).click();
    await expect(page).toHaveURL(new RegExp(`${inLang('/news', lang)}\\?page=3#page-3$`));
    await expect(cards).toHaveCount(Math.min(15, news.count));
  });
}
