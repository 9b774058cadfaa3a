import type { Appointment } from '@hospital/api-client';
import { formatDate } from '@hospital/domain';
import { apiGet, expect, test } from '../../support/fixtures';
import { bookingApp, findTarget, inLang, sessionHours, TEXT, type Lang } from '../booking/bookingHelpers';
import { nextButton, rowsOf, tick } from '../journey/bookingJourney';

/*
 * docs/decisions.md, issue 26, with JavaScript off (this project runs without it), at 390 px: the patient
 * step's choice of document shows the passport's field through CSS alone, the browser posts it to the
 * wizard's server action (the same schema), BPJS is refused for a passport with the message (422, the
 * page again with its error summary), and the booking is made with the passport.
 */

test.use({ viewport: { width: 390, height: 844 } });

const WORDS = {
  id: {
    hospital: 'Medika Hospital Bandung',
    kitas: /^KITAS/,
    number: /^Nomor KITAS/,
    bpjs: /^BPJS Kesehatan/,
    bpjsRefused:
      'Bagaimana pembayarannya?: BPJS Kesehatan memerlukan NIK pasien. Dengan paspor atau KITAS, pilih bayar sendiri atau asuransi lain.',
    successRow: 'KITAS',
  },
  en: {
    hospital: 'Medika Hospital Bandung',
    kitas: /^KITAS/,
    number: /^KITAS number/,
    bpjs: /^BPJS Kesehatan/,
    bpjsRefused:
      'How will the visit be paid?: BPJS Kesehatan needs the patient’s NIK. With a passport or KITAS, choose self-pay or another insurer.',
    successRow: 'KITAS',
  },
} as const;

const CASES: { lang: Lang; index: number }[] = [
  { lang: 'id', index: 10 },
  { lang: 'en', index: 12 },
];

for (const { lang, index } of CASES) {
  test(`a KITAS holder books with JavaScript off; BPJS is refused for it (${lang}, 390 px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = TEXT[lang];
    const w = WORDS[lang];
    const app = bookingApp(page);
    const target = await findTarget(page, index);
    const session = target.sessions[0];
    const kitas = `2C${Date.now()}`.slice(0, 15);

    await page.request.get(inLang('/appointment/create', lang));
    await page.goto(inLang('/appointment/create', lang));
    await tick(app.getByRole('radio', { name: w.hospital }));
    await nextButton(page, lang).click();

    // Step 2: the KITAS chosen; its field appears without any script (CSS), the NIK's goes.
    await expect(page).toHaveURL(/[?&]step=2/);
    await app.getByRole('textbox', { name: t.fullName }).fill('Lars Nielsen');
    await app.getByRole('textbox', { name: t.day }).fill('3');
    await app.getByRole('combobox', { name: t.month }).selectOption('07');
    await app.getByRole('textbox', { name: t.year }).fill('1979');
    await expect(app.getByRole('textbox', { name: w.number })).toBeHidden();
    await tick(app.getByRole('radio', { name: w.kitas }));
    await expect(app.getByRole('textbox', { name: t.nik })).toBeHidden();
    await app.getByRole('textbox', { name: w.number }).fill(kitas);
    await app.getByRole('textbox', { name: t.phone }).fill('081298760002');
    await nextButton(page, lang).click();

    // Step 3: BPJS refused by the server action with the message, the page again (422).
    await expect(page).toHaveURL(/[?&]step=3/);
    await tick(app.getByRole('radio', { name: w.bpjs }));
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      nextButton(page, lang).click(),
    ]);
    expect(refused.status()).toBe(422);
    await expect(app.getByRole('alert').getByRole('link')).toHaveText([w.bpjsRefused]);
    await tick(app.getByRole('radio', { name: t.self }));
    await nextButton(page, lang).click();

    // Step 4: clinic, doctor, day and session, each posted.
    await expect(page).toHaveURL(/[?&]step=4/);
    await app.getByRole('combobox', { name: t.poli }).selectOption(String(target.poliId));
    await nextButton(page, lang).click();
    await app.getByRole('combobox', { name: t.doctor }).selectOption(String(target.doctorId));
    await nextButton(page, lang).click();
    const day = app.getByRole('button', { name: new RegExp(`^${formatDate(session.date, lang)},`) });
    for (let i = 0; i < 3 && !(await day.isVisible()); i += 1) {
      await app.getByRole('button', { name: /Bulan berikutnya|Next month/ }).click();
    }
    await day.click();
    await tick(app.getByRole('radio', { name: sessionHours(session, lang) }));
    await nextButton(page, lang).click();

    // Step 5: the KITAS named, then the booking.
    await expect(page).toHaveURL(/[?&]step=5/);
    await expect(app.getByText(kitas, { exact: true })).toBeVisible();
    await tick(app.getByRole('checkbox', { name: t.consent }));
    await app.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.successTitle);
    const code = ((await app.getByTestId('booking-code').textContent()) ?? '').trim();
    const { data: stored } = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${code}?born_date=1979-07-03&lang=${lang}`,
    );
    expect(stored.patient).toMatchObject({ id_document: 'kitas', nik_masked: '' });
    const details = await rowsOf(app);
    expect(details[w.successRow]).toBe(stored.patient.document_masked);
  });
}
