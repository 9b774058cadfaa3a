import fs from 'node:fs';
import type { Locator } from '@playwright/test';
import type { Appointment, Availability } from '@hospital/api-client';
import { API_TOKEN, apiGet, expect, test } from '../../support/fixtures';
import { startSite, stopSite, type RunningSite } from '../../support/site';
// The API's own SMTP catcher (its tests use it too): the site sends this test's mails to it.
import { startMailCatcher, type MailCatcher } from '../../../api/src/dev/mailCatcher';
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

/** Types the birth date (the day given, November 1990) and, when given, the code; then searches. */
async function searchBooking(app: Locator, lang: Lang, day = '21', code?: string): Promise<void> {
  const t = TEXT[lang];
  // The button works once the page's code has taken the server's form over (not before: the
  // browser would send the form itself, the birth date in the URL).
  await expect(app.getByRole('button', { name: t.search })).toBeEnabled();
  if (code !== undefined) await app.getByRole('textbox', { name: t.code }).fill(code);
  await app.getByRole('textbox', { name: t.day }).fill(day);
  await app.getByRole('combobox', { name: t.month }).selectOption('11');
  await app.getByRole('textbox', { name: t.year }).fill('1990');
  await app.getByRole('button', { name: t.search }).click();
}

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

    const search = (code: string, day: string) => searchBooking(app, lang, day, code);

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
    const app = bookingApp(page);
    const target = await findTarget(page, index);
    const [from] = target.sessions;
    const patient = newPatient('Rudi Hartono');
    const booking = await bookThroughApi(page.request, target, from, patient);
    const fromBefore = await sessionOn(page, target, from.session_id, from.date);

    await page.goto(inLang(`/appointment/detail?code=${booking.code}`, lang));
    await searchBooking(app, lang);

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

