import { describeProblems, seriousViolations } from '../a11y/axe';
import { appCode, DEMO_RECOVERY_CODES, deskPassword, demoAccount, signInDesk } from '../../support/desk';
import { API_TOKEN, expect, test } from '../../support/fixtures';

// Issue 18: the front desk, a sixth remote the shell found in the registry. Its full flow (check-in,
// call, the patient's page updating) runs in the topology test, where a session of today can be made
// whatever the hour; here: sign-in by keyboard in both languages, and the public token.
// Issue 24: personal accounts with a second factor (the seeded demo accounts of README.md), wrong
// passwords that slow one device and never the desk, recovery codes, the enrolment of a new account,
// the supervisor ending a colleague's sign-in, signing out everywhere, and the steps at 360 px.

// Two browsers, several argon2id checks and whole-page accessibility scans per test: more than the
// default 45 s on a machine shared by many runs.
test.describe.configure({ timeout: 120_000 });

const DESK_CALLS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', 'me'],
  ['GET', 'sessions'],
  ['GET', 'sign-ins'],
  ['POST', 'check-in'],
  ['POST', 'call'],
  ['POST', 'no-show'],
  ['POST', 'late'],
  ['POST', 'cancel-session'],
  ['POST', 'logout'],
  ['POST', 'logout-everywhere'],
  ['POST', 'sign-ins/end'],
];

test('the public API token gets 401 on every desk call', async ({ request }) => {
  for (const [method, path] of DESK_CALLS) {
    const response = await request.fetch(`/api/frontdesk/${path}`, {
      method,
      headers: { authorization: `Bearer ${API_TOKEN}` },
      data: method === 'POST' ? {} : undefined,
    });
    expect([path, response.status()]).toEqual([path, 401]);
  }
});

