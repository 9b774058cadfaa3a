import fs from 'node:fs';
import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import type { Appointment } from '@hospital/api-client';
import { formatDate } from '@hospital/domain';
import { apiGet, expect, test } from '../../support/fixtures';
import { expectNoScriptRan } from './noScripts';
import { bookingApp, inLang, sessionHours, TEXT, type Lang } from '../booking/bookingHelpers';
import {
  findPaediatrician,
  JOURNEY_TEXT,
  newBpjsCard,
  newChild,
  newGuardian,
  newReferralNumber,
  nextButton,
  sessionNow,
  tick,
} from '../journey/bookingJourney';

/*
 * docs/decisions.md, issue 25: the booking wizard with JavaScript off (this project runs without it,
 * e2e/playwright.config.ts). A mother books her child's BPJS visit to a paediatrician by the labels a
 * screen reader announces: every step a form the browser posts itself to the wizard's server action,
 * the answer a 303 to the next step; a step answered wrongly comes back with the error summary, its
 * messages and everything typed; the booking is made once, even when the last post is sent again.
 */

const CASES: { lang: Lang; index: number; referral: 'number' | 'paper' }[] = [
  { lang: 'id', index: 2, referral: 'number' },
  { lang: 'en', index: 3, referral: 'paper' },
];

/**
 * The server's page shows `step`, at its URL (a fragment the form was posted from may stay: a redirect
 * keeps the fragment of the URL it answers).
 */
async function expectStep(page: Page, lang: Lang, step: number): Promise<void> {
  await expect(bookingApp(page).getByRole('heading', { level: 2 }).first()).toContainText(
    TEXT[lang].step(step),
  );
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|#|$)`));
}

/** A form post sent again as the browser sent it (a reload of the post, a double submit), not followed. */
async function postAgain(page: Page, url: string, form: Record<string, string>, cookie: string) {
  const origin = new URL(page.url()).origin;
  const context = await playwrightRequest.newContext({
    baseURL: origin,
    extraHTTPHeaders: { cookie, origin, 'sec-fetch-site': 'same-origin' },
  });
  try {
    const answer = await context.post(url, { form, maxRedirects: 0 });
    return { status: answer.status(), location: answer.headers().location ?? '' };
  } finally {
    await context.dispose();
  }
}

async function cookieHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

function summaryBox(app: Locator, lang: Lang, count: number): Locator {
  return app.getByRole('alert').filter({ hasText: JOURNEY_TEXT[lang].summaryTitle(count) });
}

