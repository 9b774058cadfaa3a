import type { Page } from '@playwright/test';

/** Picks an answer by its visible label inside one question of the form (a native radio's label). */
export async function answer(page: Page, key: string, label: string | RegExp): Promise<void> {
  await page.locator(`[data-question="${key}"]`).locator('label').filter({ hasText: label }).click();
}

/** A complete screening in Indonesian whose answers score high risk (Siti Rahayu, 38.4 °C). */
export async function fillHighRisk(page: Page): Promise<void> {
  await page.getByLabel(/Nama lengkap/).fill('Siti Rahayu');
  await page.getByLabel(/Nomor telepon/).fill('081234567890');
  await answer(page, 'fever', /^Ya$/);
  await page.locator('[data-question="temperature"] input').fill('38,4');
  await answer(page, 'cough', /^Ya$/);
  await answer(page, 'sore_throat', /^Tidak$/);
  await answer(page, 'shortness_of_breath', /^Ya$/);
  await answer(page, 'loss_of_smell', /^Tidak$/);
  await answer(page, 'contact', 'Dengan orang bergejala');
  await answer(page, 'travel', /^Tidak$/);
  await answer(page, 'comorbidity', /^Satu$/);
  await answer(page, 'vaccination', 'Lengkap dengan booster');
}
