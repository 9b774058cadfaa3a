import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Appointment, LiveQueueSnapshot, Patient } from '@hospital/api-client';
import { todayInJakarta } from '@hospital/domain';
import { signInDesk } from '../../support/desk';
import { API_TOKEN, expect, test } from '../../support/fixtures';
import { ROOT, startSite, stopSite, type RunningSite } from '../../support/site';

// docs/decisions.md, issue 26 (front desk and kiosk), at 1280 × 800 and 390 px, in both languages: "call
// next" in view without scrolling, the cancellation's confirmation (Escape closes it, nothing is
// cancelled), a patient found by name and by the NIK's last digits, and the check-in card with the
// clinic's floor and counter and the BPJS reminder; then the kiosk's large "now serving". The site is a
// fresh one of this file's own, whose database holds a session running all of today, so the desk has
// a session of today whatever the hour.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SHOTS = process.env.DESK_SHOTS_DIR;

const TEXT = {
  id: {
    path: '/frontdesk',
    account: 'dewi.bandung',
    field: 'Kode booking, nama, telepon atau NIK',
    submit: 'Daftar ulang',
    callNext: 'Panggil berikutnya',
    cancel: 'Batalkan sesi hari ini',
    cancelTitle: 'Batalkan sesi ini untuk hari ini?',
    told: (n: number) => `${n} pasien yang terdaftar di sesi ini akan diberi tahu`,
    checkInNamed: (q: number, name: string) => `Daftar ulang nomor ${q}, ${name}`,
    checkedIn: (q: number, name: string) => `Nomor ${q}, ${name}, sudah daftar ulang.`,
    place: 'Lantai 2, Loket C',
    bpjs: 'BPJS: periksa surat rujukan dan kartu BPJS pasien.',
    noShowNamed: (q: number, name: string) => `Tandai nomor ${q}, ${name}, tidak hadir`,
    noShowTitle: (q: number, name: string) => `Tandai nomor ${q}, ${name}, tidak hadir?`,
    kiosk: '/kiosk',
    serving: 'Dilayani',
  },
  en: {
    path: '/en/frontdesk',
    account: 'sari.bandung',
    field: 'Booking code, name, phone or NIK',
    submit: 'Check in',
    callNext: 'Call next',
    cancel: 'Cancel this session today',
    cancelTitle: 'Cancel this session for today?',
    told: (n: number) => `${n} patients booked in this session will be told`,
    checkInNamed: (q: number, name: string) => `Check in number ${q}, ${name}`,
    checkedIn: (q: number, name: string) => `Number ${q}, ${name}, is checked in.`,
    place: '2nd floor, counter C',
    bpjs: 'BPJS: check the referral letter (surat rujukan) and the BPJS card.',
    noShowNamed: (q: number, name: string) => `Mark number ${q}, ${name}, as a no-show`,
    noShowTitle: (q: number, name: string) => `Mark number ${q}, ${name}, as a no-show?`,
    kiosk: '/en/kiosk',
    serving: 'Now serving',
  },
} as const;

type Lang = keyof typeof TEXT;

interface Booked {
  name: string;
  nik: string;
  code: string;
  queue: number;
}

let site: RunningSite;
let sessionId = 0;
let doctorId = 0;
const patients = {} as Record<Lang, { bpjs: Booked; other: Booked }>;

let counter = 0;
function nikOf(): string {
  counter += 1;
  return `3273${String(Date.now()).slice(-8)}${String(counter).padStart(4, '0')}`;
}

