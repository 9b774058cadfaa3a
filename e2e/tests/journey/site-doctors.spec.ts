import type { Company, DoctorDetail } from '@hospital/api-client';
import type { Page } from '@playwright/test';
import { test, expect, apiGet } from '../../support/fixtures';
import { listCompanies, listSchedules } from '../doctors/helpers';

/** The site writes rupiah with dot thousands in both languages (domain formatPrice). */
const rupiah = (amount: number) => `Rp ${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

const LANGS = {
  id: {
    prefix: '',
    feeTitle: 'Biaya konsultasi (bayar sendiri)',
    from: 'mulai',
    excludes: 'Belum termasuk obat dan tindakan.',
    bpjs: 'ditanggung BPJS sesuai ketentuan',
    results: 'Hasil pencarian dokter',
    profile: 'Lihat profil',
    sessions: 'Sesi terdekat yang bisa dipesan',
    book: 'Buat Janji',
  },
  en: {
    prefix: '/en',
    feeTitle: 'Consultation fee (self-pay)',
    from: 'from',
    excludes: 'Excluding medicine and procedures.',
    bpjs: 'covered by BPJS according to its rules',
    results: 'Doctor search results',
    profile: 'View profile',
    sessions: 'Next sessions you can book',
    book: 'Book',
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function cianjur(page: Page): Promise<Company> {
  const found = (await listCompanies(page)).find((c) => c.name === 'Medika Hospital Cianjur');
  expect(found, 'the seeded hospitals include Medika Hospital Cianjur').toBeDefined();
  return found!;
}

/**
 * A doctor of the first page of the Cianjur search (ten, by name) who also practises elsewhere, listed
 * elsewhere first by the API, with bookable sessions at Cianjur and elsewhere: for this doctor, "Cianjur
 * first" is the patient's search at work and not the doctor's own order.
 */
async function doctorOfTwoHospitals(page: Page, cianjurId: number): Promise<DoctorDetail> {
  const firstPage = await listSchedules(page, { company_id: cianjurId, limit: 10 });
  for (const doctor of firstPage.results) {
    if (doctor.company_ids[0] === cianjurId || !doctor.company_ids.includes(cianjurId)) continue;
    const detail = (await apiGet<{ data: DoctorDetail }>(page, `web/dokter/${doctor.slug}?lang=id`)).data;
    const at = new Set(detail.upcoming_sessions.map((s) => s.company_id));
    if (at.has(cianjurId) && at.size > 1) return detail;
  }
  throw new Error('the seeded data has no doctor of the Cianjur search with sessions at both hospitals');
}

for (const [lang, t] of Object.entries(LANGS)) {
  test.describe(`docs/decisions.md, issue 15 items 4 and 5 on the doctor pages (${lang})`, () => {
    test('every doctor card of the search says what a self-pay visit costs, per hospital, from the API', async ({
      page,
      consoleErrors,
    }) => {
      const companies = await listCompanies(page);
      const api = await listSchedules(page, { limit: 10, lang });
      const shown = api.results.filter((d) => d.fees.length > 0);
      expect(shown.length, 'the seeded doctors have fees').toBeGreaterThan(0);

      await page.goto(`${t.prefix}/appointment`);
      const results = page.getByRole('region', { name: t.results });
      await expect(results.getByRole('article')).toHaveCount(api.results.length);
      for (const doctor of api.results) {
        const card = results.getByRole('article', { name: doctor.name, exact: true });
        const fees = card.getByRole('listitem').filter({ hasText: new RegExp(`^\\S.*: ${t.from} Rp `) });
        if (doctor.fees.length === 0) {
          await expect(card.getByText(t.feeTitle)).toHaveCount(0);
          continue;
        }
        await expect(card.getByText(t.feeTitle)).toBeVisible();
        await expect(fees).toHaveText(
          doctor.fees.map((fee) => {
            const hospital = companies.find((c) => c.id === fee.company_id)!;
            return `${hospital.short_name}: ${t.from} ${rupiah(fee.amount)}`;
          }),
          { useInnerText: true },
        );
        await expect(card).toContainText(t.excludes);
        if (doctor.lines.some((line) => !line.telemedicine)) await expect(card).toContainText(t.bpjs);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('a profile reached from a search on Cianjur lists Cianjur first, each Book naming the hospital', async ({
      page,
      consoleErrors,
    }) => {
      const hospital = await cianjur(page);
      const doctor = await doctorOfTwoHospitals(page, hospital.id);
      const elsewhere = doctor.lines.find((l) => l.company_id === doctor.company_ids[0])!.company_name;

      await page.goto(`${t.prefix}/appointment?hospital=${hospital.id}`);
      const card = page
        .getByRole('region', { name: t.results })
        .getByRole('article', { name: doctor.name, exact: true });
      // The card books at the hospital searched for.
      await expect(
        card.getByRole('link', { name: new RegExp(`^${t.book} .*${escape(hospital.name)}$`) }),
      ).toHaveAttribute('href', new RegExp(`[?&]company=${hospital.id}(&|$)`));
      await card.getByRole('link', { name: new RegExp(`^${t.profile}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/doctor/${doctor.slug}\\?hospital=${hospital.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();

      const sessions = page.getByRole('region', { name: t.sessions });
      const groups = sessions.getByRole('heading', { level: 3 });
      await expect(groups.first()).toHaveText(hospital.name);
      await expect(groups).toContainText([hospital.name, elsewhere]);

      const books = sessions.getByRole('link', { name: new RegExp(`^${t.book}`) });
      const atCianjur = doctor.upcoming_sessions.filter((s) => s.company_id === hospital.id).length;
      // The profile lists up to six sessions per hospital.
      const firstGroup = Math.min(atCianjur, 6);
      const names = await books.evaluateAll((links) =>
        links.map((a) => (a.textContent ?? '').replace(/\s+/g, ' ').trim()),
      );
      expect(names.length).toBeGreaterThan(firstGroup);
      for (const [i, name] of names.entries()) {
        const where = i < firstGroup ? hospital.name : elsewhere;
        expect(name, `Book button ${i + 1}`).toMatch(new RegExp(`${escape(where)}$`));
        await expect(books.nth(i)).toHaveAccessibleName(name);
        await expect(books.nth(i)).toHaveAttribute(
          'href',
          new RegExp(`[?&]company=${i < firstGroup ? hospital.id : doctor.company_ids[0]}&`),
        );
      }

      // Without the search's hospital the profile keeps the doctor's own order.
      await page.goto(`${t.prefix}/doctor/${doctor.slug}`);
      await expect(
        page.getByRole('region', { name: t.sessions }).getByRole('heading', { level: 3 }).first(),
      ).toHaveText(elsewhere);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('the Cianjur profile is so in the server’s HTML, before any script runs', async ({ browser, page }) => {
  const hospital = await cianjur(page);
  const doctor = await doctorOfTwoHospitals(page, hospital.id);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noJs = await context.newPage();
    await noJs.goto(`${process.env.E2E_BASE_URL}/doctor/${doctor.slug}?hospital=${hospital.id}`);
    const sessions = noJs.getByRole('region', { name: LANGS.id.sessions });
    await expect(sessions.getByRole('heading', { level: 3 }).first()).toHaveText(hospital.name);
    await expect(
      noJs.getByRole('region', { name: LANGS.id.feeTitle }).getByRole('listitem').first(),
    ).toHaveText(
      `${hospital.name}: ${LANGS.id.from} ${rupiah(doctor.fees.find((f) => f.company_id === hospital.id)!.amount)}`,
    );
  } finally {
    await context.close();
  }
});

test('the doctor search reads "dokter anak", "Sp.A" and a typo as the paediatricians (docs/decisions.md, issue 15 item 6)', async ({
  page,
  consoleErrors,
}) => {
  const paediatricians = (await listSchedules(page, { speciality: 'anak' })).results.map((d) => d.name);
  expect(paediatricians.length).toBeGreaterThan(0);
  const expected = paediatricians.slice(0, 10);
  const results = page.getByRole('region', { name: LANGS.id.results });
  // Typed, as a patient does.
  await page.goto('/appointment');
  const field = page.getByRole('search').getByLabel('Nama dokter atau spesialis', { exact: true });
  await field.fill('dokter anak');
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]name=dokter(\+|%20)anak$/);
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(expected);
  // Each from its own first load (the server's render), so no list is left over from the words before.
  for (const words of ['Sp.A', 'dokter anka']) {
    await page.goto(`/appointment?name=${encodeURIComponent(words)}`);
    await expect(results.getByRole('heading', { level: 3 }), words).toHaveText(expected);
  }
  expect(consoleErrors).toEqual([]);
});