// Issue 24, item 3: a booking moves at most 3 times; the look-up page says so where the button was.
for (const [lang, index] of [
  ['id', 11],
  ['en', 12],
] as const satisfies readonly (readonly [Lang, number])[]) {
  test(`after 3 moves the look-up page says the booking cannot be moved again (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const app = bookingApp(page);
    const target = await findTarget(page, index, 1, 3);
    const patient = newPatient('Tono Sugiarto');
    let at = target.sessions[0];
    const booking = await bookThroughApi(page.request, target, at, patient);
    for (let i = 0; i < 3; i += 1) {
      const to = target.sessions.find((s) => s.session_id !== at.session_id || s.date !== at.date)!;
      const moved = await page.request.post(
        `${process.env.E2E_BASE_URL}/api/medika.appointment/${booking.code}/reschedule`,
        {
          headers: { authorization: `Bearer ${API_TOKEN}` },
          data: {
            bornDate: patient.bornDate,
            sessionId: to.session_id,
            date: to.date,
            fromSessionId: at.session_id,
            fromDate: at.date,
          },
        },
      );
      expect(moved.status(), await moved.text()).toBe(200);
      at = to;
    }
    await page.goto(inLang(`/appointment/detail?code=${booking.code}`, lang));
    await searchBooking(app, lang);
    await expect(app.getByRole('heading', { level: 2, name: new RegExp(booking.code) })).toBeFocused();
    await expect(
      app.getByText(
        lang === 'id'
          ? 'Booking ini sudah dipindah 3 kali, batas yang diizinkan.'
          : 'This booking has been moved 3 times, the most allowed.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(
      app.getByRole('button', { name: lang === 'id' ? 'Pindah jadwal' : 'Change the date' }),
    ).toHaveCount(0);
    // Cancelling stays possible.
    await expect(app.getByRole('button', { name: t.cancel })).toBeVisible();
    expect(unexpectedConsoleErrors(consoleErrors, [])).toEqual([]);
  });
}

// Issue 24, item 1: every booking of a patient, through a link mailed to each booking's own contact.
// A site of its own sends its mails over SMTP to a catcher this test runs (src/dev/mailCatcher.ts).
test.describe('every booking of a patient by a mailed link', () => {
  let site: RunningSite;
  let catcher: MailCatcher;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    catcher = await startMailCatcher();
    site = await startSite({ SMTP_URL: catcher.url, MAIL_POLL_MS: '200' });
  });
  test.afterAll(async () => {
    if (site?.process.pid) stopSite(site.process.pid);
    await catcher?.close();
  });

  test('the NIK and birth date bring a link to the booking’s own address; it shows, exports and erases those bookings', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const app = bookingApp(page);
    const availability = (await (
      await page.request.get(`${site.url}/api/medika.availability`, {
        headers: { authorization: `Bearer ${API_TOKEN}` },
      })
    ).json()) as { data: Availability };
    const open = availability.data.days
      .filter((d) => d.date > availability.data.today)
      .flatMap((d) => d.sessions)
      .filter((s) => s.status === 'open' && !s.telemedicine && s.remaining > 0);
    const [first, second] = open.filter(
      (s, i, all) => all.findIndex((x) => x.doctor_id === s.doctor_id) === i,
    );
    const patient = newPatient('Wulan Sari');
    const bookings: Appointment[] = [];
    for (const s of [first, second]) {
      const target = { companyId: s.company_id, poliId: s.poli_id, doctorId: s.doctor_id };
      bookings.push(await bookThroughApi(page.request, target, s, patient, site.url));
    }

    await page.goto(`${site.url}/detail-appointment`);
    const section = app.getByRole('region', { name: 'Semua booking seorang pasien' });
    await expect(section).toContainText('meja pendaftaran dengan KTP');
    await section.getByText('Minta tautan lewat e-mail').click();
    await section.getByRole('textbox', { name: /^NIK pasien/ }).fill(patient.nik);
    await section.getByRole('textbox', { name: /^Tanggal/ }).fill(patient.day);
    await section.getByRole('combobox', { name: /^Bulan/ }).selectOption(patient.month);
    await section.getByRole('textbox', { name: /^Tahun/ }).fill(patient.year);
    await section.getByRole('button', { name: 'Kirim tautan' }).click();
    await expect(section.getByText(/^Permintaan diterima\./)).toBeVisible();

    const mails = await catcher.waitFor((all) =>
      all.some((m) => m.to.includes(patient.email) && /Tautan/.test(m.subject)),
    );
    const mail = mails.find((m) => m.to.includes(patient.email) && /Tautan/.test(m.subject))!;
    const link = /\/appointment\/detail\?access=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(mail.text).not.toContain(patient.nik);

    // With JavaScript: the bookings, and their data as a PDF made in the browser.
    await page.goto(`${site.url}${link}`);
    await expect(
      app.getByRole('heading', { level: 2, name: 'Booking yang dibuka tautan Anda' }),
    ).toBeVisible();
    for (const booking of bookings) {
      await expect(app.getByRole('heading', { level: 3, name: new RegExp(booking.code) })).toBeVisible();
    }
    const downloaded = page.waitForEvent('download');
    await app.getByRole('button', { name: 'Unduh data semua booking ini (PDF)' }).click();
    expect((await downloaded).suggestedFilename()).toBe('data-bookings.pdf');

    // Without JavaScript (docs/decisions.md, issue 25): the same bookings; the JSON is a form the page's
    // action answers with the file, and the withdrawal is confirmed on a page of its own.
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    await plain.goto(`${site.url}${link}`);
    const plainApp = bookingApp(plain);
    await expect(
      plainApp.getByRole('heading', { level: 2, name: 'Booking yang dibuka tautan Anda' }),
    ).toBeVisible();
    for (const booking of bookings) {
      await expect(plainApp.getByRole('heading', { level: 3, name: new RegExp(booking.code) })).toBeVisible();
    }
    const [json] = await Promise.all([
      plain.waitForEvent('download'),
      plainApp.getByRole('button', { name: 'Unduh data semua booking ini (JSON)' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe('data-bookings.json');
    const saved = fs.readFileSync((await json.path())!, 'utf8');
    for (const booking of bookings) expect(saved).toContain(booking.code);
    await plainApp.getByRole('link', { name: 'Tarik persetujuan untuk semua booking ini' }).click();
    const confirm = plainApp.getByRole('region', { name: 'Tarik persetujuan untuk semua booking ini?' });
    await expect(confirm).toContainText('rekam medis');
    await confirm.getByRole('button', { name: 'Ya, tarik dan hapus semuanya' }).click();
    await expect(
      plainApp.getByText(/Persetujuan ditarik: 2 janji temu dibatalkan, data 2 booking dihapus/),
    ).toBeVisible();
    // The spent link is not in the address any more (a redirect keeps the confirmation's #fragment).
    await expect(plain).toHaveURL(/\/appointment\/detail(#lookup-confirm)?$/);
    for (const booking of bookings) {
      const stored = await page.request.get(
        `${site.url}/api/medika.appointment/${booking.code}?born_date=${patient.bornDate}`,
        { headers: { authorization: `Bearer ${API_TOKEN}` } },
      );
      expect(((await stored.json()) as { data: Appointment }).data.status).toBe('cancelled');
    }
    // The link is spent: opening it again says so, with or without JavaScript.
    await page.goto(`${site.url}${link}`);
    await expect(app.getByText(/Tautan ini tidak berlaku lagi/)).toBeVisible();
    await plain.goto(`${site.url}${link}`);
    await expect(plainApp.getByText(/Tautan ini tidak berlaku lagi/)).toBeVisible();
    await noScripts.close();
    // The spent link's look-up is a 404, which Chromium logs as a failed resource.
    expect(unexpectedConsoleErrors(consoleErrors, [404])).toEqual([]);
  });
});
