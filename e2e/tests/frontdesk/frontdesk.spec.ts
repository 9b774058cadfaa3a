import { describeProblems, seriousViolations } from '../a11y/axe';
import { API_TOKEN, expect, test } from '../../support/fixtures';

// Issue 18: the front desk, a sixth remote the shell found in the registry. Its full flow (check-in,
// call, the patient's page updating) runs in the topology test, where a session of today can be made
// whatever the hour; here: sign-in by keyboard in both languages, the lock-out, and the public token.

const DESK_CALLS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', 'me'],
  ['GET', 'sessions'],
  ['POST', 'check-in'],
  ['POST', 'call'],
  ['POST', 'no-show'],
  ['POST', 'late'],
  ['POST', 'cancel-session'],
  ['POST', 'logout'],
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

test('a desk signs in with the keyboard alone, sees its hospital, and signs out', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/frontdesk');
  await expect(page.getByRole('heading', { level: 1, name: 'Meja pendaftaran' })).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  await page.getByLabel('Nama pengguna').focus();
  await page.keyboard.type('desk.bandung');
  await page.keyboard.press('Tab');
  await page.keyboard.type('desk-bandung-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Masuk sebagai Pendaftaran Bandung')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sesi praktik hari ini' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kode booking' })).toBeVisible();
  const problems = await seriousViolations(page);
  expect(problems, describeProblems(problems)).toEqual([]);

  // A code that does not exist: a clear message, the code kept for correcting.
  await page.getByRole('textbox', { name: 'Kode booking' }).fill('MDK-TIDAK-ADA');
  await page.getByRole('button', { name: 'Daftar ulang', exact: true }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Kode booking tidak ditemukan.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kode booking' })).toHaveValue('MDK-TIDAK-ADA');

  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page.getByRole('heading', { name: 'Masuk sebagai petugas' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Masuk sebagai petugas' })).toBeVisible();
  // 401 (not signed in yet) and 404 (the unknown code) are answers the page shows, not faults.
  expect(consoleErrors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
});

test('in English too, and five wrong passwords lock the account, even for the right one', async ({
  page,
}) => {
  await page.goto('/en/frontdesk');
  await expect(page.getByRole('heading', { level: 1, name: 'Front desk' })).toBeVisible();
  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password');
  // Each field keeps an empty alert region for its own error; the form's message is the one with text.
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await username.fill('desk.cianjur');
    await password.fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toContainText(attempt < 5 ? 'The username or password is wrong.' : 'locked until');
    // What was typed stays, but the password.
    await expect(username).toHaveValue('desk.cianjur');
    await expect(password).toHaveValue('');
  }
  await password.fill('desk-cianjur-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert).toContainText(/locked until \d\d:\d\d WIB/);
  await expect(page.getByRole('heading', { name: 'Sign in as staff' })).toBeVisible();
});
