import { expect, test } from '../../support/fixtures';
import {
  bookingApp,
  choose,
  expectStep,
  fillPatient,
  findTarget,
  newPatient,
  pickDate,
  TEXT,
  unexpectedConsoleErrors,
} from './bookingHelpers';

test('a reload on step 4, or a visit to another page, keeps steps 1-3 and the schedule chosen so far', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const lang = 'id';
  const t = TEXT[lang];
  const app = bookingApp(page);
  const next = () => app.getByRole('button', { name: t.next, exact: true }).click();
  const target = await findTarget(page, 6);
  const patient = newPatient('Bambang Hermawan');

  await page.goto('/appointment/create');
  await expectStep(page, lang, 1);
  await choose(app, 'Medika Hospital Bandung');
  await next();
  await fillPatient(page, lang, patient);
  await next();
  await choose(app, new RegExp(`^${t.insurer}$`));
  await app.getByRole('combobox', { name: t.insurerSelect }).selectOption({ label: 'Cakrawala Life' });
  await app.getByRole('textbox', { name: t.policy }).fill('CL-778899');
  await next();
  await expectStep(page, lang, 4);
  await app.getByRole('combobox', { name: t.poli }).selectOption(String(target.poliId));
  await app.getByRole('combobox', { name: t.doctor }).selectOption(String(target.doctorId));
  const date = target.sessions[0].date;
  await pickDate(page, date);
  await expect(app.locator(`button[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expectStep(page, lang, 4);
  await expect(app.getByRole('combobox', { name: t.poli })).toHaveValue(String(target.poliId));
  await expect(app.getByRole('combobox', { name: t.doctor })).toHaveValue(String(target.doctorId));
  await expect(app.locator(`button[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');

  // Another page of the site, then back through the menu link: same step, same answers.
  await page.goto('/appointment');
  await expect(page.locator('main h1')).toBeVisible();
  await page.goto('/appointment/create');
  await expectStep(page, lang, 4);
  await expect(app.getByRole('combobox', { name: t.doctor })).toHaveValue(String(target.doctorId));

  await app.getByRole('button', { name: t.back }).click();
  await expectStep(page, lang, 3);
  await expect(app.getByRole('radio', { name: new RegExp(`^${t.insurer}`) })).toBeChecked();
  await expect(app.getByRole('combobox', { name: t.insurerSelect })).toHaveValue('7');
  await expect(app.getByRole('textbox', { name: t.policy })).toHaveValue('CL-778899');

  await app.getByRole('button', { name: t.back }).click();
  await expectStep(page, lang, 2);
  await expect(app.getByRole('textbox', { name: t.fullName })).toHaveValue(patient.fullName);
  await expect(app.getByRole('textbox', { name: t.year })).toHaveValue('1990');
  await expect(app.getByRole('textbox', { name: t.nik })).toHaveValue(patient.nik);
  await expect(app.getByText('Usia: 36 tahun')).toBeVisible();

  await app.getByRole('button', { name: t.back }).click();
  await expectStep(page, lang, 1);
  await expect(app.getByRole('radio', { name: 'Medika Hospital Bandung' })).toBeChecked();
  expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
});
