import type { Appointment } from '@hospital/api-client';
import { apiGet, expect, test } from '../../support/fixtures';
import {
  bookingApp,
  cardDoctor,
  fillPatient,
  inLang,
  newPatient,
  sessionHours,
  TEXT,
} from '../booking/bookingHelpers';
import { tick } from '../journey/bookingJourney';

/*
 * docs/decisions.md, issue 26: booking from a doctor card with JavaScript off (this project runs
 * without it). The card's link carries its session; the server renders the wizard's step 4 with it
 * chosen, and every step is a form the browser posts itself.
 */

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['id', 'en'] as const) {
  test(`booking from a doctor card with JavaScript off: step 4 with the session chosen, then booked (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const t = TEXT[lang];
    const app = bookingApp(page);
    const doctor = await cardDoctor(page);
    const next = doctor.next_session;
    const patient = newPatient(lang === 'id' ? 'Asep Sunandar' : 'Wayan Sudarma');
    const nextButton = () => app.getByRole('button', { name: t.next, exact: true });

    await page.goto(inLang('/appointment?hospital=1', lang));
    await page
      .getByRole('article', { name: doctor.name, exact: true })
      .getByRole('link', { name: lang === 'id' ? /^Buat Janji/ : /^Book/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`session=${next.session_id}$`));
    await expect(app.getByRole('heading', { level: 2 }).first()).toContainText(t.step(4));
    await expect(app.getByRole('radio', { name: new RegExp(`^${sessionHours(next, lang)}`) })).toBeChecked();
    await nextButton().click();

    await expect(page).toHaveURL(/[?&]step=2$/);
    await fillPatient(page, lang, patient);
    await nextButton().click();

    await expect(page).toHaveURL(/[?&]step=3$/);
    await tick(app.getByRole('radio', { name: t.self }));
    await nextButton().click();

    // Straight to the summary: the schedule was chosen first.
    await expect(page).toHaveURL(/[?&]step=5$/);
    await expect(app.locator('dt').first()).toHaveText(lang === 'id' ? 'Dokter' : 'Doctor');
    await tick(app.getByRole('checkbox', { name: t.consent }));
    await app.getByRole('button', { name: t.submit }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.successTitle);
    const code = ((await app.getByTestId('booking-code').textContent()) ?? '').trim();
    const stored = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${code}?born_date=${patient.bornDate}&lang=${lang}`,
    );
    expect(stored.data).toMatchObject({
      date: next.date,
      session_id: next.session_id,
      doctor: { id: doctor.id },
    });
  });
}
