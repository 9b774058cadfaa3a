import type { Appointment } from '@hospital/api-client';
import { apiGet, expect, test } from '../../support/fixtures';
import {
  bookingApp,
  cardDoctor,
  choose,
  expectStep,
  fillPatient,
  inLang,
  newPatient,
  sessionHours,
  TEXT,
} from './bookingHelpers';

/*
 * docs/decisions.md, issue 26 "Book from where you are": a doctor card's Book carries the session the
 * card shows; the wizard opens on its schedule step with that session chosen, then asks who the patient
 * is and how they pay, and its summary leads with doctor, date, time and place. At 390 px, both languages.
 */

const SHOTS = '/work/wt/shots/j-book';

const LABELS = {
  id: {
    book: /^Buat Janji/,
    stepper: 'Langkah pembuatan janji temu',
    schedule: 'Jadwal',
    firstTerms: ['Dokter', 'Tanggal', 'Jam', 'Poli'],
  },
  en: {
    book: /^Book/,
    stepper: 'Booking steps',
    schedule: 'Schedule',
    firstTerms: ['Doctor', 'Date', 'Time', 'Clinic'],
  },
} as const;

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['id', 'en'] as const) {
  test(`booking from a doctor card lands on step 4 with the session chosen and completes (${lang}, 390 px)`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const l = LABELS[lang];
    const app = bookingApp(page);
    const doctor = await cardDoctor(page);
    const next = doctor.next_session;
    const patient = newPatient(lang === 'id' ? 'Rina Marlina' : 'Putu Ayu');

    await page.goto(inLang('/appointment?hospital=1', lang));
    const card = page.getByRole('article', { name: doctor.name, exact: true });
    const book = card.getByRole('link', { name: l.book });
    await expect(book).toHaveAttribute('href', new RegExp(`date=${next.date}&session=${next.session_id}$`));
    await book.click();

    // Step 4, with the card's session chosen and named in "Pilihan Anda"; the stepper's names in sight.
    await expectStep(page, lang, 4);
    await expect(app.getByRole('radio', { name: new RegExp(`^${sessionHours(next, lang)}`) })).toBeChecked();
    await expect(app.locator('p', { hasText: /^(Pilihan Anda|Your choice):/ })).toContainText(
      new RegExp(`${doctor.name}.*${sessionHours(next, lang)}`),
    );
    await expect(
      app.getByRole('list', { name: l.stepper }).getByText(l.schedule, { exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/card-step4-${lang}-390.png`, fullPage: false });

    await app.getByRole('button', { name: t.next, exact: true }).click();
    await expectStep(page, lang, 2);
    await fillPatient(page, lang, patient);
    await app.getByRole('button', { name: t.next, exact: true }).click();
    await expectStep(page, lang, 3);
    await choose(app, t.self);
    await app.getByRole('button', { name: t.next, exact: true }).click();

    // The summary leads with doctor, date, time and place.
    await expectStep(page, lang, 5);
    await expect(app.getByText(doctor.name, { exact: true })).toBeVisible();
    await expect(app.locator('dt').first()).toBeVisible();
    expect((await app.locator('dt').allTextContents()).slice(0, 4)).toEqual(l.firstTerms);
    await page.screenshot({ path: `${SHOTS}/step5-${lang}-390.png`, fullPage: false });

    await app.getByRole('checkbox', { name: t.consent }).check({ force: true });
    await app.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.successTitle);
    const code = ((await app.getByTestId('booking-code').textContent()) ?? '').trim();
    // Nothing is drawn over the booking code (no confetti).
    await expect(page.locator('canvas')).toHaveCount(0);
    const stored = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${code}?born_date=${patient.bornDate}&lang=${lang}`,
    );
    expect(stored.data).toMatchObject({
      date: next.date,
      session_id: next.session_id,
      doctor: { id: doctor.id },
    });
    expect(consoleErrors).toEqual([]);
  });
}
