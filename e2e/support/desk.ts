import type { Lang } from '@hospital/contract';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_RECOVERY_CODES, DEMO_STAFF, type DemoStaffAccount } from '../../api/src/seed/demoStaff';

// The seeded demo desk accounts of README.md (docs/decisions.md, issue 24): personal accounts whose
// password, TOTP secret and recovery codes are published for trying the desk out.

export { DEMO_RECOVERY_CODES };

export function demoAccount(username: string): DemoStaffAccount {
  const account = DEMO_STAFF.find((a) => a.username === username);
  if (!account) throw new Error(`no demo desk account ${username}`);
  return account;
}

const PERIOD_MS = 30_000;
/** The last period whose code each person used in this worker: a code opens one sign-in. */
const usedPeriods = new Map<string, number>();

/**
 * The code the person's authenticator app shows, computed from the secret as the app does. A code
 * is good once, so a second sign-in of the same person within one 30 s period waits for the next.
 */
export async function appCode(secret: string, person: string = secret): Promise<string> {
  let period = Math.floor(Date.now() / PERIOD_MS);
  if ((usedPeriods.get(person) ?? -1) >= period) {
    await new Promise((resolve) => setTimeout(resolve, (period + 1) * PERIOD_MS - Date.now() + 200));
    period = Math.floor(Date.now() / PERIOD_MS);
  }
  usedPeriods.set(person, period);
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

const LABELS = {
  id: {
    username: 'Nama pengguna',
    password: 'Kata sandi',
    next: 'Lanjut',
    code: 'Kode dari aplikasi',
    submit: 'Masuk',
  },
  en: {
    username: 'Username',
    password: 'Password',
    next: 'Continue',
    code: 'Code from the app',
    submit: 'Sign in',
  },
};

/** The password step, on the desk page already open. */
export async function deskPassword(page: Page, username: string, lang: Lang = 'id'): Promise<void> {
  const label = LABELS[lang];
  await page.getByLabel(label.username).fill(username);
  await page.getByLabel(label.password).fill(demoAccount(username).password);
  await page.getByRole('button', { name: label.next }).click();
}

/** Both steps of a demo account's sign-in (password, then the app's code) on the desk page already open. */
export async function signInDesk(page: Page, username: string, lang: Lang = 'id'): Promise<void> {
  const account = demoAccount(username);
  if (!account.totpSecret) throw new Error(`${username} enrols at its first sign-in`);
  await deskPassword(page, username, lang);
  const label = LABELS[lang];
  await page.getByLabel(label.code).fill(await appCode(account.totpSecret, username));
  await page.getByRole('button', { name: label.submit, exact: true }).click();
  await expect(
    page.getByText(
      lang === 'id' ? `Masuk sebagai ${account.displayName}` : `Signed in as ${account.displayName}`,
    ),
  ).toBeVisible();
}