for (const { lang, index, referral } of CASES) {
  test(`a BPJS booking for a child with JavaScript off, by labels (${lang}, ${referral} referral)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = JOURNEY_TEXT[lang];
    const app = bookingApp(page);
    const target = await findPaediatrician(page, lang, index);
    const child = newChild(lang === 'id' ? 'Nadia Kirana' : 'Raka Aditya');
    const guardian = newGuardian(lang === 'id' ? 'Yuni Astuti' : 'Made Wirawan');
    const card = newBpjsCard();
    const referralNumber = newReferralNumber();

    // Step 1: the hospital, posted by the browser itself. (A first render also loads the renderer: on a
    // busy machine that may pass the data budget, and the slot is then left to scripts that never run.)
    await page.request.get(inLang('/appointment/create', lang));
    const first = await page.goto(inLang('/appointment/create', lang));
    expect(first?.status()).toBe(200);
    await expectNoScriptRan(page, 'mf-booking');
    await expect(app.getByRole('heading', { level: 2 }).first()).toContainText(TEXT[lang].step(1));
    await tick(app.getByRole('radio', { name: t.hospital }));
    await nextButton(page, lang).click();

    // Step 2: the child, without the guardian at first: the page comes back with what to fix.
    await expectStep(page, lang, 2);
    await tick(app.getByRole('radio', { name: t.child, exact: true }));
    await app.getByRole('textbox', { name: t.fullName }).fill(child.fullName);
    await app.getByRole('textbox', { name: t.day }).fill(child.day);
    await app.getByRole('combobox', { name: t.month }).selectOption(child.month);
    await app.getByRole('textbox', { name: t.year }).fill(child.year);
    await app.getByRole('textbox', { name: t.nik }).fill(child.nik);
    await app
      .getByRole('textbox', { name: /^(Nomor HP|Your mobile number|Mobile number)/ })
      .fill(guardian.phone);
    const [invalid] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      nextButton(page, lang).click(),
    ]);
    expect(invalid.status()).toBe(422);
    const step2Errors = summaryBox(app, lang, 2);
    await expect(step2Errors).toBeVisible();
    await expect(step2Errors.getByRole('link')).toHaveText([
      `${lang === 'id' ? 'Nama lengkap Anda' : 'Your full name'}: ${t.required}`,
      new RegExp(`: ${t.required.replace('.', '\\.')}$`),
    ]);
    // Everything typed is still there, the child chosen, and the guardian's questions asked.
    await expect(app.getByRole('radio', { name: t.child, exact: true })).toBeChecked();
    await expect(app.getByRole('textbox', { name: t.fullName })).toHaveValue(child.fullName);
    await expect(app.getByRole('textbox', { name: t.nik })).toHaveValue(child.nik);
    await expect(app.getByRole('combobox', { name: t.month })).toHaveValue(child.month);
    await expect(app.getByRole('textbox', { name: t.phone })).toHaveValue(guardian.phone);
    const contactName = app.getByRole('textbox', { name: t.contactName });
    await expect(contactName).toHaveAccessibleDescription(new RegExp(t.required.replace('.', '\\.')));
    // The summary's link leads to the field (a fragment: no script needed).
    await step2Errors.getByRole('link').first().click();
    await expect(page).toHaveURL(/#booking-contact-name$/);
    await contactName.fill(guardian.fullName);
    await tick(app.getByRole('radio', { name: t.guardian, exact: true }));
    await nextButton(page, lang).click();

    // Step 3: BPJS; its questions come with the answer, then the card and the referral.
    await expectStep(page, lang, 3);
    await tick(app.getByRole('radio', { name: t.bpjs }));
    await nextButton(page, lang).click();
    await expect(summaryBox(app, lang, 2)).toBeVisible();
    await expect(app.getByText(t.referralNeeded)).toBeVisible();
    await app.getByRole('textbox', { name: t.bpjsCard }).fill(card);
    if (referral === 'number') {
      await app.getByRole('textbox', { name: t.referral }).fill(referralNumber.toLowerCase());
    } else {
      await tick(app.getByRole('checkbox', { name: t.paperReferral }));
    }
    await nextButton(page, lang).click();

    // Step 4: each question in turn: the clinic, the doctor, a day of the calendar, a session.
    await expectStep(page, lang, 4);
    await app.getByRole('combobox', { name: t.poli }).selectOption({ label: target.poli.name });
    await nextButton(page, lang).click();
    await expectStep(page, lang, 4);
    await app.getByRole('combobox', { name: t.doctor }).selectOption({ label: target.doctor.name });
    await nextButton(page, lang).click();
    await expectStep(page, lang, 4);
    const day = app.getByRole('button', { name: new RegExp(`^${formatDate(target.session.date, lang)},`) });
    for (let i = 0; i < 3 && !(await day.isVisible()); i += 1) {
      await app.getByRole('button', { name: t.nextMonth }).click();
    }
    await day.click();
    await expectStep(page, lang, 4);
    await tick(app.getByRole('radio', { name: sessionHours(target.session, lang) }));
    await nextButton(page, lang).click();

    // Step 5: the summary, the consent, and the booking; the post is kept to be sent again below.
    await expectStep(page, lang, 5);
    await expect(app.getByText(card)).toBeVisible();
    await tick(app.getByRole('checkbox', { name: t.consent }));
    const before = await sessionNow(page, target);
    const draftCookie = await cookieHeader(page);
    await app.getByRole('button', { name: t.submit }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.successTitle);
    await expectNoScriptRan(page, 'mf-booking');
    const code = ((await app.getByTestId('booking-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(page.url()).toContain(`/appointment/success?code=${code}`);
    const { data: stored } = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${code}?born_date=${child.bornDate}&lang=${lang}`,
    );
    expect(stored).toMatchObject({
      status: 'booked',
      for_whom: 'child',
      date: target.session.date,
      session_id: target.session.session_id,
      doctor: { id: target.doctor.id },
      patient: { contact_relationship: 'guardian', nik_masked: `************${child.nik.slice(-4)}` },
      insurance: {
        kind: 'bpjs',
        referral: referral === 'number' ? { kind: 'number' } : { kind: 'paper' },
      },
    });
    const booked = await sessionNow(page, target);
    expect(booked.booked).toBe(before.booked + 1);

    // The last post sent again, with the draft it was sent with (a double submit) and with what the
    // browser holds now (a reload of the post): the same booking's confirmation, never a second one.
    const summaryUrl = inLang('/appointment/create?step=5', lang);
    for (const cookie of [draftCookie, await cookieHeader(page)]) {
      const again = await postAgain(page, summaryUrl, { consent: 'on' }, cookie);
      expect(again.status).toBe(303);
      expect(again.location).toBe(inLang(`/appointment/success?code=${code}`, lang));
    }
    expect((await sessionNow(page, target)).booked).toBe(booked.booked);

    // A reload of the success page shows the booking again.
    await page.reload();
    await expect(app.getByTestId('booking-code')).toHaveText(code);
    // Its calendar file, made by the page's action for the booking this browser made.
    const [calendar] = await Promise.all([
      page.waitForEvent('download'),
      app.getByRole('button', { name: lang === 'en' ? 'Add to calendar' : 'Tambahkan ke kalender' }).click(),
    ]);
    expect(calendar.suggestedFilename()).toBe(`janji-temu-${code}.ics`);
    const ics = fs.readFileSync((await calendar.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`UID:${code}@medikahospital.co.id`);
    expect(ics).toContain(`DTSTART;TZID=Asia/Jakarta:${target.session.date.replaceAll('-', '')}T`);
    await expect(app.getByTestId('booking-code')).toHaveText(code);

    // Found again by look-up with the child's birth date, then cancelled, still without JavaScript.
    await page.goto(inLang('/detail-appointment', lang));
    const lookup = bookingApp(page).locator('form').first();
    const [bornYear, bornMonth, bornDay] = child.bornDate.split('-');
    const l = TEXT[lang];
    await lookup.getByRole('textbox', { name: l.code }).fill(code);
    await lookup.getByRole('textbox', { name: l.day }).fill(String(Number(bornDay)));
    await lookup.getByRole('combobox', { name: l.month }).selectOption(bornMonth);
    await lookup.getByRole('textbox', { name: l.year }).fill(bornYear);
    await lookup.getByRole('button', { name: l.search }).click();
    await expect(app.getByRole('heading', { level: 2, name: new RegExp(code) })).toBeVisible();
    await app.getByRole('link', { name: l.cancel }).click();
    await app.getByRole('button', { name: l.confirmCancel }).click();
    await expect(app.getByText(l.cancelled, { exact: true })).toBeVisible();
    await expectNoScriptRan(page, 'mf-booking');
    const { data: cancelled } = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${code}?born_date=${child.bornDate}&lang=${lang}`,
    );
    expect(cancelled.status).toBe('cancelled');
  });
}
