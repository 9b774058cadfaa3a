import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import {
  bookingApp,
  choose,
  expectStep,
  fillPatient,
  findTarget,
  inLang,
  MESSAGES,
  newPatient,
  pickSession,
  TEXT,
  unexpectedConsoleErrors,
  type Lang,
} from './bookingHelpers';

/** The message is shown, announced (role alert) and tied to the field (aria-describedby). */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`every field's bad input shows the exact message (${lang})`, async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const m = MESSAGES[lang];
    const app = bookingApp(page);
    const next = () => app.getByRole('button', { name: t.next, exact: true }).click();
    await page.goto(inLang('/appointment/create', lang));

    // Step 1: a hospital is required.
    await expectStep(page, lang, 1);
    await next();
    await expect(app.getByRole('radiogroup')).toHaveAccessibleDescription(m.required);
    await choose(app, 'Medika Hospital Bandung');
    await next();

    // Step 2: every field required, then each rule of the shared schema.
    await expectStep(page, lang, 2);
    await next();
    const name = app.getByRole('textbox', { name: t.fullName });
    const day = app.getByRole('textbox', { name: t.day });
    const year = app.getByRole('textbox', { name: t.year });
    const phone = app.getByRole('textbox', { name: t.phone });
    const email = app.getByRole('textbox', { name: t.email });
    const nik = app.getByRole('textbox', { name: t.nik });
    for (const field of [name, day, phone, nik]) await expectFieldError(field, m.required);
    // A phone is enough: the e-mail is optional.
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(app.getByText(m.required, { exact: true })).toHaveCount(4);
    // The error summary takes focus; each of its links leads to its field.
    const summary = app.getByRole('alert').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(4);
    await summary.getByRole('link').first().click();
    await expect(name).toBeFocused();

    await name.fill('Al');
    await expectFieldError(name, m.min3);
    await name.fill('a'.repeat(101));
    await expectFieldError(name, m.max100);
    await email.fill('siti@');
    await expectFieldError(email, m.email);
    await phone.fill('0812');
    await expectFieldError(phone, m.phone);
    // The number-only filter: letters never reach the field.
    await phone.fill('');
    await phone.pressSequentially('08a12b');
    await expect(phone).toHaveValue('0812');
    await nik.fill('327301234567890');
    await expectFieldError(nik, m.nik);
    await day.fill('30');
    await app.getByRole('combobox', { name: t.month }).selectOption('02');
    await year.fill('1990');
    await expectFieldError(day, m.date);
    await day.fill('1');
    await year.fill('2099');
    await expectFieldError(year, m.futureDate);
    const patient = newPatient();
    await fillPatient(page, lang, patient);
    for (const field of [name, day, phone, email, nik])
      await expect(field).not.toHaveAttribute('aria-invalid');
    await next();

    // Step 3: a choice, then insurer and policy number (at most 40 characters).
    await expectStep(page, lang, 3);
    await next();
    await expect(app.getByRole('radiogroup')).toHaveAccessibleDescription(m.required);
    await choose(app, new RegExp(`^${t.insurer}$`));
    await next();
    const insurer = app.getByRole('combobox', { name: t.insurerSelect });
    const policy = app.getByRole('textbox', { name: t.policy });
    await expectFieldError(insurer, m.required);
    await expectFieldError(policy, m.required);
    await insurer.selectOption({ index: 2 });
    await policy.fill('P'.repeat(41));
    await expectFieldError(policy, m.max40);
    await policy.fill('POL-2026-0001');
    await next();

    // Step 4: clinic, doctor, date and session each required in turn.
    await expectStep(page, lang, 4);
    const target = await findTarget(page, 0);
    await next();
    const poli = app.getByRole('combobox', { name: t.poli });
    await expectFieldError(poli, m.required);
    await poli.selectOption(String(target.poliId));
    await next();
    const doctor = app.getByRole('combobox', { name: t.doctor });
    await expectFieldError(doctor, m.required);
    await doctor.selectOption(String(target.doctorId));
    await expect(app.getByRole('table')).toBeVisible();
    await next();
    await expect(app.getByRole('table')).toHaveAccessibleDescription(
      new RegExp(m.required.replace('.', '\\.')),
    );
    await pickSession(page, target.sessions[0]);
    await next();

    // Step 5: the consent is required and separate.
    await expectStep(page, lang, 5);
    await app.getByRole('button', { name: t.submit }).click();
    const consent = app.getByRole('checkbox', { name: t.consent });
    await expect(consent).toHaveAccessibleDescription(m.consent);
    await app.getByRole('link', { name: new RegExp(m.consent.replace('.', '\\.')) }).click();
    await expect(consent).toBeFocused();
    await expect(page).toHaveURL(/step=5/);
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });
}
