import type { Company, SearchResults } from '@hospital/api-client';
import { test, expect, apiGet } from '../../support/fixtures';
import { listCompanies } from '../doctors/helpers';
import { PHONE } from '../shell/chromeHelpers';

const LANGS = {
  id: {
    prefix: '',
    faq: 'Pertanyaan Umum',
    partners: 'Rekanan',
    emergency: 'Gawat darurat? Telepon IGD 24 jam',
  },
  en: {
    prefix: '/en',
    faq: 'Frequently Asked Questions',
    partners: 'Partners',
    emergency: 'An emergency? Call our 24-hour unit',
  },
} as const;

const CALL = {
  id: (c: Company) => `Telepon IGD ${c.short_name}`,
  en: (c: Company) => `Call the ${c.short_name} emergency unit`,
};

for (const [lang, t] of Object.entries(LANGS) as [keyof typeof LANGS, (typeof LANGS)[keyof typeof LANGS]][]) {
  test.describe(`docs/decisions.md, issue 15 on the content pages (${lang})`, () => {
    test('searching "bpjs" finds the BPJS help among the FAQ, which opens on the FAQ page, and BPJS the partner', async ({
      page,
      consoleErrors,
    }) => {
      const api = (await apiGet<{ data: SearchResults }>(page, `web/search?q=bpjs&lang=${lang}`)).data;
      const help = api.faq.results.find((f) => /rujukan|referral/i.test(f.answer));
      expect(help, 'the API finds the BPJS referral answer for "bpjs"').toBeDefined();

      await page.goto(`${t.prefix}/search?q=bpjs`);
      const faq = page.getByRole('region', { name: `${t.faq} (${api.faq.count})` });
      const hit = faq.getByRole('link', { name: help!.question });
      await expect(hit).toHaveAttribute('href', `${t.prefix}${help!.path}`);
      await expect(faq).toContainText(help!.answer.slice(0, 40));
      const partners = page.getByRole('region', { name: `${t.partners} (${api.partners.count})` });
      await expect(partners.getByRole('link', { name: 'BPJS Kesehatan' })).toBeVisible();

      await hit.click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/faq#${help!.path.split('#')[1]}$`));
      // The question found is open, its answer shown, and has the focus: the patient reads it at once.
      const question = page.getByRole('button', { name: help!.question });
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(question).toBeFocused();
      await expect(page.getByText(help!.answer, { exact: true })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: PHONE });

      for (const path of ['/facility-and-services/emergency', '/services/igd']) {
        test(`${path} starts with each hospital's IGD number to tap and the way there`, async ({
          page,
          consoleErrors,
        }) => {
          const companies = await listCompanies(page);
          expect(companies.length).toBeGreaterThan(1);
          await page.goto(`${t.prefix}${path}`);
          const top = page.getByRole('region', { name: t.emergency });
          for (const company of companies) {
            const call = top.getByRole('link', { name: new RegExp(`^${CALL[lang](company)}`) });
            await expect(call).toHaveAttribute('href', `tel:+${company.emergency_phone}`);
            expect(company.emergency_phone).toMatch(/^62\d{8,12}$/);
            await expect(top.getByRole('link', { name: new RegExp(company.name) })).toHaveAttribute(
              'href',
              new RegExp(`${company.latitude}.*${company.longitude}`),
            );
          }
          // At the top: the first number is on the first screen of a phone, without scrolling.
          const first = top.getByRole('link', { name: new RegExp(`^${CALL[lang](companies[0])}`) });
          const box = await first.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
          expect(box!.height).toBeGreaterThanOrEqual(44);
          expect(consoleErrors).toEqual([]);
        });
      }
    });
  });
}

test('the IGD numbers are in the server’s HTML: a call works before any script has loaded', async ({
  page,
}) => {
  const companies = await listCompanies(page);
  for (const path of ['/facility-and-services/emergency', '/services/igd']) {
    const html = await (await page.request.get(`${process.env.E2E_BASE_URL}${path}`)).text();
    for (const company of companies) expect(html).toContain(`href="tel:+${company.emergency_phone}"`);
  }
});
