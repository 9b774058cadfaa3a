import { expect, test } from '../../support/fixtures';
import { inLang, LANGS, type Lang } from '../content/helpers';
import { listCompanies } from '../doctors/helpers';

/*
 * docs/decisions.md, issue 25 item 1, with JavaScript off (this project runs without it): the language
 * switch is a link to the same page in the other language, query kept; the WhatsApp button is a link to
 * the contact page, whose WhatsApp links (one per hospital) are the chooser's.
 */

const TEXT = {
  id: {
    other: 'en' as Lang,
    switchTo: /^EN English$/,
    chat: 'Chat WhatsApp dengan Medika Hospital',
    h1: 'Cari Dokter',
  },
  en: {
    other: 'id' as Lang,
    switchTo: /^ID Bahasa Indonesia$/,
    chat: 'Chat with Medika Hospital on WhatsApp',
    h1: 'Find a Doctor',
  },
} as const;

test.use({ viewport: { width: 1280, height: 900 } });

for (const lang of LANGS) {
  const t = TEXT[lang];

  test(`without JavaScript the language switch opens the same page in the other language, filters kept (${lang})`, async ({
    page,
  }) => {
    await page.goto(inLang('/appointment?hospital=2&day=3', lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('banner').getByRole('link', { name: t.switchTo }).click();
    await expect(page).toHaveURL(
      new RegExp(`${inLang('/appointment', t.other).replace('/', '\\/')}\\?hospital=2&day=3$`),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', t.other);
    await expect(page.locator('main h1')).toHaveText(TEXT[t.other].h1);
    // The server rendered the filters the query names: the form shows them chosen.
    await expect(page.getByRole('search').locator('select[name="hospital"]')).toHaveValue('2');
  });

  test(`without JavaScript the WhatsApp button leads to a WhatsApp link for each hospital (${lang})`, async ({
    page,
  }) => {
    const companies = await listCompanies(page);
    await page.goto(inLang('/', lang));
    await page.getByRole('link', { name: t.chat }).click();
    await expect(page).toHaveURL(new RegExp(`${inLang('/contact-us', lang).replace('/', '\\/')}$`));
    for (const company of companies) {
      const link = page.getByRole('main').locator(`a[href^="https://wa.me/${company.whatsapp}?text="]`);
      await expect(link.first()).toBeVisible();
    }
  });
}
