import type { Availability, Company, Doctor, ListResult, Poli, SearchResults } from '@hospital/api-client';
import { expect, apiGet } from '../../support/fixtures';
import type { Locator, Page } from '@playwright/test';

export const RESULTS_REGION = 'Hasil pencarian dokter';

/** Chromium logs a failed fetch as a console error; tests that make a request fail on purpose expect it. */
export function withoutExpectedNetworkErrors(errors: string[], pattern: RegExp): string[] {
  return errors.filter((text) => !pattern.test(text));
}

export async function listSchedules(
  page: Page,
  query: Record<string, string | number>,
): Promise<ListResult<Doctor>> {
  const params = new URLSearchParams({ start_day: '0', lang: 'id', limit: '100', order: 'name asc' });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const body = await apiGet<{ data: ListResult<Doctor> }>(page, `web/jadwal?${params.toString()}`);
  return body.data;
}

/**
 * The doctors the search page lists for words typed in its name field: those the site search finds
 * (names, and specialities by synonym and typo, docs/decisions.md, issue 15 item 6), by id; the words as a name when it
 * finds nobody.
 */
export async function listSchedulesForWords(page: Page, words: string): Promise<ListResult<Doctor>> {
  const found = await apiGet<{ data: SearchResults }>(
    page,
    `web/search?q=${encodeURIComponent(words)}&lang=id&limit=1`,
  );
  const ids = found.data.doctors.results.map((d) => d.id);
  return ids.length > 0
    ? listSchedules(page, { physicians: ids.join(',') })
    : listSchedules(page, { name: words });
}

export async function listPolis(page: Page, companyId: number): Promise<Poli[]> {
  const body = await apiGet<{ data: ListResult<Poli> }>(
    page,
    `web/poli?company_id=${companyId}&start_day=0&lang=id&order=seq%20asc`,
  );
  return body.data.results;
}

export async function listCompanies(page: Page): Promise<Company[]> {
  return (await apiGet<{ data: ListResult<Company> }>(page, 'web/company?lang=id')).data.results;
}

export async function todayAvailability(page: Page): Promise<Availability> {
  // Without from/to the API answers from today; today is the API's own (WIB) date.
  const probe = await apiGet<{ data: Availability }>(page, 'medika.availability?lang=id&company_id=1');
  const today = probe.data.today;
  return (await apiGet<{ data: Availability }>(page, `medika.availability?lang=id&from=${today}&to=${today}`))
    .data;
}

/** A control of the search form by its exact label (the site's footer has a "Rumah Sakit Kami" region). */
export function filter(page: Page, label: string): Locator {
  return page.getByRole('search').getByLabel(label, { exact: true });
}

export function resultsRegion(page: Page): Locator {
  return page.getByRole('region', { name: RESULTS_REGION });
}

export function countText(count: number): string {
  return count === 0 ? 'Tidak ada dokter yang cocok' : `${count} dokter ditemukan`;
}

/** Waits until the list shows exactly these doctors (in order) and the live region says how many. */
export async function expectResults(page: Page, names: string[], count: number): Promise<void> {
  const region = resultsRegion(page);
  await expect(region.getByRole('status').first()).toHaveText(countText(count));
  await expect(region.getByRole('heading', { level: 3 })).toHaveText(names);
}

/** Chooses the hospital, poli and day of a search that finds between two and ten doctors. */
export async function findNarrowSearch(page: Page) {
  for (const companyId of [1, 2]) {
    const polis = (await listPolis(page, companyId)).filter((p) => p.doctor_count >= 2);
    for (const poli of polis) {
      for (const day of [1, 2, 3, 4, 5, 6, 0]) {
        const found = await listSchedules(page, { company_id: companyId, poli_id: poli.id, day });
        if (found.count >= 2 && found.count <= 10) return { companyId, poli, day, expected: found };
      }
    }
  }
  throw new Error('the seeded data has no hospital + poli + day with 2 to 10 doctors');
}
