import type { Doctor, ListResult } from '@hospital/api-client';
import { test, expect, apiGet } from '../../support/fixtures';
import { withoutExpectedNetworkErrors } from './helpers';

test.describe('doctor profile (/doctor/:id)', () => {
  test('an unknown doctor id shows the 404 panel', async ({ page, consoleErrors }) => {
    await page.goto('/doctor/999999');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman ini tidak dapat ditemukan' }),
    ).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page).toHaveTitle('Halaman ini tidak dapat ditemukan | Medika Hospital');
    // The API's 404 for the unknown id is the one console line Chromium writes for it.
    expect(withoutExpectedNetworkErrors(consoleErrors, /status of 404 \(Not Found\)/)).toEqual([]);
  });

  test('a profile by id and by slug: sessions to book, JSON-LD allowed by the CSP', async ({
    page,
    consoleErrors,
  }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    const list = await apiGet<{ data: ListResult<Doctor> }>(page, 'web/jadwal?start_day=0&limit=100&lang=id');
    const doctor = list.data.results.find((d) => d.next_session !== null && d.company_ids.length > 1)!;

    await page.goto(`/doctor/${doctor.id}`);
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
    await expect(page).toHaveTitle(`${doctor.name} | Medika Hospital`);
    const book = page.getByRole('link', { name: /^Buat Janji/ }).first();
    await expect(book).toHaveAttribute(
      'href',
      new RegExp(`^/appointment/create\\?doctor=${doctor.id}&company=\\d+&poli=\\d+`),
    );

    const jsonLd = JSON.parse(
      (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('IndividualPhysician');
    expect(jsonLd.name).toBe(doctor.name);
    expect(jsonLd.practicesAt.map((h: { name: string }) => h.name)).toEqual(
      expect.arrayContaining(['Medika Hospital Bandung', 'Medika Hospital Cianjur']),
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(doctor.name);

    await page.goto(`/doctor/${doctor.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a doctor without schedule still shows the profile and says no session is open', async ({
    page,
    consoleErrors,
  }) => {
    const all = await apiGet<{ data: ListResult<Doctor> }>(page, 'web/dokter?limit=100&lang=en');
    const idle = all.data.results.find((d) => d.lines.length === 0);
    test.skip(!idle, 'the seeded data has no doctor without schedule');
    await page.goto(`/doctor/${idle!.slug}?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: idle!.name })).toBeVisible();
    await expect(page.getByText('No session open', { exact: true })).toBeVisible();
    await expect(page.getByText('No practice hours yet.', { exact: true })).toBeVisible();
    // The footer's "Book Appointment" (docs/decisions.md, issue 15 item 1) is the site's, not this doctor's.
    await expect(page.getByRole('main').getByRole('link', { name: /^Book/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('specialist pages list every speciality and the doctors of one at both hospitals', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/specialist');
    await expect(page.getByRole('heading', { level: 1, name: 'Spesialis' })).toBeVisible();
    await page.getByRole('link', { name: 'Anak', exact: true }).click();
    await expect(page).toHaveURL('/specialist/anak');
    const expected = await apiGet<{ data: ListResult<Doctor> }>(
      page,
      'web/jadwal?start_day=0&speciality=anak&order=name%20asc&limit=10&lang=id',
    );
    const region = page.getByRole('region', { name: 'Hasil pencarian dokter' });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(
      expected.data.results.map((d) => d.name),
    );
    const hospitals = new Set(expected.data.results.flatMap((d) => d.company_ids));
    expect(hospitals).toEqual(new Set([1, 2]));
    expect(consoleErrors).toEqual([]);
  });
});
