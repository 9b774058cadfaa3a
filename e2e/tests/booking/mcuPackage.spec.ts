import type { Appointment, Availability, ServicePackage } from '@hospital/api-client';
import { formatPrice } from '@hospital/domain';
import { apiGet, expect, test } from '../../support/fixtures';
import { rowsOf } from '../journey/bookingJourney';
import {
  bookingApp,
  choose,
  expectStep,
  fillPatient,
  inLang,
  newPatient,
  pickSession,
  TEXT,
  unexpectedConsoleErrors,
  type Lang,
} from './bookingHelpers';

/*
 * docs/decisions.md, issue 26: an MCU package is bookable. Its page's Book button opens the wizard with the
 * hospital, the MCU clinic and the package chosen; "Pilihan Anda" and the summary show the package with its
 * price; the booking stores it and the success page names it. At 390 px, in both languages.
 */

test.use({ viewport: { width: 390, height: 844 } });

const WORDS = {
  id: {
    choice: 'Pilihan Anda',
    bookAt: 'Buat Janji di Medika Hospital Bandung',
    package: 'Paket',
    price: 'Harga paket',
  },
  en: {
    choice: 'Your choice',
    bookAt: 'Book at Medika Hospital Bandung',
    package: 'Package',
    price: 'Package price',
  },
} as const;

const CASES: { lang: Lang; packageIndex: number }[] = [
  { lang: 'id', packageIndex: 0 },
  { lang: 'en', packageIndex: 1 },
];

for (const { lang, packageIndex } of CASES) {
  test(`an MCU package is booked from its page at its clinic (${lang}, 390 px)`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const w = WORDS[lang];
    const app = bookingApp(page);
    const { data: list } = await apiGet<{ data: { results: ServicePackage[] } }>(
      page,
      `web/service_package?category=mcu&limit=20&lang=${lang}`,
    );
    const pkg = list.results.filter((p) => p.clinics.some((c) => c.company_id === 1))[packageIndex];
    const clinic = pkg.clinics.find((c) => c.company_id === 1)!;
    const { data: availability } = await apiGet<{ data: Availability }>(
      page,
      `medika.availability?company_id=1&poli_id=${clinic.poli_id}`,
    );
    const session = availability.days
      .filter((d) => d.date > availability.today)
      .flatMap((d) => d.sessions)
      .find((s) => s.status === 'open' && s.remaining > 0);
    if (!session) throw new Error('no open MCU session');

    await page.goto(inLang(pkg.path, lang));
    await page.getByRole('link', { name: w.bookAt }).click();
    // The hospital is chosen by the link: the wizard opens on the patient step, the package named.
    await expectStep(page, lang, 2);
    await expect(
      app.getByText(new RegExp(`${w.choice}:.*${pkg.name} \\(${formatPrice(pkg.price)}\\)`)),
    ).toBeVisible();
    await fillPatient(page, lang, newPatient(lang === 'id' ? 'Ratna Sari' : 'Ayu Wulandari'));
    await app.getByRole('button', { name: t.next, exact: true }).click();
    await expectStep(page, lang, 3);
    await choose(app, t.self);
    await app.getByRole('button', { name: t.next, exact: true }).click();

    // Step 4: the MCU clinic is chosen; the doctor and the session remain.
    await expectStep(page, lang, 4);
    await expect(app.getByRole('combobox', { name: t.poli })).toHaveValue(String(clinic.poli_id));
    await app.getByRole('combobox', { name: t.doctor }).selectOption(String(session.doctor_id));
    await pickSession(page, session);
    await app.getByRole('button', { name: t.next, exact: true }).click();

    await expectStep(page, lang, 5);
    const schedule = await rowsOf(
      app.getByRole('region', { name: lang === 'id' ? 'Jadwal' : 'Schedule', exact: true }),
    );
    expect(schedule[w.package]).toBe(`${pkg.name}${formatPrice(pkg.price)}`);
    await expect(app.getByText(formatPrice(pkg.price)).first()).toBeVisible();
    await app.getByRole('checkbox', { name: t.consent }).check({ force: true });
    await app.getByRole('button', { name: t.submit }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.successTitle);
    const details = await rowsOf(app);
    expect(details[w.package]).toBe(pkg.name);
    expect(details[w.price]).toBe(formatPrice(pkg.price));
    const code = ((await app.getByTestId('booking-code').textContent()) ?? '').trim();
    const { data: stored } = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${code}?born_date=1990-11-21&lang=${lang}`,
    );
    expect(stored.package).toMatchObject({ id: pkg.id, price: pkg.price });
    expect(stored.poli.id).toBe(clinic.poli_id);
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });
}
