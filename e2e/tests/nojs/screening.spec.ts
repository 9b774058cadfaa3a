import type { ItemEnvelope, ScreeningResult } from '@hospital/api-client';
import { apiGet, expect, test } from '../../support/fixtures';
import { inLang, LANGS } from '../content/helpers';
import { fillHighRisk } from '../screening/screeningHelpers';
import { expectNoScriptRan, postBy } from './noScripts';

/*
 * docs/decisions.md, issue 25 item 1: the screening form and its result with JavaScript off (this project
 * runs without it). The form posts to mf-screening's server action, which checks the answers with the
 * browser's rules: the page again with the error summary and every field's message in the page's
 * language, what was typed kept; once complete, a 303 to the stored result.
 */

const TEXT = {
  id: {
    h1: 'Skrining Covid-19',
    name: /Nama lengkap/,
    submit: 'Kirim jawaban',
    toFix: (count: number) => `Ada ${count} hal yang perlu diperbaiki`,
    required: 'Kolom ini wajib diisi.',
  },
  en: {
    h1: 'Covid-19 Screening',
    name: /Full name/,
    submit: 'Send answers',
    toFix: (count: number) => (count === 1 ? 'There is 1 thing to fix' : `There are ${count} things to fix`),
    required: 'This field is required.',
  },
} as const;

for (const lang of LANGS) {
  const t = TEXT[lang];
  test(`the screening with JavaScript off: every missing answer named, what was typed kept (${lang})`, async ({
    page,
  }) => {
    await page.goto(inLang('/screening', lang));
    await expect(page.getByRole('heading', { level: 1, name: t.h1 })).toBeVisible();
    const submit = page.getByRole('button', { name: t.submit });
    expect(await postBy(page, () => submit.click())).toBe(422);
    await expect(page).toHaveURL(new RegExp(`${inLang('/screening', lang).replace('/', '\\/')}$`));
    // Nine required questions plus name and phone.
    const summary = page.getByRole('alert').filter({ hasText: t.toFix(11) });
    await expect(summary).toBeVisible();
    // A link to each field in the summary, and each field's own message.
    await expect(summary.getByRole('link')).toHaveCount(11);
    await expect(page.getByText(t.required, { exact: true })).toHaveCount(11);

    await page.getByLabel(t.name).fill('Dewi Lestari');
    expect(await postBy(page, () => submit.click())).toBe(422);
    await expect(page.getByRole('alert').filter({ hasText: t.toFix(10) })).toBeVisible();
    await expect(page.getByText(t.required, { exact: true })).toHaveCount(10);
    await expect(page.getByLabel(t.name)).toHaveValue('Dewi Lestari');
    await expectNoScriptRan(page, 'mf-screening');
  });
}

test('the screening with JavaScript off: a complete form is stored and its result page shows the category', async ({
  page,
}) => {
  await page.goto('/screening');
  await fillHighRisk(page);
  expect(await postBy(page, () => page.getByRole('button', { name: 'Kirim jawaban' }).click())).toBe(303);

  await expect(page).toHaveURL(/\/screening\/result\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  const stored = (
    await apiGet<ItemEnvelope<ScreeningResult>>(page, `medika.assesment.result/get?id=${id}&lang=id`)
  ).data;
  expect(stored.visitor.name).toBe('Siti Rahayu');
  expect(stored.answers.find((a) => a.key === 'temperature')?.answer).toBe('38.4 °C');
  await expect(page.getByTestId('screening-category')).toHaveText(stored.category_label);
  await expect(page.getByText(stored.advice)).toBeVisible();
  await expectNoScriptRan(page, 'mf-screening');
});
