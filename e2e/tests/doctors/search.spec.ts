import { test, expect } from '../../support/fixtures';
import {
  expectResults,
  filter,
  findNarrowSearch,
  listSchedules,
  listSchedulesForWords,
  resultsRegion,
  withoutExpectedNetworkErrors,
} from './helpers';

const DAY_ID = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];

test.describe('doctor search (/appointment)', () => {
  test('hospital + speciality + day shows exactly the doctors the API returns', async ({
    page,
    consoleErrors,
  }) => {
    const { companyId, poli, day, expected } = await findNarrowSearch(page);
    await page.goto('/appointment');
    await expect(page.getByRole('heading', { level: 1, name: 'Cari Dokter' })).toBeVisible();

    await filter(page, 'Rumah sakit').selectOption(String(companyId));
    await filter(page, 'Spesialis / poliklinik').selectOption(String(poli.id));
    await filter(page, 'Hari praktik').selectOption({ label: DAY_ID[day] });

    await expect(page).toHaveURL(new RegExp(`[?&]hospital=${companyId}&poli=${poli.id}&day=${day}$`));
    await expectResults(
      page,
      expected.results.map((d) => d.name),
      expected.count,
    );
    // Every card speaks of the chosen hospital and offers the chosen day in its week.
    for (const card of await resultsRegion(page).getByRole('article').all()) {
      await expect(card.getByRole('rowheader', { name: new RegExp(`^${DAY_ID[day]}`) })).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the name is searched as the visitor types, and load more adds the next page', async ({
    page,
    consoleErrors,
  }) => {
    const all = await listSchedules(page, {});
    await page.goto('/appointment');
    await expectResults(
      page,
      all.results.slice(0, 10).map((d) => d.name),
      all.count,
    );
    await page.getByRole('link', { name: 'Tampilkan dokter lainnya' }).click();
    await expect(resultsRegion(page).getByRole('heading', { level: 3 })).toHaveText(
      all.results.slice(0, 20).map((d) => d.name),
    );

    const target = all.results[3];
    const part = target.name.replace(/^drg?\.\s*/, '').split(/[ ,]/)[0];
    const byName = await listSchedulesForWords(page, part);
    expect(byName.results.map((d) => d.name)).toContain(target.name);
    await filter(page, 'Nama dokter atau spesialis').pressSequentially(part, { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`[?&]name=${encodeURIComponent(part)}$`));
    await expectResults(
      page,
      byName.results.slice(0, 10).map((d) => d.name),
      byName.count,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('a reload and the back button restore the filters and their results', async ({
    page,
    consoleErrors,
  }) => {
    const inCianjur = await listSchedules(page, { company_id: 2 });
    const onWednesday = await listSchedules(page, { company_id: 2, day: 3 });
    await page.goto('/appointment');
    await filter(page, 'Rumah sakit').selectOption('2');
    await expectResults(
      page,
      inCianjur.results.slice(0, 10).map((d) => d.name),
      inCianjur.count,
    );
    await filter(page, 'Hari praktik').selectOption('3');
    await expect(page).toHaveURL(/\/appointment\?hospital=2&day=3$/);
    await expectResults(
      page,
      onWednesday.results.slice(0, 10).map((d) => d.name),
      onWednesday.count,
    );

    await page.reload();
    await expect(filter(page, 'Rumah sakit')).toHaveValue('2');
    await expect(filter(page, 'Hari praktik')).toHaveValue('3');
    await expectResults(
      page,
      onWednesday.results.slice(0, 10).map((d) => d.name),
      onWednesday.count,
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/appointment\?hospital=2$/);
    await expect(filter(page, 'Hari praktik')).toHaveValue('');
    await expect(filter(page, 'Rumah sakit')).toHaveValue('2');
    await expectResults(
      page,
      inCianjur.results.slice(0, 10).map((d) => d.name),
      inCianjur.count,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('Book opens the booking wizard on the session the card shows (doctor, hospital, poli, date, session)', async ({
    page,
    consoleErrors,
  }) => {
    const found = await listSchedules(page, { company_id: 1 });
    const first = found.results.find((d) => d.next_session !== null)!;
    await page.goto('/appointment?hospital=1');
    const card = resultsRegion(page).getByRole('article', { name: first.name, exact: true });
    const book = card.getByRole('link', { name: /^Buat Janji/ });
    const next = first.next_session!;
    await expect(book).toHaveAttribute(
      'href',
      `/appointment/create?doctor=${first.id}&company=${next.company_id}&poli=${next.poli_id}&date=${next.date}&session=${next.session_id}`,
    );
    await book.click();

    // The wizard opens on its schedule step (docs/decisions.md, issue 26).
    await expect(page).toHaveURL(/\/appointment\/create\?step=4$/);
    await expect(page.locator('[data-app="mf-booking"]')).toBeVisible();
    await expect(page.locator('[data-app="mf-doctors"]')).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('the API failing mid-search shows a retry that keeps the filters, and retry works', async ({
    page,
    consoleErrors,
  }) => {
    const inBandung = await listSchedules(page, { company_id: 1 });
    const onFriday = await listSchedules(page, { company_id: 1, day: 5 });
    await page.goto('/appointment?hospital=1');
    await expectResults(
      page,
      inBandung.results.slice(0, 10).map((d) => d.name),
      inBandung.count,
    );

    await page.route('**/api/web/jadwal**', (route) => route.abort());
    await filter(page, 'Hari praktik').selectOption('5');
    const failure = page.getByRole('alert').filter({ hasText: 'Daftar dokter belum dapat dimuat' });
    await expect(failure).toBeVisible();
    await expect(filter(page, 'Rumah sakit')).toHaveValue('1');
    await expect(filter(page, 'Hari praktik')).toHaveValue('5');
    await expect(page).toHaveURL(/\?hospital=1&day=5$/);

    await page.unroute('**/api/web/jadwal**');
    await failure.getByRole('button', { name: 'Coba lagi' }).click();
    await expectResults(
      page,
      onFriday.results.slice(0, 10).map((d) => d.name),
      onFriday.count,
    );
    await expect(failure).toBeHidden();
    expect(withoutExpectedNetworkErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/)).toEqual(
      [],
    );
  });

  test('works in English, day names included', async ({ page, consoleErrors }) => {
    const monday = await listSchedules(page, { day: 1, lang: 'en' });
    await page.goto('/appointment?lang=en&day=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Doctor' })).toBeVisible();
    await expect(filter(page, 'Practice day').locator('option:checked')).toHaveText('Monday');
    const region = page.getByRole('region', { name: 'Doctor search results' });
    await expect(region.getByRole('status').first()).toHaveText(`${monday.count} doctors found`);
    await expect(region.getByRole('article').first().getByRole('rowheader').first()).toHaveText(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/,
    );
    expect(consoleErrors).toEqual([]);
  });
});
