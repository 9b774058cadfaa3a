import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../../support/fixtures';
import { DESKTOP, unexpectedErrors } from './chromeHelpers';

test.use({ viewport: DESKTOP });

// The home page may have a subscribe form of its own: these tests are about the footer's.
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('newsletter subscription in the footer', () => {
  test('validates with the docs/product-rules.md §5 messages in the current language', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const email = footer(page).getByRole('textbox', { name: 'Alamat e-mail' });
    await footer(page).getByRole('button', { name: 'Berlangganan' }).click();
    await expect(footer(page).getByText('Kolom ini wajib diisi.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // The language is in the URL: the English page is another page, its form says it in English.
    await page
      .getByRole('group', { name: 'Bahasa' })
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/en$/);
    // A page loaded by the link: this test is about the scripts' checks, so it waits for them. A click
    // before them posts the form, and the server answers the newsletter page with the same message (the
    // fresh-clone run of stop 33 clicked that early: no-js tests cover that path).
    await waitForHydration(page);
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer(page).getByText('This field is required.')).toBeVisible();
    await footer(page).getByRole('textbox', { name: 'E-mail address' }).fill('not-an-email');
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer(page).getByText('Email format is incorrect.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('stores a subscription: field reset, thank-you dialog until closed; a repeat gets a friendly answer', async ({
    page,
    consoleErrors,
  }) => {
    const address = `e2e-${Date.now()}@example.com`;
    await page.goto('/');
    const email = footer(page).getByRole('textbox', { name: 'Alamat e-mail' });
    const submit = footer(page).getByRole('button', { name: 'Berlangganan' });
    await email.fill(address);
    const answer = page.waitForResponse((r) => r.url().includes('/api/web/newsletter'));
    await submit.click();
    expect((await answer).status()).toBe(201);

    const dialog = page.getByRole('dialog', { name: 'Terima kasih!' });
    await expect(dialog).toContainText('Anda sudah berlangganan kabar sehat dari Medika Hospital.');
    await expect(email).toHaveValue('');
    await page.waitForTimeout(1500);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();

    await email.fill(address.toUpperCase());
    const repeat = page.waitForResponse((r) => r.url().includes('/api/web/newsletter'));
    await submit.click();
    expect((await repeat).status()).toBe(200);
    await expect(page.getByRole('dialog')).toContainText(
      'E-mail Anda sudah terdaftar sebelumnya. Terima kasih!',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("a subscription sent before the footer's code arrived is held, then sent once it can be", async ({
    page,
    consoleErrors,
  }) => {
    // The footer's HTML comes from the server; its code downloads on the visitor's first touch. Held
    // back here, so the e-mail is typed and the form sent to the server's HTML.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let footerCodeRequested = false;
    await page.route('**/dist/shell/*/site-footer.*.js', async (route) => {
      footerCodeRequested = true;
      await released;
      await route.continue();
    });
    const subscriptions: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/web/newsletter')) subscriptions.push(r.method());
    });
    const address = `e2e-held-${Date.now()}@example.com`;
    await page.goto('/');
    const email = footer(page).getByRole('textbox', { name: 'Alamat e-mail' });
    await email.fill(address);
    await footer(page).getByRole('button', { name: 'Berlangganan' }).click();
    expect(footerCodeRequested).toBe(true);

    // Held: the browser did not send the form itself (no reload with the e-mail in the URL), nothing
    // was sent to the API yet, and what was typed is still there.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('');
    expect(subscriptions).toEqual([]);
    await expect(email).toHaveValue(address);

    const answer = page.waitForResponse((r) => r.url().includes('/api/web/newsletter'));
    release();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('dialog', { name: 'Terima kasih!' })).toBeVisible();
    await expect(email).toHaveValue('');
    expect(subscriptions).toEqual(['POST']);
    expect(new URL(page.url()).search).toBe('');
    expect(consoleErrors).toEqual([]);
  });

  test('when the API is down it says it could not subscribe and keeps the e-mail', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/web/newsletter**', (route) => route.abort());
    await page.goto('/en');
    const email = footer(page).getByRole('textbox', { name: 'E-mail address' });
    await email.fill('kept@example.com');
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      footer(page).getByText('Sorry, we could not subscribe you right now. Please try again.'),
    ).toBeVisible();
    await expect(email).toHaveValue('kept@example.com');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
