import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { Appointment, Availability, AvailabilitySession } from '@hospital/api-client';
import { addDays, MOVE_LIST_DAYS } from '@hospital/domain';
import { apiGet, expect, test } from '../../support/fixtures';
import {
  bookingApp,
  bookThroughApi,
  findTarget,
  inLang,
  MESSAGES,
  newPatient,
  TEXT,
  type BookingTarget,
  type Lang,
} from '../booking/bookingHelpers';

/*
 * docs/decisions.md, issue 25: the look-up page with JavaScript off (this project runs without it,
 * e2e/playwright.config.ts). Each form is posted by the browser itself to the page's server action
 * (mf-booking/src/features/lookup/lookupAction.ts): a look-up answered wrongly comes back with its
 * messages and what was typed, the booking found is shown by the server (the birth date kept in the
 * sealed state cookie, never in the URL), its data are downloaded as files, and it is cancelled after a
 * confirmation page. The access request ("every booking of a patient") answers with its message.
 */

const PAGE_TEXT = {
  id: {
    summary: (count: number) => `Ada ${count} hal yang perlu diperbaiki`,
    json: 'Unduh data (JSON)',
    confirmTitle: 'Batalkan janji temu ini?',
    cancelled: (code: string) => `Janji temu ${code} sudah dibatalkan.`,
    allBookings: 'Semua booking seorang pasien',
    openAccess: 'Minta tautan lewat e-mail',
    nik: /^NIK pasien/,
    sendLink: 'Kirim tautan',
    sent: /Permintaan diterima\..*Tautan berlaku \d+ menit\./,
  },
  en: {
    summary: (count: number) =>
      `There ${count === 1 ? 'is' : 'are'} ${count} thing${count === 1 ? '' : 's'} to fix`,
    json: 'Download my data (JSON)',
    confirmTitle: 'Cancel this appointment?',
    cancelled: (code: string) => `Appointment ${code} has been cancelled.`,
    allBookings: 'All bookings of a patient',
    openAccess: 'Ask for the link by e-mail',
    nik: /^Patient's NIK/,
    sendLink: 'Send the link',
    sent: /Request received\..*The link works for \d+ minutes\./,
  },
} as const;

/** The look-up form (the first form of the page: the access request has the same birth date labels). */
function lookupForm(page: Page): Locator {
  return bookingApp(page).locator('form').first();
}

async function typeBirthDate(scope: Locator, lang: Lang, day: string): Promise<void> {
  const t = TEXT[lang];
  await scope.getByRole('textbox', { name: t.day }).fill(day);
  await scope.getByRole('combobox', { name: t.month }).selectOption('11');
  await scope.getByRole('textbox', { name: t.year }).fill('1990');
}

