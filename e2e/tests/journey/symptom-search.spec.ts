import type { Availability, Company, SearchResults } from '@hospital/api-client';
import { test, expect, apiGet, waitForHydration } from '../../support/fixtures';
import {
  bookingApp,
  choose,
  expectStep,
  fillPatient,
  inLang,
  newPatient,
  TEXT,
} from '../booking/bookingHelpers';
import { listCompanies } from '../doctors/helpers';

/*
 * docs/decisions.md, issue 26 — symptom search and closed days, on a 390 px phone in both languages:
 * a complaint finds the specialities that see it, each doctor with hospital, next session, fee and a
 * book link carrying that session; chest pain puts each IGD's call first; the header suggests while
 * typing (keyboard); a national holiday is not offered in the wizard's calendar.
 */

const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = '/work/wt/shots/j-search';

const LANGS = {
  id: {
    prefix: '',
    doctors: /^Dokter \(\d+\)$/,
    book: /^Buat janji dengan /,
    fee: 'Biaya konsultasi',
    next: 'Jadwal terdekat',
    emergency: 'Keluhan ini bisa gawat darurat',
    call: (c: Company) => `Telepon IGD ${c.name}`,
    field: 'Cari di situs',
    suggestions: 'Saran pencarian',
  },
  en: {
    prefix: '/en',
    doctors: /^Doctors \(\d+\)$/,
    book: /^Book with /,
    fee: 'Consultation fee',
    next: 'Next session',
    emergency: 'This can be an emergency',
    call: (c: Company) => `Call the IGD of ${c.name}`,
    field: 'Search the site',
    suggestions: 'Search suggestions',
  },
} as const;

