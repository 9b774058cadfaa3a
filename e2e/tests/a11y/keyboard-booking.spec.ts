import { expect, test } from '../../support/fixtures';
import {
  bookingApp,
  expectStep,
  findTarget,
  newPatient,
  sessionHours,
  TEXT,
} from '../booking/bookingHelpers';
import { describeObscured, KeyboardUser } from './keyboard';

// docs/decisions.md, issue 9: a whole booking with the keyboard alone (Tab, Enter, Space, arrows, and typing into fields),
// on a phone, during which the focused element is never hidden behind the sticky top bar, the bottom bar
// or the chat button (WCAG 2.2, 2.4.11), checked after every key press.
test.use({ viewport: { width: 360, height: 740 } });

test('a complete booking with the keyboard alone; focus stays in view, never hidden behind the chrome', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const t = TEXT.id;
  // Cianjur: the booking team's specs book at Bandung, so parallel workers never compete for a session.
  const target = await findTarget(page, 0, 2);
  const session = target.sessions[0];
  const patient = newPatient('Rina Papan Ketik');
  const app = bookingApp(page);
  const keys = new KeyboardUser(page);

  await page.goto('/appointment/create?lang=id');
  await expectStep(page, 'id', 1);

  // Step 1: the hospital, in a radio group (arrows move and choose).
  await keys.tabTo(app.getByRole('radio').first());
  const hospital = app.getByRole('radio', {
    name: new RegExp(target.companyId === 1 ? 'Bandung' : 'Cianjur'),
  });
  await keys.arrowTo(() => keys.isFocused(hospital));
  if (!(await hospital.isChecked())) await keys.press('Space');
  await keys.tabTo(app.getByRole('button', { name: t.next, exact: true }));
  await keys.press('Enter');
  await expectStep(page, 'id', 2);

  // Step 2: for whom (a radio group, arrows), then the patient's identity, then the contact, in the
  // form's order: Tab only goes forward, so a field out of order would never be reached.
  const forMyself = app.getByRole('radio', { name: 'Saya sendiri', exact: true });
  await keys.tabTo(app.getByRole('radio').first());
  await keys.arrowTo(() => keys.isFocused(forMyself));
  if (!(await forMyself.isChecked())) await keys.press('Space');
  await expect(forMyself).toBeChecked();
  const field = async (locator: ReturnType<typeof app.getByRole>, text: string) => {
    await keys.tabTo(locator);
    await keys.type(text);
  };
  await field(app.getByRole('textbox', { name: t.fullName }), patient.fullName);
  await field(app.getByRole('textbox', { name: t.day }), patient.day);
  const month = app.getByRole('combobox', { name: t.month });
  await keys.tabTo(month);
  await keys.selectByArrows(month, patient.month);
  await field(app.getByRole('textbox', { name: t.year }), patient.year);
  await field(app.getByRole('textbox', { name: t.nik }), patient.nik);
  await field(app.getByRole('textbox', { name: t.phone }), patient.phone);
  await field(app.getByRole('textbox', { name: t.email }), patient.email);
  await keys.tabTo(app.getByRole('button', { name: t.next, exact: true }));
  await keys.press('Enter');
  await expectStep(page, 'id', 3);

  // Step 3: paying privately.
  const selfPay = app.getByRole('radio', { name: t.self });
  await keys.tabTo(app.getByRole('radio').first());
  await keys.arrowTo(() => keys.isFocused(selfPay));
  if (!(await selfPay.isChecked())) await keys.press('Space');
  await keys.tabTo(app.getByRole('button', { name: t.next, exact: true }));
  await keys.press('Enter');
  await expectStep(page, 'id', 4);

  // Step 4: clinic, doctor, a day in the calendar (one tab stop, arrows move), a session.
  const poli = app.getByRole('combobox', { name: t.poli });
  await keys.tabTo(poli);
  await keys.selectByArrows(poli, String(target.poliId));
  const doctor = app.getByRole('combobox', { name: t.doctor });
  await expect(doctor.locator(`option[value="${target.doctorId}"]`)).toBeAttached({ timeout: 15_000 });
  await keys.tabTo(doctor);
  await keys.selectByArrows(doctor, String(target.doctorId));
  const tabStop = app.locator('button[data-date][tabindex="0"]');
  await expect(tabStop).toBeAttached({ timeout: 15_000 });
  await keys.tabTo(tabStop);
  const start = (await tabStop.getAttribute('data-date')) ?? '';
  await keys.arrowTo(async (focused) => (await focused.getAttribute('data-date')) === session.date, {
    key: session.date >= start ? 'ArrowRight' : 'ArrowLeft',
    max: 70,
  });
  await keys.press('Enter');
  const slot = app.getByRole('radio', { name: sessionHours(session, 'id') });
  await expect(slot).toBeAttached({ timeout: 15_000 });
  await keys.tabTo(app.getByRole('radio').first());
  await keys.arrowTo(() => keys.isFocused(slot));
  if (!(await slot.isChecked())) await keys.press('Space');
  await keys.tabTo(app.getByRole('button', { name: t.next, exact: true }));
  await keys.press('Enter');
  await expectStep(page, 'id', 5);

  // Step 5: consent, then send.
  await expect(app.getByText(patient.fullName)).toBeVisible();
  const consent = app.getByRole('checkbox', { name: t.consent });
  await keys.tabTo(consent);
  await keys.press('Space');
  await expect(consent).toBeChecked();
  await keys.tabTo(app.getByRole('button', { name: t.submit }));
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t.successTitle })).toBeVisible({
    timeout: 20_000,
  });

  test.info().annotations.push({ type: 'key presses', description: String(keys.presses) });
  expect(keys.obscured, `focus hidden behind the chrome:\n${describeObscured(keys.obscured)}`).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
