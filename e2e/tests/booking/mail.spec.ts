import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { touchToStart } from '../../support/touch';
import type { Appointment, Availability } from '@hospital/api-client';
import { buildBookingLink, inJakarta } from '@hospital/domain';
import { API_TOKEN } from '../../support/fixtures';
import { ROOT, startSite, stopSite, type RunningSite } from '../../support/site';
import {
  bookingApp,
  bookThroughApi,
  choose,
  expectStep,
  fillPatient,
  newPatient,
  TEXT,
  type Lang,
} from './bookingHelpers';

// docs/decisions.md, issue 19: the booking's e-mails as `npm start` shows them. This site of its own
// runs the mail catcher (MAIL_CATCHER=1, no SMTP_URL), whose /dev/mail page lists what the outbox sent;
// it opens only with the token the site prints at start (issue 24).
let site: RunningSite;
/** The catcher's page as the site printed it, token included. */
let catcherUrl: string;
/** Where the look-up and PDF pictures go for a person to look at, when set (not in the suite's runs). */
const SHOTS = process.env.JOURNEY_SHOTS_DIR;
const CATCHER_ADDRESS = /http:\/\/\S+\/dev\/mail\?token=[\w-]+/;

test.describe.configure({ mode: 'serial' });

/** The session of the children's clinic in Bandung running all of today (e2e/support/sessionAllDay.ts). */
let today: { sessionId: number; doctorId: number };