async function book(request: APIRequestContext, name: string, bpjs: boolean): Promise<Booked> {
  const headers = { authorization: `Bearer ${API_TOKEN}` };
  const nik = nikOf();
  const created = await request.post(`${site.url}/api/medika.patient`, {
    headers,
    data: { forWhom: 'self', fullName: name, bornDate: '1988-04-12', nik },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: patient } = (await created.json()) as { data: Patient };
  const booked = await request.post(`${site.url}/api/medika.appointment`, {
    headers,
    data: {
      patientHandle: patient.handle,
      forWhom: 'self',
      companyId: 1,
      poliId: 2473,
      doctorId,
      sessionId,
      date: todayInJakarta(),
      insurance: bpjs
        ? { kind: 'bpjs', bpjsCardNumber: '0001234567890', paperReferral: true }
        : { kind: 'self' },
      consent: true,
      contact: { fullName: name, phone: `0812${nik.slice(-8)}`, email: `desk.${nik}@example.com` },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: Appointment };
  return { name, nik, code: data.code, queue: data.queue_number };
}

test.beforeAll(async ({ playwright }) => {
  // Migrating and seeding a database, then starting a site, on a machine shared with other runs.
  test.setTimeout(240_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-desk-'));
  const dataDir = path.join(work, 'data');
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['e2e/support/sessionAllDay.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  ({ sessionId, doctorId } = JSON.parse(out.trim().split('\n').at(-1)!) as {
    sessionId: number;
    doctorId: number;
  });
  site = await startSite({ DATA_DIR: dataDir });
  const request = await playwright.request.newContext();
  // Names no seeded or other patient has, one BPJS patient and one self-paying per language.
  patients.id = {
    bpjs: await book(request, 'Wulan Kartikasari', true),
    other: await book(request, 'Joko Prasetyo', false),
  };
  patients.en = {
    bpjs: await book(request, 'Margaretha Simanjuntak', true),
    other: await book(request, 'Hendra Gunawan', false),
  };
  await request.dispose();
});

test.afterAll(() => {
  if (site?.process.pid) stopSite(site.process.pid);
});

async function shot(page: Page, name: string, lang: Lang, width = 390): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${width}.png`), fullPage: false });
}

async function queueNow(page: Page) {
  const answer = await page.request.get(`${site.url}/api/queue/now?session=${sessionId}`);
  return ((await answer.json()) as { data: LiveQueueSnapshot }).data.sessions[0];
}

for (const lang of ['id', 'en'] as const) {
  const text = TEXT[lang];

  test(`the desk (${lang}): call next in view, a confirmed cancel, found by name and by NIK digits, the check-in card`, async ({
    page,
    consoleErrors,
  }) => {
    const mine = patients[lang];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}${text.path}`);
    await signInDesk(page, text.account, lang);
    const card = page.getByTestId(`desk-session-${sessionId}`);
    const callNext = card.getByRole('button', { name: text.callNext });
    await expect(callNext).toBeVisible();
    // In view at 1280 × 800 without scrolling.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await callNext.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    // Keyboard first: the first control of the session card.
    await expect(card.getByRole('button').first()).toHaveText(text.callNext);

    // The cancellation: apart, confirmed, saying how many will be told; Escape closes it, nothing is cancelled.
    const cancel = card.getByRole('button', { name: text.cancel });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: text.cancelTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text.told(4));
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    expect((await queueNow(page)).cancelled).toBe(false);

    // A no-show is confirmed too; kept, the patient is still expected.
    await card.getByRole('button', { name: text.noShowNamed(mine.other.queue, mine.other.name) }).click();
    const noShow = page.getByRole('dialog', { name: text.noShowTitle(mine.other.queue, mine.other.name) });
    await expect(noShow).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(noShow).toBeHidden();
    expect((await queueNow(page)).waiting).toContain(mine.other.queue);

    // Found by part of the name: a list to pick from.
    const field = page.getByRole('textbox', { name: text.field });
    await field.fill(mine.bpjs.name.split(' ')[1].slice(0, 6).toLowerCase());
    await field.press('Enter');
    const byName = page.getByTestId(`candidate-${mine.bpjs.code}`);
    await expect(byName).toBeVisible();
    await expect(byName).toContainText(`************${mine.bpjs.nik.slice(-4)}`);
    await expect(page.getByTestId(`candidate-${mine.other.code}`)).toHaveCount(0);

    // Found by the NIK's last 4 digits, then checked in from the list.
    await field.fill(mine.bpjs.nik.slice(-4));
    await field.press('Enter');
    const byNik = page.getByTestId(`candidate-${mine.bpjs.code}`);
    await expect(byNik).toContainText(mine.bpjs.name);
    if (lang === 'id') await shot(page, 'desk-search', lang, 1280);
    await byNik.getByRole('button', { name: text.checkInNamed(mine.bpjs.queue, mine.bpjs.name) }).click();

    // The card: who, the number, where to go, what to check; announced (role=status).
    const result = page
      .getByRole('status')
      .filter({ hasText: text.checkedIn(mine.bpjs.queue, mine.bpjs.name) });
    await expect(result).toBeVisible();
    await expect(page.getByTestId('checkin-card-queue')).toHaveText(String(mine.bpjs.queue));
    await expect(page.getByTestId('checkin-card-place')).toContainText(text.place);
    await expect(page.getByTestId('checkin-card-checks')).toContainText(text.bpjs);
    await expect(field).toHaveValue('');
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('checkin-card').scrollIntoViewIfNeeded();
      await shot(page, 'desk-checkin-card-bpjs', lang);
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // A scanned code checks in at once.
    await field.fill(mine.other.code);
    await page.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: text.checkedIn(mine.other.queue, mine.other.name) }),
    ).toBeVisible();

    // At 390 px: the board, the card, the dialog (for the lead's review when DESK_SHOTS_DIR is set).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'desk-board', lang);
    await page.getByTestId('checkin-card').scrollIntoViewIfNeeded();
    await shot(page, 'desk-checkin-card', lang);
    await card.getByRole('button', { name: text.cancel }).click();
    await expect(page.getByRole('dialog', { name: text.cancelTitle })).toBeVisible();
    await shot(page, 'desk-cancel-dialog', lang);
    await page.keyboard.press('Escape');
    expect((await queueNow(page)).cancelled).toBe(false);

    // "Call next", then the kiosk shows the number large.
    await callNext.click();
    await expect.poll(async () => (await queueNow(page)).now_serving).toBeGreaterThan(0);
    const serving = (await queueNow(page)).now_serving;
    await page.goto(`${site.url}${text.kiosk}`);
    const number = page.getByTestId(`kiosk-serving-${sessionId}`);
    await expect(number).toContainText(String(serving));
    await expect(number).toContainText(text.serving);
    const sizes = await number.evaluate((el) => {
      const big = el.lastElementChild as HTMLElement;
      const row = el.closest('li')!.firstElementChild as HTMLElement;
      return [parseFloat(getComputedStyle(big).fontSize), parseFloat(getComputedStyle(row).fontSize)];
    });
    expect(sizes[0]).toBeGreaterThanOrEqual(2 * sizes[1]);
    await number.scrollIntoViewIfNeeded();
    await shot(page, 'kiosk', lang);
    // 401 (before signing in) is an answer the page shows, not a fault.
    expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
}