for (const [lang, t] of Object.entries(LANGS) as [keyof typeof LANGS, (typeof LANGS)[keyof typeof LANGS]][]) {
  test.describe(`issue 26: symptom search (${lang}, 390 px)`, () => {
    test.use({ viewport: PHONE_390 });

    test('"sakit perut" finds internists and digestive surgeons, each with hospital, next session, fee and Book with that session', async ({
      page,
      consoleErrors,
    }) => {
      const api = (await apiGet<{ data: SearchResults }>(page, `web/search?q=sakit%20perut&lang=${lang}`))
        .data;
      expect(api.specialities?.map((s) => s.slug)).toEqual(['penyakit-dalam', 'bedah-digestif']);
      const names = api.specialities!.map((s) => s.name);
      await page.goto(`${t.prefix}/search?q=${encodeURIComponent('sakit perut')}`);
      const main = page.locator('main');
      await expect(main.getByTestId('search-specialities')).toContainText(names.join(', '));
      await expect(main.getByTestId('search-emergency')).toHaveCount(0);
      const doctors = main.getByRole('region', { name: t.doctors });
      const hits = doctors.getByRole('listitem');
      await expect(hits.first()).toBeVisible();
      for (const text of await hits.allInnerTexts()) {
        expect(
          names.some((n) => text.includes(n)),
          text,
        ).toBe(true);
        expect(text).not.toMatch(/Gigi|Dental|Saraf|Neurolog/);
      }
      const first = api.doctors.results.find((d) => d.book_path)!;
      const hit = hits.filter({ hasText: first.name });
      await expect(hit).toContainText(first.hospital!);
      await expect(hit).toContainText(t.next);
      await expect(hit).toContainText(t.fee);
      const book = hit.getByRole('link', { name: t.book });
      await expect(book).toHaveAttribute('href', `${t.prefix}${first.book_path}`);
      expect(first.book_path).toContain(`session=${first.next_session!.session_id}`);
      await page.screenshot({ path: `${SHOTS}/search-sakit-perut-${lang}-390.png`, fullPage: false });
      expect(consoleErrors).toEqual([]);
    });

    test('"nyeri dada" leads with each hospital\'s IGD call, then cardiologists', async ({
      page,
      consoleErrors,
    }) => {
      const companies = await listCompanies(page);
      await page.goto(`${t.prefix}/search?q=${encodeURIComponent('nyeri dada')}`);
      const main = page.locator('main');
      const emergency = main.getByRole('region', { name: t.emergency });
      for (const company of companies) {
        await expect(
          emergency.getByRole('link', { name: new RegExp(`^${t.call(company)}`) }),
        ).toHaveAttribute('href', `tel:+${company.emergency_phone}`);
      }
      // First: above the doctors, and on the phone's first screen.
      const call = emergency.getByRole('link').first();
      const callBox = (await call.boundingBox())!;
      const doctorsBox = (await main.getByRole('region', { name: t.doctors }).boundingBox())!;
      expect(callBox.y).toBeLessThan(doctorsBox.y);
      expect(callBox.y + callBox.height).toBeLessThanOrEqual(PHONE_390.height);
      const api = (await apiGet<{ data: SearchResults }>(page, `web/search?q=nyeri%20dada&lang=${lang}`))
        .data;
      expect(api.specialities?.[0]?.slug).toBe('jantung');
      const firstDoctor = main.getByRole('region', { name: t.doctors }).getByRole('listitem').first();
      await expect(firstDoctor).toContainText(api.specialities![0].name);
      await page.screenshot({ path: `${SHOTS}/search-nyeri-dada-${lang}-390.png`, fullPage: false });
      expect(consoleErrors).toEqual([]);
    });

    test('the header suggests complaints while typing; arrows and Enter choose, Escape closes', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${t.prefix}/news`);
      await waitForHydration(page);
      const search = page.locator('header details', { has: page.locator('form[role="search"]') }).first();
      await search.locator('summary').click();
      const field = search.getByRole('combobox', { name: t.field });
      await field.pressSequentially('sakit pe', { delay: 30 });
      const list = search.getByRole('listbox', { name: t.suggestions });
      await expect(list).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(list.getByRole('option').first()).toContainText('sakit perut');
      await page.screenshot({ path: `${SHOTS}/suggestions-open-${lang}-390.png`, fullPage: false });
      await field.press('Escape');
      await expect(list).toBeHidden();
      await expect(field).toHaveValue('sakit pe');
      await field.press('ArrowDown');
      await expect(list).toBeVisible();
      const firstOption = list.getByRole('option').first();
      await expect(firstOption).toHaveAttribute('aria-selected', 'true');
      await expect(field).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id'))!);
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/search\\?q=sakit%20perut$`));
      await expect(page.locator('main').getByTestId('search-specialities')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('a national holiday in the booking window is not offered in the wizard’s calendar', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const all = (await apiGet<{ data: Availability }>(page, 'medika.availability')).data;
      const holiday = all.days.find((d) => d.holiday && d.date > all.today);
      test.skip(!holiday, `no national holiday between ${all.today} and ${all.to}`);
      // A doctor who practises on that weekday: a session a week before or after.
      const week = (days: number) =>
        new Date(Date.parse(`${holiday!.date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      const twin = all.days
        .filter((d) => d.date === week(-7) || d.date === week(7))
        .filter((d) => d.date > all.today && !d.holiday)
        .flatMap((d) => d.sessions)
        .find((s) => s.status === 'open' && !s.telemedicine);
      expect(twin, 'a session on the same weekday').toBeDefined();
      await page.goto(
        inLang(
          `/appointment/create?doctor=${twin!.doctor_id}&company=${twin!.company_id}&poli=${twin!.poli_id}`,
          lang,
        ),
      );
      const app = bookingApp(page);
      await expectStep(page, lang, 2);
      await fillPatient(page, lang, newPatient(lang === 'id' ? 'Rina Marlina' : 'Sri Wahyuni'));
      await app.getByRole('button', { name: TEXT[lang].next, exact: true }).click();
      await expectStep(page, lang, 3);
      await choose(app, TEXT[lang].self);
      await app.getByRole('button', { name: TEXT[lang].next, exact: true }).click();
      await expectStep(page, lang, 4);
      await expect(app.getByRole('table')).toBeVisible();
      for (let i = 0; i < 2; i += 1) {
        if ((await app.locator(`button[data-date="${holiday!.date}"]`).count()) > 0) break;
        await app.getByRole('button', { name: /Bulan berikutnya|Next month/ }).click();
      }
      await expect(app.locator(`button[data-date="${holiday!.date}"]`)).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(app.locator(`button[data-date="${twin!.date}"]`)).not.toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(consoleErrors).toEqual([]);
    });
  });
}
