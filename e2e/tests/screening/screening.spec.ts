import type { Page } from '@playwright/test';
import type { ItemEnvelope, ScreeningResult } from '@hospital/api-client';
import { apiGet, expect, test, waitForHydration } from '../../support/fixtures';
import { answer, fillHighRisk } from './screeningHelpers';

const storedDraft = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('medika.screening.draft') ?? '');

const submitButton = (page: Page) => page.getByRole('button', { name: 'Kirim jawaban' });

test.describe('Covid-19 screening', () => {
  test.beforeEach(async ({ page }) => {
    // Every test starts from an empty draft.
    await page.goto('/screening?lang=id');
    await page.evaluate(() => sessionStorage.clear());
  });

  test('a screening submitted in the browser is stored, and the result page shows the server’s category after a reload', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/screening');
    await expect(page.getByRole('heading', { level: 1, name: 'Skrining Covid-19' })).toBeVisible();
    await fillHighRisk(page);
    await submitButton(page).click();

    await page.waitForURL(/\/screening\/result\?id=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const stored = (
      await apiGet<ItemEnvelope<ScreeningResult>>(page, `medika.assesment.result/get?id=${id}&lang=id`)
    ).data;
    expect(stored.visitor.name).toBe('Siti Rahayu');
    expect(stored.answers.find((a) => a.key === 'temperature')?.answer).toBe('38.4 °C');

    const category = page.getByTestId('screening-category');
    await expect(category).toHaveText(stored.category_label);
    await expect(page.locator('[data-category]')).toHaveAttribute('data-category', stored.category);
    await expect(page.locator('[data-action]')).toHaveAttribute('data-action', stored.action);

    await page.reload();
    await expect(category).toHaveText(stored.category_label);
    await expect(page.getByText(stored.advice)).toBeVisible();

    // The same stored result, read in English.
    const english = (
      await apiGet<ItemEnvelope<ScreeningResult>>(page, `medika.assesment.result/get?id=${id}&lang=en`)
    ).data;
    await page.goto(`/screening/result?id=${id}&lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Screening Result' })).toBeVisible();
    await expect(category).toHaveText(english.category_label);
    expect(english.category).toBe(stored.category);
    expect(consoleErrors).toEqual([]);
  });

  test('what to do next follows the category, and the print view hides the buttons', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/screening');
    await fillHighRisk(page);
    await submitButton(page).click();
    await page.waitForURL(/\/screening\/result\?id=/);
    const action = await page.locator('[data-action]').getAttribute('data-action');
    expect(action).toBe('emergency');
    // Both hospitals' emergency numbers, as tap-to-call links.
    await expect(page.locator('main a[href="tel:+62227801119"]')).toBeVisible();
    await expect(page.locator('main a[href="tel:+622638201119"]')).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Cetak hasil' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Cetak hasil' })).toBeHidden();
    await expect(page.getByTestId('screening-category')).toBeVisible();
    await expect(page.getByText('Tunjukkan hasil ini kepada petugas di pintu masuk.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a low-risk screening advises to stay home; a medium one links to booking', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/screening');
    await page.getByLabel(/Nama lengkap/).fill('Budi Santoso');
    await page.getByLabel(/Nomor telepon/).fill('081298765432');
    for (const key of ['fever', 'cough', 'sore_throat', 'shortness_of_breath', 'loss_of_smell', 'travel']) {
      await answer(page, key, /^Tidak$/);
    }
    await answer(page, 'contact', /^Tidak ada$/);
    await answer(page, 'comorbidity', /^Tidak ada$/);
    await answer(page, 'vaccination', 'Lengkap dengan booster');
    await submitButton(page).click();
    await page.waitForURL(/\/screening\/result\?id=/);
    await expect(page.locator('[data-action]')).toHaveAttribute('data-action', 'stay_home');

    await page.getByRole('link', { name: 'Skrining baru' }).click();
    await page.getByLabel(/Nama lengkap/).fill('Budi Santoso');
    await page.getByLabel(/Nomor telepon/).fill('081298765432');
    for (const key of ['cough', 'sore_throat', 'shortness_of_breath', 'loss_of_smell', 'travel']) {
      await answer(page, key, /^Tidak$/);
    }
    await answer(page, 'fever', /^Ya$/);
    await answer(page, 'contact', 'Dengan orang bergejala');
    await answer(page, 'comorbidity', /^Tidak ada$/);
    await answer(page, 'vaccination', 'Lengkap dengan booster');
    await submitButton(page).click();
    await page.waitForURL(/\/screening\/result\?id=/);
    await expect(page.locator('[data-action]')).toHaveAttribute('data-action', 'book_visit');
    await page.getByRole('link', { name: 'Buat janji temu' }).click();
    // The wizard puts its first step in the URL once its scripts run (no other parameter: nothing is preselected).
    await expect(page).toHaveURL(/\/appointment\/create(\?step=1)?$/);
    expect(consoleErrors).toEqual([]);
  });

  test('required answers show the docs/product-rules.md §5 message in both languages, and a draft survives a reload', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/screening');
    await submitButton(page).click();
    await expect(page.getByText('Kolom ini wajib diisi.').first()).toBeVisible();
    // Nine required questions plus name and phone.
    await expect(page.getByText('Kolom ini wajib diisi.')).toHaveCount(11);

    // The language is in the URL: the selector's link opens the English page, whose form says it in English.
    await page.getByRole('link', { name: /^EN/ }).click();
    await expect(page).toHaveURL(/\/en\/screening$/);
    // A new document: its scripts first, as this test is of the enhanced form (a post before them is
    // answered by the server, with an error summary above the same field messages: ScreeningForm.tsx).
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send answers' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(page.getByText('This field is required.')).toHaveCount(11);
    await page.getByRole('link', { name: /^ID/ }).click();
    await expect(page).toHaveURL(/\/screening$/);
    expect(new URL(page.url()).pathname).toBe('/screening');

    await page.getByLabel(/Nama lengkap/).fill('Dewi Lestari');
    await answer(page, 'fever', /^Ya$/);
    await answer(page, 'contact', /^Tidak ada$/);
    await page.locator('[data-question="symptom_onset"] input').fill('2020-01-01');
    // The draft is written once the page's script runs; the language link above loaded a new document.
    await expect.poll(() => storedDraft(page)).toContain('2020-01-01');
    await page.reload();
    await expect(page.getByLabel(/Nama lengkap/)).toHaveValue('Dewi Lestari');
    await expect(page.locator('[data-question="fever"] input[value="yes"]')).toBeChecked();
    await expect(page.locator('[data-question="contact"] input[value="none"]')).toBeChecked();
    await expect(page.locator('[data-question="symptom_onset"] input')).toHaveValue('2020-01-01');
    expect(consoleErrors).toEqual([]);
  });

  test('what a patient fills in before the page’s script has run is kept, on screen and in the draft', async ({
    page,
    consoleErrors,
  }) => {
    // A slow phone: the server's form is on screen while the screening remote's script is on its way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/mf-screening/*/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    // The typing below is the first touch that starts the code, held on its way: go on once the server's HTML is there.
    await page.goto('/screening', { waitUntil: 'commit' });
    await page.getByLabel(/Nama lengkap/).fill('Rina Kartika');
    await answer(page, 'fever', /^Ya$/);
    await answer(page, 'contact', 'Dengan orang bergejala');
    release();

    await expect.poll(() => storedDraft(page)).toContain('Rina Kartika');
    const draft = JSON.parse(await storedDraft(page)) as { values: { answers: Record<string, string> } };
    expect(draft.values.answers).toMatchObject({ fever: 'yes', contact: 'suspected' });
    await expect(page.getByLabel(/Nama lengkap/)).toHaveValue('Rina Kartika');
    await expect(page.locator('[data-question="fever"] input[value="yes"]')).toBeChecked();
    await expect(page.locator('[data-question="contact"] input[value="suspected"]')).toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test('a failed submit keeps every answer and offers a retry that stores the screening once', async ({
    page,
  }) => {
    await page.goto('/screening');
    await fillHighRisk(page);
    let posts = 0;
    await page.route('**/api/medika.assesment.result**', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      // The first attempt reaches the server but its answer is lost on the way back.
      if (posts === 1) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await submitButton(page).click();
    await expect(page.getByText('Jawaban belum terkirim')).toBeVisible();
    await expect(page.getByLabel(/Nama lengkap/)).toHaveValue('Siti Rahayu');
    await expect(page.locator('[data-question="shortness_of_breath"] input[value="yes"]')).toBeChecked();
    await expect(page.locator('[data-question="temperature"] input')).toHaveValue('38,4');

    await page.getByRole('button', { name: 'Kirim lagi' }).click();
    await page.waitForURL(/\/screening\/result\?id=/);
    expect(posts).toBe(2);
    // Same Idempotency-Key: the retry returned the result stored by the first attempt.
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const stored = await apiGet<ItemEnvelope<ScreeningResult>>(page, `medika.assesment.result/get?id=${id}`);
    await expect(page.getByTestId('screening-category')).toHaveText(stored.data.category_label);
  });

  test('an unknown result id says the result was not found', async ({ page, consoleErrors }) => {
    await page.goto('/screening/result?id=00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hasil skrining tidak ditemukan' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Isi skrining' })).toHaveAttribute('href', '/screening');
    await page.goto('/screening/result?id=nonsense&lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Screening result not found' })).toBeVisible();
    // Chromium logs the API's expected 404 as a failed resource; nothing else may appear.
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