for (const [lang, index] of [
  ['id', 13],
  ['en', 14],
] as const satisfies readonly (readonly [Lang, number])[]) {
  test(`a booking found by code and birth date, its data downloaded and cancelled with JavaScript off (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const p = PAGE_TEXT[lang];
    const app = bookingApp(page);
    const target = await findTarget(page, index);
    const patient = newPatient(lang === 'id' ? 'Wulan Sari' : 'Dewi Lestari');
    const booking = await bookThroughApi(page.request, target, target.sessions[0], patient);

    await page.goto(inLang('/detail-appointment', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Nothing typed: the server answers with the error summary and each field's message.
    const form = lookupForm(page);
    await form.getByRole('button', { name: t.search }).click();
    await expect(form.getByRole('alert').filter({ hasText: p.summary(2) })).toBeVisible();
    await expect(form.getByText(MESSAGES[lang].required).first()).toBeVisible();
    await expect(page.locator('[data-app="mf-booking"]')).not.toHaveAttribute('data-remote-version', /.*/);

    // A wrong birth date: the same words as a wrong code, and the code typed is kept.
    await form.getByRole('textbox', { name: t.code }).fill(booking.code.toLowerCase());
    await typeBirthDate(form, lang, '22');
    await form.getByRole('button', { name: t.search }).click();
    await expect(app.getByText(t.notFound)).toBeVisible();
    await expect(lookupForm(page).getByRole('textbox', { name: t.code })).toHaveValue(
      booking.code.toLowerCase(),
    );

    // The right one: the booking, at a URL naming its code but never the birth date.
    await typeBirthDate(lookupForm(page), lang, '21');
    await lookupForm(page).getByRole('button', { name: t.search }).click();
    await expect(app.getByRole('heading', { level: 2, name: new RegExp(booking.code) })).toBeVisible();
    await expect(app.getByText(target.doctorName)).toBeVisible();
    expect(page.url()).toContain(`code=${booking.code}`);
    expect(page.url()).not.toContain('1990');

    // The data as a file, the page staying where it is.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      app.getByRole('button', { name: p.json }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`data-${booking.code}.json`);
    const saved = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      booking: { code: string };
    };
    expect(saved.booking.code).toBe(booking.code);

    // Cancel: a page asking to confirm, then the booking cancelled.
    await app.getByRole('link', { name: t.cancel }).click();
    await expect(app.getByRole('heading', { name: p.confirmTitle })).toBeVisible();
    await app.getByRole('button', { name: t.confirmCancel }).click();
    await expect(app.getByText(p.cancelled(booking.code))).toBeVisible();
    await expect(app.getByText(t.cancelled, { exact: true })).toBeVisible();
    await expect(app.getByRole('link', { name: t.cancel })).toHaveCount(0);
    // A reload shows the page again, it does not post again.
    await page.reload();
    await expect(app.getByText(t.cancelled, { exact: true })).toBeVisible();

    const stored = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${booking.code}?born_date=${patient.bornDate}`,
    );
    expect(stored.data.status).toBe('cancelled');
  });

  test(`asking for the links to every booking of a patient with JavaScript off (${lang})`, async ({
    page,
  }) => {
    const p = PAGE_TEXT[lang];
    await page.goto(inLang('/detail-appointment', lang));
    const section = bookingApp(page).getByRole('region', { name: p.allBookings });
    await section.getByText(p.openAccess).click();
    await section.getByRole('textbox', { name: p.nik }).fill('3273');
    await typeBirthDate(section, lang, '21');
    await section.getByRole('button', { name: p.sendLink }).click();
    // Answered again with the message and what was typed, the fold open.
    const again = bookingApp(page).getByRole('region', { name: p.allBookings });
    await expect(again.getByText(MESSAGES[lang].nik)).toBeVisible();
    await expect(again.getByRole('textbox', { name: p.nik })).toHaveValue('3273');
    await again.getByRole('textbox', { name: p.nik }).fill(newPatient().nik);
    await again.getByRole('button', { name: p.sendLink }).click();
    await expect(bookingApp(page).getByText(p.sent)).toBeVisible();
  });
}

test('a booking moved to another session of its doctor with JavaScript off (en)', async ({ page }) => {
  test.setTimeout(120_000);
  const t = TEXT.en;
  const app = bookingApp(page);
  const target = await findTarget(page, 14);
  const patient = newPatient('Rina Maharani');
  const from = target.sessions[0];
  const to = target.sessions.find((s) => s.date !== from.date)!;
  const booking = await bookThroughApi(page.request, target, from, patient);

  await page.goto(inLang('/detail-appointment', 'en'));
  await lookupForm(page).getByRole('textbox', { name: t.code }).fill(booking.code);
  await typeBirthDate(lookupForm(page), 'en', '21');
  await lookupForm(page).getByRole('button', { name: t.search }).click();
  await expect(app.getByRole('heading', { level: 2, name: new RegExp(booking.code) })).toBeVisible();

  // The link leads to a page of the doctor's open sessions, read by the server.
  await app.getByRole('link', { name: 'Change the date' }).click();
  const move = app.getByRole('region', { name: 'Choose a new session' });
  await expect(move.getByText('This booking can be moved 3 more times.')).toBeVisible();
  expect(page.url()).toContain('move=1');
  // Nothing chosen: asked to choose, the list still there.
  await move.getByRole('button', { name: 'Move to this session' }).click();
  const again = app.getByRole('region', { name: 'Choose a new session' });
  await expect(again.getByText('Choose a session first.')).toBeVisible();
  await again.locator(`input[type=radio][value="${to.session_id}|${to.date}"]`).check();
  await again.getByRole('button', { name: 'Move to this session' }).click();

  await expect(
    app.getByText(
      new RegExp(
        `The appointment is moved to .+\\. New queue number: \\d+\\. The booking code stays ${booking.code}\\.`,
      ),
    ),
  ).toBeVisible();
  expect(page.url()).toContain('done=moved');
  await expect(app.getByRole('region', { name: 'Choose a new session' })).toHaveCount(0);
  // A reload shows the page again, it does not post again.
  await page.reload();
  await expect(app.getByText(/The appointment is moved to/)).toBeVisible();

  const stored = await apiGet<{ data: Appointment }>(
    page,
    `medika.appointment/${booking.code}?born_date=${patient.bornDate}`,
  );
  expect(stored.data).toMatchObject({ session_id: to.session_id, date: to.date, reschedules_left: 2 });
});

