import { expect, test } from '../../support/fixtures';
import { apiItem, apiList, inLang, type Lang } from '../content/helpers';
import { expectNoScriptRan, postBy } from './noScripts';

/*
 * docs/decisions.md, issue 25: the content site's forms with JavaScript off (this project runs without
 * it, e2e/playwright.config.ts). Each is a form the browser sends itself: contact, an event's
 * registration and the footer's newsletter post to mf-content's server actions (a 303 to the thank-you,
 * or the page again with the error summary, the messages in the page's language and everything typed);
 * the search is a GET form.
 */

const TEXT = {
  id: {
    name: /Nama lengkap/,
    email: /^E-mail/,
    message: /Pesan/,
    send: 'Kirim pesan',
    toFix: (count: number) => `Ada ${count} hal yang perlu diperbaiki`,
    required: 'Kolom ini wajib diisi.',
    sent: 'Pesan Anda sudah terkirim',
    another: 'Kirim pesan lain',
  },
  en: {
    name: /Full name/,
    email: /^E-mail/,
    message: /Message/,
    send: 'Send message',
    toFix: (count: number) => (count === 1 ? 'There is 1 thing to fix' : `There are ${count} things to fix`),
    required: 'This field is required.',
    sent: 'Your message has been sent',
    another: 'Send another message',
  },
} as const;

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`a contact message with JavaScript off: what to fix, then thanked once (${lang})`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    const main = page.locator('main');
    // A first render also loads the renderer (see booking.spec.ts).
    await page.request.get(inLang('/contact-us', lang));
    await page.goto(inLang('/contact-us', lang));
    await expectNoScriptRan(page, 'mf-content');
    await main.getByRole('textbox', { name: t.email }).fill('budi.nojs@example.com');
    expect(await postBy(page, () => main.getByRole('button', { name: t.send }).click())).toBe(422);

    const summary = main.getByRole('alert').filter({ hasText: t.toFix(2) });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link')).toHaveCount(2);
    await expect(main.getByRole('textbox', { name: t.email })).toHaveValue('budi.nojs@example.com');
    await expect(main.getByRole('textbox', { name: t.name })).toHaveAccessibleDescription(
      new RegExp(t.required.replace('.', '\\.')),
    );

    await main.getByRole('textbox', { name: t.name }).fill('Budi Santoso');
    await main.getByRole('textbox', { name: t.message }).fill('Apakah poli anak buka hari Minggu?');
    expect(await postBy(page, () => main.getByRole('button', { name: t.send }).click())).toBe(303);
    await expect(page).toHaveURL(new RegExp(`${inLang('/contact-us', lang)}$`));
    await expect(main.getByText(t.sent)).toBeVisible();

    // The thank-you is shown once: a reload (a GET, never the post again) is the form.
    await page.reload();
    await expect(main.getByText(t.sent)).toHaveCount(0);
    await expect(main.getByRole('button', { name: t.send })).toBeVisible();
  });
}

interface HospitalEvent {
  slug: string;
  path: string;
  registered: number;
  registration: 'open' | 'closed' | 'full' | 'past';
}

test('an event registration with JavaScript off: a wrong phone number, then registered', async ({ page }) => {
  const events = (await apiList<HospitalEvent>(page, 'web/events?limit=50', 'en')).results;
  const open = events.find((e) => e.registration === 'open') as HospitalEvent;
  const main = page.locator('main');
  await page.request.get(inLang(open.path, 'en'));
  await page.goto(inLang(open.path, 'en'));
  await expectNoScriptRan(page, 'mf-content');
  const email = `nojs-${Date.now()}@example.com`;
  await main.getByRole('textbox', { name: /Full name/ }).fill('Siti Rahayu');
  await main.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await main.getByRole('textbox', { name: /Phone number/ }).fill('12');
  expect(await postBy(page, () => main.getByRole('button', { name: 'Join Event' }).click())).toBe(422);
  await expect(main.getByRole('alert').filter({ hasText: 'There is 1 thing to fix' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: /Full name/ })).toHaveValue('Siti Rahayu');
  await expect(main.getByRole('textbox', { name: /E-mail/ })).toHaveValue(email);

  await main.getByRole('textbox', { name: /Phone number/ }).fill('081234567890');
  expect(await postBy(page, () => main.getByRole('button', { name: 'Join Event' }).click())).toBe(303);
  await expect(page).toHaveURL(new RegExp(`${inLang(open.path, 'en')}$`));
  await expect(main.getByText('You are registered', { exact: true })).toBeVisible();
  const after = await apiItem<HospitalEvent>(page, `web/events/${open.slug}`, 'en');
  expect(after.registered).toBe(open.registered + 1);
});

test('the footer’s newsletter with JavaScript off lands on /newsletter: what to fix, then thanks with the way back', async ({
  page,
}) => {
  await page.request.get('/en/newsletter');
  await page.goto('/en/news');
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill('ani@');
  expect(await postBy(page, () => footer.getByRole('button', { name: 'Subscribe' }).click())).toBe(422);
  await expect(page).toHaveURL(/\/en\/newsletter$/);
  await expectNoScriptRan(page, 'mf-content');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Health News');
  await expect(main.getByRole('alert').filter({ hasText: 'There is 1 thing to fix' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ani@');

  await main.getByRole('textbox', { name: 'E-mail address' }).fill(`nojs-${Date.now()}@example.com`);
  expect(await postBy(page, () => main.getByRole('button', { name: 'Subscribe' }).click())).toBe(303);
  await expect(main.getByText('You are now subscribed to health news from Medika Hospital.')).toBeVisible();
  await main.getByRole('link', { name: 'Back to the page you were on' }).click();
  await expect(page).toHaveURL(/\/en\/news$/);
});

test('the search page’s form with JavaScript off is a GET to the results', async ({ page }) => {
  await page.goto('/en/search');
  const main = page.locator('main');
  await main.getByRole('searchbox', { name: 'Search terms' }).fill('jantung');
  await main.getByRole('searchbox', { name: 'Search terms' }).press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=jantung$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(main.getByText(/Results for “jantung”: \d+/)).toBeVisible();
});
