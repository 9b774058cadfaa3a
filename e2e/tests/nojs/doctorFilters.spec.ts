import type { Page } from '@playwright/test';
import type { Doctor, ListResult, SearchResults } from '@hospital/api-client';
import { apiGet, expect, test } from '../../support/fixtures';
import { inLang, type Lang } from '../content/helpers';
import { findNarrowSearch, listPolis, listSchedules } from '../doctors/helpers';

/*
 * docs/decisions.md, issue 25 — the doctor filters: with JavaScript off (this project runs without it,
 * e2e/playwright.config.ts) the filters are a GET form to the page itself, each field named as its URL
 * parameter. The server renders the list the URL asks for, the speciality mapped to the chosen
 * hospital's clinic when both changed in one submit; "clear filters" is a link.
 */

const TEXT = {
  id: {
    results: 'Hasil pencarian dokter',
    hospital: 'Rumah sakit',
    speciality: 'Spesialis / poliklinik',
    day: 'Hari praktik',
    name: 'Nama dokter atau spesialis',
    submit: 'Tampilkan dokter',
    reset: 'Hapus filter',
  },
  en: {
    results: 'Doctor search results',
    hospital: 'Hospital',
    speciality: 'Speciality / clinic',
    day: 'Practice day',
    name: "Doctor's name or speciality",
    submit: 'Show doctors',
    reset: 'Clear filters',
  },
} as const;

/** The page's address ends with this (path and query as the form sends them). */
const endsWith = (tail: string) => new RegExp(`${tail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The first page of a search, as the page lists it. */
const firstPage = (found: ListResult<Doctor>) => found.results.slice(0, 10).map((d) => d.name);

/** The doctors the page lists for words in its name field with other filters (the site search's ids). */
async function listForWords(
  page: Page,
  words: string,
  query: Record<string, string | number>,
): Promise<ListResult<Doctor>> {
  const found = await apiGet<{ data: SearchResults }>(
    page,
    `web/search?q=${encodeURIComponent(words)}&lang=id&limit=1`,
  );
  const ids = found.data.doctors.results.map((d) => d.id);
  return listSchedules(
    page,
    ids.length > 0 ? { ...query, physicians: ids.join(',') } : { ...query, name: words },
  );
}

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`find a doctor with JavaScript off: hospital, speciality, day and name, then clear (${lang})`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    const { companyId, poli, day, expected } = await findNarrowSearch(page);
    const otherId = companyId === 1 ? 2 : 1;
    const otherPoli = (await listPolis(page, otherId)).find(
      (p) => p.speciality_slug === poli.speciality_slug,
    );
    if (!otherPoli)
      throw new Error(`the seeded ${poli.speciality_slug} has no clinic at hospital ${otherId}`);
    const path = inLang('/appointment', lang);
    const form = page.getByRole('search', {
      name: lang === 'id' ? 'Filter pencarian dokter' : 'Doctor search filters',
    });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    const names = page.getByRole('region', { name: t.results }).getByRole('heading', { level: 3 });
    const submit = () => form.getByRole('button', { name: t.submit, exact: true }).click();

    await page.goto(path);
    await expect(page.locator('[data-app="mf-doctors"]')).not.toHaveAttribute('data-remote-version', /.*/);
    await expect(names).toHaveText(firstPage(await listSchedules(page, {})));

    // The other hospital and the speciality in one submit: the speciality is sent by its slug.
    await field(t.hospital).selectOption(String(otherId));
    await field(t.speciality).selectOption(poli.speciality_slug);
    await submit();
    await expect(page).toHaveURL(
      endsWith(`${path}?name=&hospital=${otherId}&speciality=${poli.speciality_slug}&day=`),
    );
    await expect(field(t.speciality)).toHaveValue(String(otherPoli.id));
    await expect(names).toHaveText(
      firstPage(await listSchedules(page, { company_id: otherId, poli_id: otherPoli.id })),
    );

    // Back to the first hospital and a day: the other hospital's clinic means this one's.
    await field(t.hospital).selectOption(String(companyId));
    await field(t.day).selectOption(String(day));
    await submit();
    await expect(page).toHaveURL(
      endsWith(`${path}?name=&hospital=${companyId}&poli=${otherPoli.id}&day=${day}`),
    );
    await expect(field(t.hospital)).toHaveValue(String(companyId));
    await expect(field(t.speciality)).toHaveValue(String(poli.id));
    await expect(field(t.day)).toHaveValue(String(day));
    await expect(names).toHaveText(firstPage(expected));

    // A doctor's name with the same filters.
    const doctor = expected.results[0].name;
    await field(t.name).fill(doctor);
    await submit();
    const sentName = new URLSearchParams({ name: doctor }).toString();
    await expect(page).toHaveURL(
      endsWith(`${path}?${sentName}&hospital=${companyId}&poli=${poli.id}&day=${day}`),
    );
    await expect(field(t.name)).toHaveValue(doctor);
    const byName = await listForWords(page, doctor, { company_id: companyId, poli_id: poli.id, day });
    expect(byName.results.map((d) => d.name)).toContain(doctor);
    await expect(names).toHaveText(firstPage(byName));

    // Clear: a link to the page without filters.
    await form.getByRole('link', { name: t.reset, exact: true }).click();
    await expect(page).toHaveURL(endsWith(path));
    await expect(field(t.hospital)).toHaveValue('');
    await expect(field(t.name)).toHaveValue('');
    await expect(names).toHaveText(firstPage(await listSchedules(page, {})));
    await expect(page.locator('[data-app="mf-doctors"]')).not.toHaveAttribute('data-remote-version', /.*/);
  });
}
