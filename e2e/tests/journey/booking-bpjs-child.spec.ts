import { axeOn } from '../a11y/axe';
import type { Page } from '@playwright/test';
import type { Appointment } from '@hospital/api-client';
import { apiGet, expect, test } from '../../support/fixtures';
import {
  bookingApp,
  expectStep,
  inLang,
  unexpectedConsoleErrors,
  type Lang,
} from '../booking/bookingHelpers';
import {
  findPaediatrician,
  JOURNEY_TEXT,
  newBpjsCard,
  newChild,
  newGuardian,
  newReferralNumber,
  nextButton,
  pickDayAndSession,
  rowsOf,
  sessionNow,
  tick,
} from './bookingJourney';

/*
 * docs/decisions.md, issue 15, as a mother books her child's visit to a paediatrician in Cianjur, paid by BPJS Kesehatan:
 * through the wizard by the names a screen reader announces (labels, roles), in both languages, with
 * the referral's number (Indonesian) or a paper referral (English). Checked: the error summary of a
 * failed step and where its links lead; that the guardian, the relationship and BPJS are stored (the
 * API's look-up); that the summary, the success page and the look-up say what to bring, when to arrive
 * for that queue number and where to register; then that she finds the booking again by its code and
 * the child's birth date, cancels it, and the place is free again.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).include('[data-app="mf-booking"]').withTags(WCAG).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const CASES: {
  lang: Lang;
  index: number;
  referral: 'number' | 'paper';
  relationship: 'parent' | 'guardian';
}[] = [
  { lang: 'id', index: 0, referral: 'number', relationship: 'parent' },
  { lang: 'en', index: 1, referral: 'paper', relationship: 'guardian' },
];

for (const { lang, index, referral, relationship } of CASES) {
  test(`a BPJS booking for a child by the guardian, by labels only (${lang}, ${referral} referral)`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const t = JOURNEY_TEXT[lang];
    const app = bookingApp(page);
    const target = await findPaediatrician(page, lang, index);
    const child = newChild(lang === 'id' ? 'Aisyah Putri Lestari' : 'Bima Pratama');
    const guardian = newGuardian(lang === 'id' ? 'Rina Marlina' : 'Dewi Anggraini');
    const card = newBpjsCard();
    const referralNumber = newReferralNumber();
    const location = target.poli.location;
    if (!location) throw new Error('the children’s clinic has no location');
    const summaryBox = (count: number) => app.getByRole('alert').filter({ hasText: t.summaryTitle(count) });

    // Step 1: the hospital.
    await page.goto(inLang('/appointment/create', lang));
    await expectStep(page, lang, 1);
    await tick(app.getByRole('radio', { name: t.hospital }));
    await nextButton(page, lang).click();

    // Step 2: for whom. The child's identity, then the guardian as the contact who consents.
    await expectStep(page, lang, 2);
    await tick(app.getByRole('radio', { name: t.child, exact: true }));
    await nextButton(page, lang).click();
    // A failed Next: the error summary, focused, one link per field to fix (the e-mail is optional).
    const step2Errors = summaryBox(6);
    await expect(step2Errors).toBeVisible();
    await expect(step2Errors).toBeFocused();
    await expect(step2Errors.getByRole('link')).toHaveCount(6);
    await step2Errors.getByRole('link', { name: new RegExp(`^${t.contactName.source.slice(1)}: `) }).click();
    await expect(app.getByRole('textbox', { name: t.contactName })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await app.getByRole('textbox', { name: t.fullName }).fill(child.fullName);
    await app.getByRole('textbox', { name: t.day }).fill(child.day);
    await app.getByRole('combobox', { name: t.month }).selectOption(child.month);
    await app.getByRole('textbox', { name: t.year }).fill(child.year);
    await app.getByRole('textbox', { name: t.nik }).fill(child.nik);
    await app.getByRole('textbox', { name: t.contactName }).fill(guardian.fullName);
    await tick(
      app.getByRole('radio', { name: relationship === 'parent' ? t.parent : t.guardian, exact: true }),
    );
    await app.getByRole('textbox', { name: t.phone }).fill(guardian.phone);
    await expect(app.getByRole('textbox', { name: t.email })).toHaveValue('');
    await nextButton(page, lang).click();

    // Step 3: BPJS Kesehatan, what a specialist visit needs said first; the card checked by the domain's rule.
    await expectStep(page, lang, 3);
    await tick(app.getByRole('radio', { name: t.bpjs }));
    await expect(app.getByText(t.referralNeeded)).toBeVisible();
    const cardField = app.getByRole('textbox', { name: t.bpjsCard });
    await cardField.fill(card.slice(0, 12));
    await nextButton(page, lang).click();
    // The card too short and no referral yet (the paper one is ticked below).
    const step3Errors = summaryBox(2);
    await expect(step3Errors).toBeFocused();
    await step3Errors.getByRole('link', { name: new RegExp(t.bpjsCardMessage.replace('.', '\\.')) }).click();
    await expect(cardField).toBeFocused();
    await expect(cardField).toHaveAccessibleDescription(new RegExp(t.bpjsCardMessage.replace('.', '\\.')));
    expect(await axeViolations(page)).toEqual([]);
    await cardField.fill(card);
    if (referral === 'number') {
      await app.getByRole('textbox', { name: t.referral }).fill(referralNumber.toLowerCase());
    } else {
      await tick(app.getByRole('checkbox', { name: t.paperReferral }));
      await expect(app.getByRole('textbox', { name: t.referral })).toHaveCount(0);
    }
    await nextButton(page, lang).click();

    // Step 4: the children's clinic, the paediatrician, a day and a session.
    await expectStep(page, lang, 4);
    await app.getByRole('combobox', { name: t.poli }).selectOption({ label: target.poli.name });
    await app.getByRole('combobox', { name: t.doctor }).selectOption({ label: target.doctor.name });
    await pickDayAndSession(page, lang, target.session);
    await nextButton(page, lang).click();

    // Step 5: the summary says for whom, who books, BPJS and its referral, what it costs, where and what to bring.
    await expectStep(page, lang, 5);
    const patientPart = await rowsOf(
      app.getByRole('region', { name: lang === 'id' ? 'Data pasien' : 'Patient', exact: true }),
    );
    expect(patientPart).toMatchObject({ [lang === 'id' ? 'Untuk' : 'For']: t.forWhomRow, NIK: child.nik });
    const contactPart = await rowsOf(
      app.getByRole('region', { name: lang === 'id' ? 'Kontak' : 'Contact', exact: true }),
    );
    expect(Object.values(contactPart)).toEqual(
      expect.arrayContaining([guardian.fullName, relationship === 'parent' ? t.parent : t.guardian]),
    );
    const paymentPart = await rowsOf(
      app.getByRole('region', { name: lang === 'id' ? 'Pembayaran' : 'Payment', exact: true }),
    );
    expect(Object.values(paymentPart)).toEqual(
      expect.arrayContaining([
        card,
        referral === 'number' ? referralNumber : t.paperReferralRow,
        t.bpjsCovered,
      ]),
    );
    const onTheDay = app.getByRole('region', { name: t.onTheDay, exact: true });
    await expect(onTheDay.getByText(t.where(location.floor, location.counter))).toBeVisible();
    await expect(onTheDay.getByRole('listitem')).toHaveText([...t.bring]);

    // Submit without the consent: the summary again, its link to the checkbox.
    await app.getByRole('button', { name: t.submit }).click();
    const step5Errors = summaryBox(1);
    await expect(step5Errors).toBeFocused();
    await step5Errors.getByRole('link').click();
    const consent = app.getByRole('checkbox', { name: t.consent });
    await expect(consent).toBeFocused();
    await tick(consent);
    await app.getByRole('button', { name: t.submit }).click();

    // The success page: the code, when to arrive for that queue number, where, what to bring.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.successTitle);
    const code = (await app.getByTestId('booking-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    // The API's look-up by code and the child's birth date: the guardian's relationship and BPJS are stored.
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
      poli: { id: target.poli.id, location },
      company: { id: target.companyId },
      patient: {
        newborn: false,
        contact_relationship: relationship,
        nik_masked: `************${child.nik.slice(-4)}`,
      },
      insurance: {
        kind: 'bpjs',
        bpjs_card_masked: `*********${card.slice(-4)}`,
        referral:
          referral === 'number'
            ? { kind: 'number', number_masked: `${'*'.repeat(15)}${referralNumber.slice(-4)}` }
            : { kind: 'paper' },
      },
      fee: null,
    });
    // The contact is the guardian's phone (as 62…), not the child's.
    expect(stored.patient.phone_masked.slice(-3)).toBe(guardian.phone.slice(-3));

    const whenAndWhere = app.getByRole('region', { name: t.whenAndWhere, exact: true });
    await expect(whenAndWhere.getByText(t.arriveBy(stored.arrive_by))).toBeVisible();
    await expect(whenAndWhere.getByText(t.turn(stored.estimated_time, stored.queue_number))).toBeVisible();
    await expect(whenAndWhere.getByText(t.where(location.floor, location.counter))).toBeVisible();
    await expect(whenAndWhere.getByRole('heading', { name: t.bringTitle })).toBeVisible();
    await expect(whenAndWhere.getByRole('listitem')).toHaveText([...t.bring]);
    const details = await rowsOf(app.getByRole('region', { name: t.visitDetails, exact: true }));
    expect(Object.values(details)).toEqual(
      expect.arrayContaining([
        `${lang === 'id' ? 'BPJS Kesehatan' : 'BPJS Kesehatan (national health insurance)'}${t.card(stored.insurance.bpjs_card_masked ?? '')}`,
        t.bpjsCovered,
      ]),
    );

    // A reload shows the booking again, never "there is no booking".
    await page.reload();
    await expect(app.getByTestId('booking-code')).toHaveText(code);
    await expect(
      app.getByRole('region', { name: t.whenAndWhere, exact: true }).getByText(t.arriveBy(stored.arrive_by)),
    ).toBeVisible();

    // The look-up from the success page's link: the same facts, with the child's birth date.
    await app.getByRole('link', { name: t.viewOrCancel }).click();
    await expect(app.getByRole('button', { name: t.search })).toBeEnabled();
    await app.getByRole('textbox', { name: t.day }).fill(child.day);
    await app.getByRole('combobox', { name: t.month }).selectOption(child.month);
    await app.getByRole('textbox', { name: t.year }).fill(child.year);
    await app.getByRole('button', { name: t.search }).click();
    const found = app.getByRole('article');
    await expect(found.getByRole('heading', { level: 2 })).toContainText(code);
    await expect(found.getByText(t.arriveBy(stored.arrive_by))).toBeVisible();
    await expect(found.getByText(t.where(location.floor, location.counter))).toBeVisible();
    await expect(found.getByRole('listitem')).toHaveText([...t.bring]);
    await expect(found.getByText(t.bpjsCovered)).toBeVisible();
    await expect(found.getByText(t.card(stored.insurance.bpjs_card_masked ?? ''))).toBeVisible();

    // Plans change: she cancels from the look-up, and the child's place goes back to the session.
    const booked = await sessionNow(page, target);
    await found.getByRole('button', { name: t.cancel }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(target.doctor.name);
    await dialog.getByRole('button', { name: t.confirmCancel }).click();
    await expect(found.getByText(t.cancelled, { exact: true })).toBeVisible();
    await expect(found.getByRole('button', { name: t.cancel })).toHaveCount(0);
    const { data: cancelled } = await apiGet<{ data: Appointment }>(
      page,
      `medika.appointment/${code}?born_date=${child.bornDate}&lang=${lang}`,
    );
    expect(cancelled.status).toBe('cancelled');
    const freed = await sessionNow(page, target);
    expect(freed.remaining).toBe(booked.remaining + 1);
    expect(freed.booked).toBe(booked.booked - 1);
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });
}