test.beforeAll(async () => {
  // Preparing the database (migrated, seeded, today's session), then starting the site, on a shared machine.
  test.setTimeout(360_000);
  // The database prepared as `npm start` would, plus a session that began at 00:00 today: whatever the
  // hour, a booking of it is made after its planned start (docs/decisions.md, issue 26: times never in the past).
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-mail-')), 'data');
  const prepared = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['e2e/support/sessionAllDay.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  today = JSON.parse(prepared.trim().split('\n').at(-1)!) as typeof today;
  site = await startSite({
    DATA_DIR: dataDir,
    MAIL_CATCHER: '1',
    MAIL_CATCHER_PORT: '0',
    MAIL_POLL_MS: '200',
  });
  await expect.poll(() => CATCHER_ADDRESS.test(site.output())).toBe(true);
  catcherUrl = CATCHER_ADDRESS.exec(site.output())![0];
});
test.afterAll(() => {
  if (site?.process.pid) stopSite(site.process.pid);
});

async function api<T>(method: 'GET' | 'POST', call: string, body?: unknown): Promise<T> {
  const response = await fetch(`${site.url}/api/${call}`, {
    method,
    headers: { authorization: `Bearer ${API_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${call}: ${response.status} ${response.ok ? '' : await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Open places at the hospital from tomorrow on, each with its date. */
async function openSessions() {
  const availability = await api<Availability>('GET', 'medika.availability');
  return availability.days
    .filter((d) => d.date > availability.today)
    .flatMap((d) => d.sessions.map((s) => ({ ...s, date: d.date })))
    .filter((s) => s.status === 'open' && !s.telemedicine && s.remaining > 0);
}

test('the confirmation and the reschedule reach the mail catcher with their calendar entry, never with the NIK', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const open = await openSessions();
  const from = open[0];
  const to = open.find((s) => s.doctor_id === from.doctor_id && s.date !== from.date);
  expect(to, 'a second open session of the same doctor').toBeTruthy();

  // newPatient's address is made of the NIK: another one, so finding the NIK in a mail means a leak.
  const patient = { ...newPatient('Dewi Lestari'), email: 'dewi.lestari@example.com' };
  const booking = await bookThroughApi(
    page.request,
    { companyId: from.company_id, poliId: from.poli_id, doctorId: from.doctor_id },
    from,
    patient,
    site.url,
  );

  // Without the token the page does not exist, as for anyone else.
  expect((await page.goto(`${site.url}/dev/mail`))?.status()).toBe(404);

  const mailLink = (subject: RegExp) => page.getByRole('link', { name: subject });
  const openMail = async (subject: RegExp) => {
    await expect
      .poll(
        async () => {
          await page.goto(catcherUrl);
          return mailLink(subject).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await mailLink(subject).click();
  };

  await openMail(new RegExp(`Janji temu dikonfirmasi: .*\\(kode ${booking.code}\\)`));
  await expect(page.locator('body')).toContainText(booking.code);
  await expect(page.locator('body')).toContainText(patient.fullName);
  expect(await page.content()).not.toContain(patient.nik);
  await expect(page.getByRole('link', { name: /\.ics$/ })).toHaveCount(1);

  const moved = await api<Appointment>('POST', `medika.appointment/${booking.code}/reschedule`, {
    bornDate: patient.bornDate,
    sessionId: to!.session_id,
    date: to!.date,
    fromSessionId: from.session_id,
    fromDate: from.date,
  });
  expect(moved.code).toBe(booking.code);
  await openMail(new RegExp(`Jadwal janji temu diubah: .*\\(kode ${booking.code}\\)`));
  expect(await page.content()).not.toContain(patient.nik);
  const ics = page.getByRole('link', { name: /\.ics$/ });
  const calendar = await (await fetch(new URL((await ics.getAttribute('href'))!, site.url))).text();
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain(`DTSTART;TZID=Asia/Jakarta:${to!.date.replaceAll('-', '')}`);
  expect(calendar).not.toContain(patient.nik);
});

test("the confirmation's HTML is readable at 360 px in both languages, with the same structure in each", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const open = await openSessions();
  await page.setViewportSize({ width: 360, height: 740 });
  const read = async (lang: Lang, session: (typeof open)[number], fullName: string) => {
    const patient = { ...newPatient(fullName), email: `${lang}.${Date.now()}@example.com` };
    const target = { companyId: session.company_id, poliId: session.poli_id, doctorId: session.doctor_id };
    const booking = await bookThroughApi(page.request, target, session, patient, site.url, lang);
    const subject = lang === 'id' ? 'Janji temu dikonfirmasi' : 'Appointment confirmed';
    const link = page.getByRole('link', { name: new RegExp(`${subject}: .*${booking.code}`) });
    await expect
      .poll(
        async () => {
          await page.goto(catcherUrl);
          return link.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await link.click();
    await page.getByRole('link', { name: 'HTML part' }).click();
    await expect(page.locator('body')).toContainText(fullName);
    await expect(page.locator('body')).toContainText(booking.code);
    const layout = await page.evaluate(() => ({
      // Nothing wider than the phone: no sideways scrolling, no text cut at the right edge.
      scrollWidth: document.documentElement.scrollWidth,
      overflowing: [...document.body.querySelectorAll('*')].filter(
        (e) => e.getBoundingClientRect().right > 361,
      ).length,
      smallestFont: Math.min(
        ...[...document.body.querySelectorAll('p, td, li, a, span')]
          .filter((e) => e.textContent?.trim())
          .map((e) => parseFloat(getComputedStyle(e).fontSize)),
      ),
      // The mail's own styles apply, as in a mail client: its column is 600 px at most.
      column: [...document.body.querySelectorAll('div')].some(
        (e) => getComputedStyle(e).maxWidth === '600px',
      ),
      // The skeleton without its words: which elements, in which order.
      structure: [...document.body.querySelectorAll('*')].map((e) => e.tagName).join(' '),
    }));
    await page.screenshot({
      path: test.info().outputPath(`mail-confirmation-${lang}-360.png`),
      fullPage: true,
    });
    return layout;
  };
  // One session for both, so that the two mails differ by their language only.
  const session = open.find((s) => s.remaining >= 2);
  expect(session, 'an open session with two places').toBeTruthy();
  const id = await read('id', session!, 'Siti Rahmawati');
  const en = await read('en', session!, 'Siti Rahmawati');
  for (const layout of [id, en]) {
    expect(layout.scrollWidth).toBeLessThanOrEqual(360);
    expect(layout.overflowing).toBe(0);
    expect(layout.column).toBe(true);
    expect(layout.smallestFont).toBeGreaterThanOrEqual(12);
  }
  expect(en.structure).toBe(id.structure);
});

test('a booking made after its session began gives no time in the past: success page, live panel, look-up (both languages) and mail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const app = bookingApp(page);
  const t = TEXT.id;
  const patient = { ...newPatient('Nining Suryani'), email: `nining.${Date.now()}@example.com` };
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  // Times as the pages write them: 19.53 in Indonesian, 19:53 in English.
  const clock = (text: string) =>
    [...text.matchAll(/\b(\d{2})[.:](\d{2}) WIB/g)].map((m) => `${m[1]}:${m[2]}`);

  // The card's link to the session of today (00:00–23:59), booked through the wizard as a patient would.
  const date = inJakarta(new Date())!.date;
  const link = buildBookingLink({
    doctorId: today.doctorId,
    companyId: 1,
    poliId: 2473,
    date,
    sessionId: today.sessionId,
  });
  await page.goto(`${site.url}${link}`);
  // The visitor's first touch starts the wizard's code (docs/decisions.md, "Issue 25 — scripts at the first touch").
  await touchToStart(page);
  await expectStep(page, 'id', 4);
  await app.getByRole('button', { name: t.next, exact: true }).click();
  await expectStep(page, 'id', 2);
  await fillPatient(page, 'id', patient);
  await app.getByRole('button', { name: t.next, exact: true }).click();
  await expectStep(page, 'id', 3);
  await choose(app, t.self);
  await app.getByRole('button', { name: t.next, exact: true }).click();
  await expectStep(page, 'id', 5);
  await app.getByRole('checkbox', { name: t.consent }).check({ force: true });
  const bookedAt = inJakarta(new Date())!.time;
  await app.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.successTitle);
  const code = ((await app.getByTestId('booking-code').textContent()) ?? '').trim();
  const response = await fetch(`${site.url}/api/medika.appointment/${code}?born_date=${patient.bornDate}`, {
    headers: { authorization: `Bearer ${API_TOKEN}` },
  });
  const stored = ((await response.json()) as { data: Appointment }).data;
  // The session was planned from 00:00: the plan's time of this number is behind the booking.
  expect(stored.start).toBe('00:00');
  expect(minutes(stored.arrive_by)).toBeGreaterThanOrEqual(minutes(bookedAt));
  expect(minutes(stored.estimated_time) - minutes(stored.arrive_by)).toBe(30);

  // Each page shows these two times and the live panel's turn, none before the booking.
  const showsTimesFromNow = async (lang: Lang) => {
    const whenAndWhere = app.getByRole('region', {
      name: lang === 'id' ? 'Kapan dan di mana' : 'When and where',
    });
    const times = clock((await whenAndWhere.textContent()) ?? '');
    expect(times.slice(0, 2)).toEqual([stored.arrive_by, stored.estimated_time]);
    const live = app.getByTestId('live-queue');
    const estimate = live.locator('dd').last();
    await expect(estimate).toHaveText(/^\d{2}[.:]\d{2}$/);
    const turn = ((await estimate.textContent()) ?? '').replace('.', ':');
    expect(minutes(turn)).toBeGreaterThanOrEqual(minutes(bookedAt));
    // The one rule (visitTimes): the live panel says what the booking said, to the minute.
    expect(turn).toBe(stored.estimated_time);
  };
  await showsTimesFromNow('id');

  for (const lang of ['id', 'en'] as const) {
    await page.goto(`${site.url}${lang === 'en' ? '/en' : ''}/appointment/detail?code=${code}`);
    const l = TEXT[lang];
    await app.getByRole('textbox', { name: l.code }).fill(code);
    await app.getByRole('textbox', { name: l.day }).fill(patient.day);
    await app.getByRole('combobox', { name: l.month }).selectOption(patient.month);
    await app.getByRole('textbox', { name: l.year }).fill(patient.year);
    await app.getByRole('button', { name: l.search }).click();
    await expect(app.getByRole('article').getByRole('heading', { level: 2 })).toContainText(code);
    await showsTimesFromNow(lang);
    if (SHOTS) {
      // For a person to look at: the look-up leading with the live queue, and the booking's PDF.
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `lookup-live-${lang}-390.png`), fullPage: true });
      const pdf = await fetch(
        `${site.url}/api/medika.appointment/${code}/data?born_date=${patient.bornDate}&format=pdf&lang=${lang}`,
        { headers: { authorization: `Bearer ${API_TOKEN}` } },
      );
      fs.writeFileSync(path.join(SHOTS, `booking-${lang}.pdf`), Buffer.from(await pdf.arrayBuffer()));
    }
  }

  // The confirmation mail: its turn and arrive-by rows, the same times.
  const subject = new RegExp(`Janji temu dikonfirmasi: .*\\(kode ${code}\\)`);
  await expect
    .poll(
      async () => {
        await page.goto(catcherUrl);
        return page.getByRole('link', { name: subject }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await page.getByRole('link', { name: subject }).click();
  const mail = (await page.locator('body').textContent()) ?? '';
  const row = (label: string) => clock(/* the value after its label */ mail.split(label)[1] ?? '')[0];
  expect([row('Perkiraan giliran'), row('Datang paling lambat')]).toEqual([
    stored.estimated_time,
    stored.arrive_by,
  ]);
});
