import type { Appointment } from '@hospital/api-client';
import { apiGet, expect, test } from '../../support/fixtures';
import {
  bookingApp,
  choose,
  expectStep,
  fillPatient,
  findTarget,
  inLang,
  newPatient,
  pickSession,
  TEXT,
  unexpectedConsoleErrors,
  type Lang,
} from './bookingHelpers';

/**
 * A complete booking, as a patient makes it: in Indonesian from the "Buat Janji" entry (hospital,
 * clinic and doctor chosen in the wizard), in English from a doctor card's link (all pre-selected).
 */
const CASES: { lang: Lang; index: number; fromDoctorCard: boolean }[] = [
  { lang: 'id', index: 0, fromDoctorCard: false },
  { lang: 'en', index: 1, fromDoctorCard: true },
];

for (const { lang, index, fromDoctorCard } of CASES) {
  test(`a complete booking (${lang}) is stored with the details the patient chose`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const target = await findTarget(page, index);
    const session = target.sessions[0];
    const patient = newPatient(lang === 'id' ? 'Siti Rahayu' : 'Dewi Lestari');
    const app = bookingApp(page);

    const started = Date.now();
    if (fromDoctorCard) {
      await page.goto(
        inLang(
          `/appointment/create?doctor=${target.doctorId}&company=${target.companyId}&poli=${target.poliId}`,
          lang,
        ),
      );
      // The hospital is already chosen: the wizard opens on the patient step.
      await expectStep(page, lang, 2);
      await expect(page).toHaveURL(/\/appointment\/create\?.*step=2/);
      await expect(page).not.toHaveURL(/doctor=/);
    } else {
      await page.goto(inLang('/appointment/create', lang));
      await expectStep(page, lang, 1);
      await choose(app, 'Medika Hospital Bandung');
      await app.getByRole('button', { name: t.next, exact: true }).click();
      await expectStep(page, lang, 2);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    await fillPatient(page, lang, patient);
    await expect(app.getByText(lang === 'id' ? 'Usia: 36 tahun' : 'Age: 36 years')).toBeVisible();
    await app.getByRole('button', { name: t.next, exact: true }).click();

    await expectStep(page, lang, 3);
    // Focus moves to the new step's heading.
    await expect(app.getByRole('heading', { level: 2 }).first()).toBeFocused();
    await choose(app, t.self);
    await app.getByRole('button', { name: t.next, exact: true }).click();

    await expectStep(page, lang, 4);
    if (fromDoctorCard) {
      await expect(app.getByRole('combobox', { name: t.poli })).toHaveValue(String(target.poliId));
      await expect(app.getByRole('combobox', { name: t.doctor })).toHaveValue(String(target.doctorId));
    } else {
      await app.getByRole('combobox', { name: t.poli }).selectOption(String(target.poliId));
      await app.getByRole('combobox', { name: t.doctor }).selectOption(String(target.doctorId));
    }
    await pickSession(page, session);
    await app.getByRole('button', { name: t.next, exact: true }).click();

    await expectStep(page, lang, 5);
    await expect(app.getByText(patient.fullName)).toBeVisible();
    await expect(app.getByText(target.doctorName)).toBeVisible();
    // Names from the API come in the page's language (the clinic is 'Poli …' in Indonesian, '… Clinic' in English).
    const polis = await apiGet<{ data: { results: { id: number; name: string }[] } }>(
      page,
      `web/poli?company_id=${target.companyId}&limit=100&lang=${lang}`,
    );
    const poliName = polis.data.results.find((p) => p.id === target.poliId)?.name ?? '?';
    expect(poliName).toMatch(lang === 'id' ? /^Poli / : /Clinic$/);
    await expect(app.getByText(poliName, { exact: true })).toBeVisible();
    await app.getByRole('checkbox', { name: t.consent }).check({ force: true });
    await app.getByRole('button', { name: t.submit }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.successTitle);
    const code = (await app.getByTestId('booking-code').textContent()) ?? '';
    const elapsed = Date.now() - started;
    testInfo.annotations.push({ type: 'booking-duration-ms', description: String(elapsed) });
    console.log(`[booking e2e] full booking in ${lang}: ${elapsed} ms (from page load to the booking code)`);
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    await expect(page).toHaveURL(new RegExp(`/appointment/success\\?code=${code}$`));

    // The API returns the booking with the same details.
    const stored = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${code}?born_date=${patient.bornDate}&lang=${lang}`,
    );
    expect(stored.data).toMatchObject({
      code,
      status: 'booked',
      date: session.date,
      start: session.start,
      end: session.end,
      session_id: session.session_id,
      doctor: { id: target.doctorId, name: target.doctorName },
      poli: { id: target.poliId },
      company: { id: target.companyId, name: 'Medika Hospital Bandung' },
      insurance: { kind: 'self', insurer_name: null },
    });
    await expect(app.getByText(String(stored.data.queue_number), { exact: true })).toBeVisible();
    await expect(app.getByText(stored.data.patient.name_masked)).toBeVisible();

    // The draft is gone: a new booking starts from the beginning.
    await page.goto(inLang('/appointment/create', lang));
    await expectStep(page, lang, 1);
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });
}
