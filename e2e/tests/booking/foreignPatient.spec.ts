import type { Appointment } from '@hospital/api-client';
import { apiGet, expect, test } from '../../support/fixtures';
import { rowsOf, tick } from '../journey/bookingJourney';
import {
  bookingApp,
  choose,
  expectStep,
  findTarget,
  inLang,
  pickSession,
  TEXT,
  unexpectedConsoleErrors,
  type Lang,
} from './bookingHelpers';

/*
 * docs/decisions.md, issue 26: a foreign patient books with her passport, at 390 px, in both languages:
 * the document chosen on the patient step, BPJS refused for it with the domain's message (and the
 * choice saying why), the summary naming the passport, what to bring saying the passport, and the
 * success page, the look-up (the API's answer) and the booking naming the document with its number masked.
 */

test.use({ viewport: { width: 390, height: 844 } });

const WORDS = {
  id: {
    passport: /^Paspor/,
    number: /^Nomor paspor/,
    bpjs: /^BPJS Kesehatan/,
    bpjsWhy: 'Memerlukan NIK pasien: BPJS mengenal pesertanya dari NIK.',
    bpjsRefused:
      'Bagaimana pembayarannya?: BPJS Kesehatan memerlukan NIK pasien. Dengan paspor atau KITAS, pilih bayar sendiri atau asuransi lain.',
    patientRegion: 'Data pasien',
    numberRow: 'Nomor paspor',
    bring: 'Paspor pasien',
    successRow: 'Paspor',
  },
  en: {
    passport: /^Passport/,
    number: /^Passport number/,
    bpjs: /^BPJS Kesehatan/,
    bpjsWhy: 'Needs the patient’s NIK: BPJS knows its members by NIK.',
    bpjsRefused:
      'How will the visit be paid?: BPJS Kesehatan needs the patient’s NIK. With a passport or KITAS, choose self-pay or another insurer.',
    patientRegion: 'Patient',
    numberRow: 'Passport number',
    bring: "The patient's passport",
    successRow: 'Passport',
  },
} as const;

const CASES: { lang: Lang; index: number }[] = [
  { lang: 'id', index: 8 },
  { lang: 'en', index: 9 },
];

for (const { lang, index } of CASES) {
  test(`a foreigner books with her passport; BPJS is refused for it (${lang}, 390 px)`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const w = WORDS[lang];
    const app = bookingApp(page);
    const target = await findTarget(page, index);
    const session = target.sessions[0];
    // A passport number of its own for every run (with the birth date it is the patient's identity).
    const passport = `e2e ${Date.now().toString(36)}`.toUpperCase().slice(0, 14);
    const typed = passport.replace(/\s/g, '');

    await page.goto(
      inLang(
        `/appointment/create?doctor=${target.doctorId}&company=${target.companyId}&poli=${target.poliId}`,
        lang,
      ),
    );
    await expectStep(page, lang, 2);
    await app.getByRole('textbox', { name: t.fullName }).fill('Emma Larsen');
    await app.getByRole('textbox', { name: t.day }).fill('14');
    await app.getByRole('combobox', { name: t.month }).selectOption('02');
    await app.getByRole('textbox', { name: t.year }).fill('1988');
    // NIK first, as for anyone; the passport's field shows once the passport is chosen.
    await expect(app.getByRole('textbox', { name: t.nik })).toBeVisible();
    await expect(app.getByRole('textbox', { name: w.number })).toBeHidden();
    await tick(app.getByRole('radio', { name: w.passport }));
    await expect(app.getByRole('textbox', { name: t.nik })).toBeHidden();
    await app.getByRole('textbox', { name: w.number }).fill(passport.toLowerCase());
    await app.getByRole('textbox', { name: t.phone }).fill('081298760001');
    await app.getByRole('button', { name: t.next, exact: true }).click();

    // Step 3: BPJS says why it needs a NIK, and choosing it anyway gives the message.
    await expectStep(page, lang, 3);
    const bpjs = app.getByRole('radio', { name: w.bpjs });
    await expect(bpjs).toHaveAccessibleDescription(new RegExp(w.bpjsWhy.slice(0, 20)));
    await tick(bpjs);
    await app.getByRole('button', { name: t.next, exact: true }).click();
    const summary = app.getByRole('alert').filter({ has: page.getByRole('link') });
    await expect(summary.getByRole('link')).toHaveText([w.bpjsRefused]);
    await choose(app, t.self);
    await app.getByRole('button', { name: t.next, exact: true }).click();

    await expectStep(page, lang, 4);
    await pickSession(page, session);
    await app.getByRole('button', { name: t.next, exact: true }).click();

    // Step 5: the passport named with its number as typed (cleaned), and the passport to bring.
    await expectStep(page, lang, 5);
    const patientPart = await rowsOf(app.getByRole('region', { name: w.patientRegion, exact: true }));
    expect(patientPart).toMatchObject({ [w.numberRow]: typed });
    expect(Object.keys(patientPart)).not.toContain('NIK');
    await expect(app.getByRole('listitem').filter({ hasText: w.bring })).toBeVisible();
    await app.getByRole('checkbox', { name: t.consent }).check({ force: true });
    await app.getByRole('button', { name: t.submit }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.successTitle);
    const code = ((await app.getByTestId('booking-code').textContent()) ?? '').trim();
    const { data: stored } = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${code}?born_date=1988-02-14&lang=${lang}`,
    );
    expect(stored.patient).toMatchObject({ id_document: 'passport', nik_masked: '' });
    expect(stored.patient.document_masked).toMatch(new RegExp(`${typed.slice(-4)}$`));
    expect(stored.advice).toContain(lang === 'id' ? 'paspor pasien' : 'the patient’s passport');
    // The success page names the document with the masked number.
    const details = await rowsOf(app);
    expect(details[w.successRow]).toBe(stored.patient.document_masked);
    expect(unexpectedConsoleErrors(consoleErrors, [400])).toEqual([]);
  });
}
