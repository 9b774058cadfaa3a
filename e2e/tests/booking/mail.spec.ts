import { expect, test } from '@playwright/test';
import type { Appointment, Availability } from '@hospital/api-client';
import { API_TOKEN } from '../../support/fixtures';
import { startSite, stopSite, type RunningSite } from '../../support/site';
import { bookThroughApi, newPatient } from './bookingHelpers';

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

test('the confirmation and the reschedule reach the mail catcher with their calendar entry, never with the NIK', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const availability = await api<Availability>('GET', 'medika.availability');
  const open = availability.days
    .filter((d) => d.date > availability.today)
    .flatMap((d) => d.sessions.map((s) => ({ ...s, date: d.date })))
    .filter((s) => s.status === 'open' && !s.telemedicine && s.remaining > 0);
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
