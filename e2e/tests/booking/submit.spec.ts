import type { Page } from '@playwright/test';
import type { Appointment } from '@hospital/api-client';
import { apiGet, expect, test } from '../../support/fixtures';
import {
  bookingApp,
  bookThroughApi,
  choose,
  expectStep,
  fillPatient,
  findTarget,
  inLang,
  newPatient,
  pickSession,
  sessionHours,
  sessionOn,
  TEXT,
  unexpectedConsoleErrors,
  type BookingTarget,
  type Lang,
  type PatientData,
} from './bookingHelpers';

/** From a doctor card to the summary with the consent given, on the given session. */
async function reachSummary(
  page: Page,
  lang: Lang,
  target: BookingTarget,
  patient: PatientData,
  sessionIndex = 0,
) {
  const t = TEXT[lang];
  const app = bookingApp(page);
  const next = () => app.getByRole('button', { name: t.next, exact: true }).click();
  await page.goto(
    inLang(
      `/appointment/create?doctor=${target.doctorId}&company=${target.companyId}&poli=${target.poliId}`,
      lang,
    ),
  );
  await expectStep(page, lang, 2);
  await fillPatient(page, lang, patient);
  await next();
  await choose(app, t.self);
  await next();
  await expectStep(page, lang, 4);
  await pickSession(page, target.sessions[sessionIndex]);
  await next();
  await expectStep(page, lang, 5);
  await app.getByRole('checkbox', { name: t.consent }).check({ force: true });
}

function countAppointmentPosts(page: Page) {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/medika\.appointment(\?|$)/.test(request.url())) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return keys;
}

test('a double click on Submit stores one appointment', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  const target = await findTarget(page, 2);
  const session = target.sessions[0];
  const before = await sessionOn(page, target, session.session_id, session.date);
  const posts = countAppointmentPosts(page);
  await reachSummary(page, 'id', target, newPatient('Agus Setiawan'));

  await bookingApp(page).getByRole('button', { name: TEXT.id.submit }).dblclick();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.id.successTitle);

  expect(posts).toHaveLength(1);
  const after = await sessionOn(page, target, session.session_id, session.date);
  expect(after.booked).toBe(before.booked + 1);
  expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
});

test('a retry after a lost answer uses the same key and stores one appointment', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const target = await findTarget(page, 3);
  const session = target.sessions[0];
  const before = await sessionOn(page, target, session.session_id, session.date);
  const posts = countAppointmentPosts(page);
  let firstAnswer: Appointment | null = null;
  // The first booking reaches the API and is stored, but its answer never reaches the browser.
  await page.route('**/api/medika.appointment*', async (route) => {
    if (route.request().method() !== 'POST' || firstAnswer) return route.continue();
    const response = await route.fetch();
    firstAnswer = ((await response.json()) as { data: Appointment }).data;
    await route.abort('failed');
  });
  await reachSummary(page, 'en', target, newPatient('Rudi Hartono'));
  const app = bookingApp(page);
  await app.getByRole('button', { name: TEXT.en.submit }).click();

  const dialog = page.getByRole('dialog', { name: TEXT.en.networkTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Everything you entered is kept');
  expect(firstAnswer).not.toBeNull();
  await dialog.getByRole('button', { name: TEXT.en.retry }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.successTitle);
  await expect(app.getByTestId('booking-code')).toHaveText(firstAnswer!.code);
  expect(posts).toHaveLength(2);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(posts[1]).toBe(posts[0]);
  const after = await sessionOn(page, target, session.session_id, session.date);
  expect(after.booked).toBe(before.booked + 1);
  // The aborted request is logged by Chromium as a failed resource; nothing else may be.
  expect(
    unexpectedConsoleErrors(consoleErrors).filter((e) => e !== 'Failed to load resource: net::ERR_FAILED'),
  ).toEqual([]);
});

for (const [lang, index] of [
  ['id', 4],
  ['en', 5],
] as const) {
  test(`a session filled by another client during the wizard gives the 409 path and a re-pick succeeds (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const t = TEXT[lang];
    const app = bookingApp(page);
    const target = await findTarget(page, index);
    const taken = target.sessions[0];
    const other = target.sessions.find((s) => s.date !== taken.date)!;
    const patient = newPatient(lang === 'id' ? 'Nur Aini' : 'Kevin Wijaya');
    await reachSummary(page, lang, target, patient);

    // Meanwhile other patients take every remaining place of that session.
    const { remaining } = await sessionOn(page, target, taken.session_id, taken.date);
    for (let i = 0; i < remaining; i += 1) await bookThroughApi(page.request, target, taken);
    expect((await sessionOn(page, target, taken.session_id, taken.date)).remaining).toBe(0);

    await app.getByRole('button', { name: t.submit }).click();
    await expectStep(page, lang, 4);
    await expect(app.getByRole('alert').filter({ hasText: t.sessionFull })).toBeVisible();
    // Fresh availability: the session is shown full and cannot be chosen; the date is kept.
    const fullSession = app.getByRole('radio', { name: sessionHours(taken, lang) });
    await expect(fullSession).toBeDisabled();
    await expect(fullSession).toHaveAccessibleDescription(new RegExp(t.full));
    await expect(app.getByRole('combobox', { name: t.doctor })).toHaveValue(String(target.doctorId));

    await pickSession(page, other);
    // Steps 1-3 are kept: Next goes straight back to the summary.
    await app
      .getByRole('button', { name: lang === 'id' ? /kembali ke ringkasan/ : /return to the summary/ })
      .click();
    await expectStep(page, lang, 5);
    await expect(app.getByText(patient.fullName)).toBeVisible();
    await expect(app.getByRole('checkbox', { name: t.consent })).toBeChecked();
    await app.getByRole('button', { name: t.submit }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.successTitle);
    const code = (await app.getByTestId('booking-code').textContent()) ?? '';
    const stored = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${code}?born_date=${patient.bornDate}`,
    );
    expect(stored.data).toMatchObject({ session_id: other.session_id, date: other.date, status: 'booked' });
    expect(unexpectedConsoleErrors(consoleErrors, [409])).toEqual([]);
  });
}