test('a desk signs in with the keyboard alone (password, then the code of the app), sees its hospital, and signs out', async ({
  page,
  consoleErrors,
}) => {
  const ayu = demoAccount('ayu.bandung');
  await page.goto('/frontdesk');
  await expect(page.getByRole('heading', { level: 1, name: 'Meja pendaftaran' })).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  await page.getByLabel('Nama pengguna').focus();
  await page.keyboard.type(ayu.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ayu.password);
  await page.keyboard.press('Enter');
  // The second step takes the form's place, and the focus with it.
  const step = page.getByRole('heading', { level: 2, name: 'Verifikasi dua langkah' });
  await expect(step).toBeFocused();
  let problems = await seriousViolations(page);
  expect(problems, describeProblems(problems)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Kode dari aplikasi' })).toBeFocused();
  await page.keyboard.type(await appCode(ayu.totpSecret!, ayu.username));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Masuk sebagai Ayu Lestari · ')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sesi praktik hari ini' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kode booking' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sesi masuk Anda' })).toBeVisible();
  problems = await seriousViolations(page);
  expect(problems, describeProblems(problems)).toEqual([]);

  // A code that does not exist: a clear message, the code kept for correcting.
  await page.getByRole('textbox', { name: 'Kode booking' }).fill('MDK-TIDAK-ADA');
  await page.getByRole('button', { name: 'Daftar ulang', exact: true }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Kode booking tidak ditemukan.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kode booking' })).toHaveValue('MDK-TIDAK-ADA');

  await page.getByRole('button', { name: 'Keluar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Masuk sebagai petugas' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Masuk sebagai petugas' })).toBeVisible();
  // 401 (not signed in yet, a wrong code) and 404 (the unknown code) are answers the page shows, not faults.
  expect(consoleErrors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
});

test('in English too: wrong passwords slow down the device that sent them, never the desk where the person signed in before', async ({
  page,
  browser,
}) => {
  const budi = demoAccount('budi.cianjur');
  // Budi's own browser: signed in once, so it counts as his.
  await page.goto('/en/frontdesk');
  await expect(page.getByRole('heading', { level: 1, name: 'Front desk' })).toBeVisible();
  await signInDesk(page, budi.username, 'en');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();

  // Someone else on the same network, guessing.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const guesser = await other.newPage();
  await guesser.goto('/en/frontdesk');
  const username = guesser.getByLabel('Username');
  const password = guesser.getByLabel('Password');
  // Each field keeps an empty alert region for its own error; the form's message is the one with text.
  const alert = guesser.getByRole('alert').filter({ hasText: /\S/ });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await username.fill(budi.username);
    await password.fill(`wrong-${attempt}`);
    await guesser.getByRole('button', { name: 'Continue' }).click();
    await expect(alert).toContainText(
      attempt <= 3
        ? 'The username or password is wrong.'
        : /Too many wrong attempts from this device\. Try again in \d+ seconds\./,
    );
    // What was typed stays, but the password.
    await expect(username).toHaveValue(budi.username);
    await expect(password).toHaveValue('');
  }
  await password.fill(budi.password);
  await guesser.getByRole('button', { name: 'Continue' }).click();
  await expect(alert).toContainText(
    /Try again in \d+ seconds\. From a computer you have signed in on before, you can still sign in\./,
  );
  await expect(guesser.getByRole('heading', { name: 'Sign in as staff' })).toBeVisible();
  await other.close();

  // Budi's desk is not slowed: the password opens the second step at once.
  await deskPassword(page, budi.username, 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Two-step verification' })).toBeVisible();
});

test('without the phone: a recovery code signs in once, and the desk says how many are left', async ({
  page,
}) => {
  const rina = demoAccount('rina.cianjur');
  await page.goto('/frontdesk');
  await deskPassword(page, rina.username);
  await page.getByRole('button', { name: 'Ponsel tidak ada? Pakai kode pemulihan' }).click();
  const field = page.getByRole('textbox', { name: 'Kode pemulihan' });
  await expect(field).toBeFocused();
  await field.fill(DEMO_RECOVERY_CODES[0].toLowerCase());
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Anda masuk dengan kode pemulihan. Tersisa 4 kode' }),
  ).toBeVisible();
  await expect(page.getByText('Masuk sebagai Rina Marlina · ')).toBeVisible();
  await page.getByRole('button', { name: 'Keluar', exact: true }).click();

  // The same code again: refused, and the step stays for another try.
  await deskPassword(page, rina.username);
  await page.getByRole('button', { name: 'Ponsel tidak ada? Pakai kode pemulihan' }).click();
  await page.getByRole('textbox', { name: 'Kode pemulihan' }).fill(DEMO_RECOVERY_CODES[0]);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Kode pemulihan salah atau sudah dipakai.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pakai kode dari aplikasi' }).click();
  await page
    .getByRole('textbox', { name: 'Kode dari aplikasi' })
    .fill(await appCode(rina.totpSecret!, rina.username));
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Masuk sebagai Rina Marlina · ')).toBeVisible();
});

test('a new colleague sets up the authenticator at the first sign-in and is shown the recovery codes once', async ({
  page,
}) => {
  await page.goto('/frontdesk');
  await deskPassword(page, 'baru.bandung');
  await expect(page.getByRole('heading', { level: 2, name: 'Pasang verifikasi dua langkah' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
  const problems = await seriousViolations(page);
  expect(problems, describeProblems(problems)).toEqual([]);
  // The key typed into the app by hand, as a person who cannot scan would.
  const key = ((await page.getByTestId('enrol-key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('textbox', { name: 'Kode dari aplikasi' }).fill(await appCode(key, 'baru.bandung'));
  await page.getByRole('button', { name: 'Aktifkan dan masuk' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Simpan kode pemulihan Anda' })).toBeFocused();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  await page.getByRole('button', { name: 'Sudah saya simpan, lanjut' }).click();
  await expect(page.getByText('Masuk sebagai Rizky Pratama · ')).toBeVisible();
});

test('a supervisor sees the desk’s sign-ins and ends a colleague’s; signing out everywhere ends one’s own', async ({
  page,
  browser,
}) => {
  const colleagueContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const colleague = await colleagueContext.newPage();
  await colleague.goto('/frontdesk');
  await signInDesk(colleague, 'dewi.bandung');
  // A desk sees only its own sign-ins, with nothing to end but through signing out.
  await expect(colleague.getByRole('heading', { level: 2, name: 'Sesi masuk Anda' })).toBeVisible();
  await expect(colleague.getByRole('button', { name: /^Akhiri sesi masuk/ })).toHaveCount(0);

  await page.goto('/frontdesk');
  await signInDesk(page, 'sari.bandung');
  const panel = page.getByRole('region', { name: /^Sesi masuk di / });
  await expect(panel.getByTestId('sign-in-dewi.bandung')).toContainText('Dewi Anggraini');
  await expect(panel.getByTestId('sign-in-sari.bandung')).toContainText('Perangkat ini');
  await panel
    .getByRole('button', { name: /^Akhiri sesi masuk Dewi Anggraini sejak pukul \d\d\.\d\d$/ })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sesi masuk Dewi Anggraini diakhiri.' }),
  ).toBeVisible();
  await expect(panel.getByTestId('sign-in-dewi.bandung')).toHaveCount(0);

  // Dewi's next action finds her signed out.
  await colleague.getByRole('textbox', { name: 'Kode booking' }).fill('MDK-TIDAK-ADA');
  await colleague.getByRole('button', { name: 'Daftar ulang', exact: true }).click();
  await expect(colleague.getByRole('heading', { name: 'Masuk sebagai petugas' })).toBeVisible();
  await colleagueContext.close();

  await page.getByRole('button', { name: 'Keluar dari semua perangkat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Keluar dari semua perangkat?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ya, keluar dari semua' }).click();
  await expect(page.getByRole('heading', { name: 'Masuk sebagai petugas' })).toBeVisible();
});

test('at 360 px the sign-in steps and the desk fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/frontdesk');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await deskPassword(page, 'ayu.bandung', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Two-step verification' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page
    .getByLabel('Code from the app')
    .fill(await appCode(demoAccount('ayu.bandung').totpSecret!, 'ayu.bandung'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your sign-ins' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
