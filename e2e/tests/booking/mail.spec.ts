import { expect, test } from '@playwright/test';
import type { Appointment, Availability } from '@hospital/api-client';
import { API_TOKEN } from '../../support/fixtures';
import { startSite, stopSite, type RunningSite } from '../../support/site';
import { bookThroughApi, newPatient, type Lang } from './bookingHelpers';

// docs/decisions.md, issue 19: the booking's e-mails as `npm start` shows them. This site of its own
// runs the mail catcher (MAIL_CATCHER=1, no SMTP_URL), whose /dev/mail page lists what the outbox sent;
// it opens only with the token the site prints at start (issue 24).
let site: RunningSite;
/** The catcher's page as the site printed it, token included. */
let catcherUrl: string;
const CATCHER_ADDRESS = /http:\/\/\S+\/dev\/mail\?token=[\w-]+/;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSite({ MAIL_CATCHER: '1', MAIL_CATCHER_PORT: '0', MAIL_POLL_MS: '200' });
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
