import { expect, test, touchToStart, waitsForTouch } from '../../support/fixtures';
import { isHydrated, recordTaps, tapsHydrated, throttleLikeASlowPhone } from '../../support/slowPhone';
import { DESKTOP, PHONE, pushRoute } from '../shell/chromeHelpers';
import { listCompanies, listSchedules, RESULTS_REGION } from '../doctors/helpers';

// docs/decisions.md, issue 25 item 3: a tap is never lost. On a phone at 400 ms latency, 400 kbit/s and a
// 4x slower CPU, the page is HTML long before its scripts have run (they start at the visitor's first
// touch, and take seconds to arrive): the menu, its links and the search work as HTML then,
// and the same controls are the scripts' once they have taken the page over. Every tap here is checked
// to have happened before hydration (`<html data-hydrated>`, recorded at pointerdown).

const SLOW = 120_000;

test.describe('a slow phone, before the scripts have run', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a tap on the menu opens it, a group opens, and its link loads the page', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(SLOW);
    await recordTaps(page);
    await throttleLikeASlowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.locator('details[data-mobile-menu]');
    const hamburger = menu.locator(':scope > summary');
    await hamburger.waitFor({ state: 'visible', timeout: 60_000 });
    await expect(hamburger).toHaveAccessibleName('Buka menu');

    await hamburger.tap();
    await expect(menu).toHaveAttribute('open', '');
    await expect(hamburger).toHaveAccessibleName('Tutup menu');
    const drawer = menu.getByRole('navigation', { name: 'Menu utama' });
    await drawer.locator('summary', { hasText: 'Rumah Sakit Kami' }).tap();
    const link = drawer.getByRole('link', { name: 'Medika Hospital Cianjur' });
    await expect(link).toBeVisible();
    expect(await tapsHydrated(page), 'the taps happened before the scripts took the page over').toEqual([
      false,
      false,
    ]);
    expect(await isHydrated(page)).toBe(false);

    await link.tap();
    await expect(page).toHaveURL(/\/hospital\/medika-hospital-cianjur$/, { timeout: 60_000 });
    await expect(page.locator('main h1')).toContainText('Medika Hospital Cianjur', { timeout: 60_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('opened before the scripts have run, the menu is theirs once they have: Escape and a route change close it', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(SLOW);
    await recordTaps(page);
    await throttleLikeASlowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.locator('details[data-mobile-menu]');
    const hamburger = menu.locator(':scope > summary');
    await hamburger.waitFor({ state: 'visible', timeout: 60_000 });
    await hamburger.tap();
    await expect(menu).toHaveAttribute('open', '');
    expect(await tapsHydrated(page)).toEqual([false]);

    // The tap started the scripts; once they have taken the page over, the menu is still open.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 });
    await expect(menu).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Beranda' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(hamburger).toBeFocused();

    await hamburger.tap();
    await expect(menu).toHaveAttribute('open', '');
    // A route change that does not come from the menu (a remote's link, the back button).
    await pushRoute(page, '/appointment');
    await expect(menu).not.toHaveAttribute('open', { timeout: 60_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('the search opens and searches', async ({ page, consoleErrors }) => {
    test.setTimeout(SLOW);
    await recordTaps(page);
    await throttleLikeASlowPhone(page);
    await page.goto('/news', { waitUntil: 'commit' });
    const search = page.locator('header details', { has: page.locator('form[role="search"]') }).first();
    await search.locator('summary').waitFor({ state: 'visible', timeout: 60_000 });
    await search.locator('summary').tap();
    // A plain search field until the scripts take over, a combobox after (docs/decisions.md, issue 26).
    const field = search.getByLabel('Cari di situs', { exact: true });
    await expect(field).toBeVisible();
    await field.tap();
    await field.fill('jantung');
    expect(await tapsHydrated(page)).toEqual([false, false]);
    await search.getByRole('button', { name: 'Cari' }).tap();
    await expect(page).toHaveURL(/\/search\?q=jantung$/, { timeout: 60_000 });
    await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('the doctor filters: a hospital and a day chosen and sent before the scripts, the list is filtered', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(SLOW);
    const companies = await listCompanies(page);
    const cianjur = companies.find((c) => c.slug === 'medika-hospital-cianjur');
    if (!cianjur) throw new Error('no Cianjur in the seeded hospitals');
    const expected = await listSchedules(page, { company_id: cianjur.id, day: 2 });
    await recordTaps(page);
    await throttleLikeASlowPhone(page);
    await page.goto('/appointment', { waitUntil: 'commit' });
    const form = page.getByRole('search', { name: 'Filter pencarian dokter' });
    const submit = form.getByRole('button', { name: 'Tampilkan dokter', exact: true });
    await submit.waitFor({ state: 'visible', timeout: 60_000 });
    // A native select's list is the browser's own: Playwright chooses in it without a tap; the send is a tap.
    await form.getByLabel('Rumah sakit', { exact: true }).selectOption(String(cianjur.id));
    await form.getByLabel('Hari praktik', { exact: true }).selectOption('2');
    expect(await isHydrated(page)).toBe(false);
    await submit.tap();
    expect(await tapsHydrated(page), 'the tap happened before the scripts took the page over').toEqual([
      false,
    ]);

    await expect(page).toHaveURL(
      new RegExp(`/appointment\\?name=&hospital=${cianjur.id}&speciality=&day=2$`),
      {
        timeout: 60_000,
      },
    );
    const names = page.getByRole('region', { name: RESULTS_REGION }).getByRole('heading', { level: 3 });
    await expect(names).toHaveText(
      expected.results.slice(0, 10).map((d) => d.name),
      { timeout: 60_000 },
    );
    await expect(form.getByLabel('Rumah sakit', { exact: true })).toHaveValue(String(cianjur.id));
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('a slow connection on a wide screen, before the scripts have run', () => {
  test.use({ viewport: DESKTOP });

  test("a click on a menu group opens it, and its link loads the page; once hydrated, it is React's", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(SLOW);
    await recordTaps(page);
    await throttleLikeASlowPhone(page);
    await page.goto('/news', { waitUntil: 'commit' });
    const bar = page.getByRole('navigation', { name: 'Menu utama' }).first();
    const group = bar.locator('details', { has: page.locator('summary', { hasText: 'Tentang Kami' }) });
    await group.locator('summary').waitFor({ state: 'visible', timeout: 60_000 });
    await group.locator('summary').click();
    await expect(group).toHaveAttribute('open', '');
    const link = group.getByRole('link', { name: 'Manajemen' });
    await expect(link).toBeVisible();
    expect(await tapsHydrated(page)).toEqual([false]);
    await link.click();
    await expect(page).toHaveURL(/\/about\/management$/, { timeout: 60_000 });
    await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });

    // The next page, taken over: its code waits for the visitor's first touch (made with a key that does
    // nothing, so the click below is React's), then the same group opens with a click and closes on Escape.
    expect(await waitsForTouch(page), 'the next page waits for a touch to start its code').toBe(true);
    await touchToStart(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 });
    const again = page
      .getByRole('navigation', { name: 'Menu utama' })
      .first()
      .locator('details', { has: page.locator('summary', { hasText: 'Tentang Kami' }) });
    await again.locator('summary').click();
    await expect(again).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(again).not.toHaveAttribute('open');
    expect(consoleErrors).toEqual([]);
  });
});