const MOVE_TEXT = {
  id: {
    open: 'Pindah jadwal',
    title: 'Pilih jadwal baru',
    scope: 'Tampilkan jadwal',
    sameDoctor: (doctor: string) => `Dokter yang sama (${doctor})`,
    samePoli: /^Semua dokter di /,
    submit: 'Pindahkan ke jadwal ini',
    moved: (code: string) => new RegExp(`Janji temu dipindah ke .+\\. Kode booking tetap ${code}\\.`),
  },
  en: {
    open: 'Change the date',
    title: 'Choose a new session',
    scope: 'Show sessions of',
    sameDoctor: (doctor: string) => `The same doctor (${doctor})`,
    samePoli: /^Every doctor of /,
    submit: 'Move to this session',
    moved: (code: string) =>
      new RegExp(`The appointment is moved to .+\\. The booking code stays ${code}\\.`),
  },
};

for (const [lang, first] of [
  ['id', 15],
  ['en', 25],
] as const) {
  test(`a booking moved to another doctor of its clinic with JavaScript off (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const m = MOVE_TEXT[lang];
    const app = bookingApp(page);
    // A doctor, and a session of another doctor of the same clinic and hospital the list would offer.
    let found: { target: BookingTarget; to: AvailabilitySession } | null = null;
    for (let index = first; !found && index < first + 25; index += 1) {
      const target = await findTarget(page, index);
      const clinic = await apiGet<{ data: Availability }>(
        page,
        `medika.availability?company_id=${target.companyId}&poli_id=${target.poliId}`,
      );
      const last = addDays(clinic.data.today, MOVE_LIST_DAYS);
      const to = clinic.data.days
        .flatMap((day) => day.sessions)
        .find(
          (s) =>
            s.doctor_id !== target.doctorId &&
            s.status === 'open' &&
            s.remaining > 0 &&
            s.date > clinic.data.today &&
            s.date <= last &&
            s.telemedicine === target.sessions[0].telemedicine,
        );
      if (to) found = { target, to };
    }
    if (!found) throw new Error('no doctor with a colleague of the same clinic to move to');
    const { target, to } = found;
    const patient = newPatient('Dewi Lestari');
    const booking = await bookThroughApi(page.request, target, target.sessions[0], patient);

    await page.goto(inLang('/detail-appointment', lang));
    await lookupForm(page).getByRole('textbox', { name: t.code }).fill(booking.code);
    await typeBirthDate(lookupForm(page), lang, '21');
    await lookupForm(page).getByRole('button', { name: t.search }).click();
    await app.getByRole('link', { name: m.open }).click();

    // The doctor's own sessions first; a link shows those of every doctor of the clinic.
    const move = app.getByRole('region', { name: m.title });
    const scope = move.getByRole('navigation', { name: m.scope });
    await expect(scope.getByRole('link', { name: m.sameDoctor(target.doctorName) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(move.locator(`input[type=radio][value="${to.session_id}|${to.date}"]`)).toHaveCount(0);
    await scope.getByRole('link', { name: m.samePoli }).click();
    // The page's language is kept (the link is the router's, with the locale's prefix).
    expect(new URL(page.url()).pathname).toBe(inLang('/detail-appointment', lang));
    expect(page.url()).toContain('scope=poli');
    const clinicWide = app.getByRole('region', { name: m.title });
    await expect(clinicWide.getByRole('group', { name: m.samePoli })).toBeVisible();
    await clinicWide.locator(`input[type=radio][value="${to.session_id}|${to.date}"]`).check();
    await clinicWide.getByRole('button', { name: m.submit }).click();

    await expect(app.getByText(m.moved(booking.code))).toBeVisible();
    expect(page.url()).toContain('done=moved');
    const stored = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${booking.code}?born_date=${patient.bornDate}`,
    );
    expect(stored.data).toMatchObject({ session_id: to.session_id, date: to.date, reschedules_left: 2 });
    expect(stored.data.doctor.id).toBe(to.doctor_id);
  });
}
