import type { Appointment } from '@hospital/api-client';
import { apiGet, expect, test } from '../../support/fixtures';
import {
  bookingApp,
  bookThroughApi,
  findTarget,
  inLang,
  newPatient,
  sessionOn,
  TEXT,
  unexpectedConsoleErrors,
  type Lang,
} from './bookingHelpers';

for (const [lang, index] of [
  ['id', 7],
  ['en', 8],
] as const satisfies readonly (readonly [Lang, number])[]) {
  test(`cancelling by code and birth date frees the place again (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const app = bookingApp(page);
    const target = await findTarget(page, index);
    const session = target.sessions[0];
    const patient = newPatient('Lina Marlina');
    const booking = await bookThroughApi(page.request, target, session, patient);
    const booked = await sessionOn(page, target, session.session_id, session.date);

    const search = async (code: string, day: string) => {
      // The button works once the page's code has taken the server's form over (not before: the
      // browser would send the form itself, the birth date in the URL).
      await expect(app.getByRole('button', { name: t.search })).toBeEnabled();
      await app.getByRole('textbox', { name: t.code }).fill(code);
      await app.getByRole('textbox', { name: lang === 'id' ? /^Tanggal/ : /^Day/ }).fill(day);
      await app.getByRole('combobox', { name: lang === 'id' ? /^Bulan/ : /^Month/ }).selectOption('11');
      await app.getByRole('textbox', { name: lang === 'id' ? /^Tahun/ : /^Year/ }).fill('1990');
      await app.getByRole('button', { name: t.search }).click();
    };

    await page.goto(inLang('/detail-appointment', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // A wrong code and a wrong birth date get the same words: nothing tells whether a code exists.
    await search('ZZZZ-ZZZZ-ZZ', '21');
    await expect(app.getByText(t.notFound)).toBeVisible();
    await search(booking.code, '22');
    await expect(app.getByText(t.notFound)).toBeVisible();

    // The link of the success page fills in the code; the birth date confirms it.
    await page.goto(inLang(`/appointment/detail?code=${booking.code.toLowerCase()}`, lang));
    await expect(app.getByRole('textbox', { name: t.code })).toHaveValue(booking.code.toLowerCase());
    await search(booking.code.toLowerCase(), '21');
    const heading = app.getByRole('heading', { level: 2, name: new RegExp(booking.code) });
    await expect(heading).toBeFocused();
    await expect(app.getByText(target.doctorName)).toBeVisible();
    await expect(app.getByRole('article')).toContainText('Medika Hospital Bandung');
    await expect(app.getByText(String(booking.queue_number), { exact: true })).toBeVisible();

    await app.getByRole('button', { name: t.cancel }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(target.doctorName);
    await dialog.getByRole('button', { name: t.confirmCancel }).click();
    await expect(app.getByText(t.cancelled, { exact: true })).toBeVisible();
    await expect(app.getByRole('button', { name: t.cancel })).toHaveCount(0);

    const stored = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${booking.code}?born_date=${patient.bornDate}`,
    );
    expect(stored.data.status).toBe('cancelled');
    const after = await sessionOn(page, target, session.session_id, session.date);
    expect(after.remaining).toBe(booked.remaining + 1);
    expect(after.booked).toBe(booked.booked - 1);
    // The two wrong look-ups are 404 answers, which Chromium logs as failed resources.
    expect(unexpectedConsoleErrors(consoleErrors, [404])).toEqual([]);
  });
}

// Issue 19, item 2: moving a booking from the look-up page. The code stays, the queue number is the
// new session's, the old place is free again and the new one taken.
for (const [lang, index] of [
  ['id', 9],
  ['en', 10],
] as const satisfies readonly (readonly [Lang, number])[]) {
  test(`a booking moves to another session of the same doctor, then the patient downloads her data and withdraws consent (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const app = bookingApp(page);
    const target = await findTarget(page, index);
    const [from] = target.sessions;
    const patient = newPatient('Rudi Hartono');
    const booking = await bookThroughApi(page.request, target, from, patient);
    const fromBefore = await sessionOn(page, target, from.session_id, from.date);

    await page.goto(inLang(`/appointment/detail?code=${booking.code}`, lang));
    await expect(app.getByRole('button', { name: t.search })).toBeEnabled();
    await app.getByRole('textbox', { name: lang === 'id' ? /^Tanggal/ : /^Day/ }).fill('21');
    await app.getByRole('combobox', { name: lang === 'id' ? /^Bulan/ : /^Month/ }).selectOption('11');
    await app.getByRole('textbox', { name: lang === 'id' ? /^Tahun/ : /^Year/ }).fill('1990');
    await app.getByRole('button', { name: t.search }).click();

    await app.getByRole('button', { name: lang === 'id' ? 'Pindah jadwal' : 'Change the date' }).click();
    const panel = app.getByRole('region', {
      name: lang === 'id' ? 'Pilih jadwal baru' : 'Choose a new session',
    });
    const options = panel.getByRole('group', {
      name: lang === 'id' ? 'Jadwal yang masih tersedia' : 'Sessions still open',
    });
    const first = options.getByRole('radio').first();
    await first.check();
    const [sessionId, date] = (await first.getAttribute('value'))!.split('|');
    const toBefore = await sessionOn(page, target, Number(sessionId), date);
    await panel
      .getByRole('button', { name: lang === 'id' ? 'Pindahkan ke jadwal ini' : 'Move to this session' })
      .click();

    await expect(
      app.getByText(lang === 'id' ? /Janji temu dipindah ke/ : /The appointment is moved to/),
    ).toBeVisible();
    await expect(app.getByRole('heading', { level: 2, name: new RegExp(booking.code) })).toBeFocused();
    const stored = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${booking.code}?born_date=${patient.bornDate}`,
    );
    expect([stored.data.code, stored.data.session_id, stored.data.date]).toEqual([
      booking.code,
      Number(sessionId),
      date,
    ]);
    await expect(app.getByText(String(stored.data.queue_number), { exact: true }).first()).toBeVisible();
    expect((await sessionOn(page, target, from.session_id, from.date)).booked).toBe(fromBefore.booked - 1);
    expect((await sessionOn(page, target, Number(sessionId), date)).booked).toBe(toBefore.booked + 1);

    // The patient's data rights: a copy as a PDF, then consent withdrawn (the booking to come goes).
    const downloaded = page.waitForEvent('download');
    await app
      .getByRole('button', { name: lang === 'id' ? 'Unduh data (PDF)' : 'Download my data (PDF)' })
      .click();
    expect((await downloaded).suggestedFilename()).toBe(`data-${booking.code}.pdf`);
    await app
      .getByRole('button', {
        name: lang === 'id' ? 'Tarik persetujuan dan hapus data' : 'Withdraw consent and delete my data',
      })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(lang === 'id' ? 'rekam medis' : 'medical records');
    await dialog
      .getByRole('button', { name: lang === 'id' ? 'Ya, tarik dan hapus' : 'Yes, withdraw and delete' })
      .click();
    await expect(app.getByText(lang === 'id' ? /Persetujuan ditarik/ : /Consent withdrawn/)).toBeVisible();
    const erased = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${booking.code}?born_date=${patient.bornDate}`,
    );
    expect(erased.data.status).toBe('cancelled');
    expect(unexpectedConsoleErrors(consoleErrors, [])).toEqual([]);
  });
}
