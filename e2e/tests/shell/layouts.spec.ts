import { test, expect } from '../../support/fixtures';
import { DESKTOP, PHONE } from './chromeHelpers';

test.describe('layouts', () => {
  test.use({ viewport: DESKTOP });

  test("default: skip link first, top bar, footer, booking tab; the only h1 is the remote's", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Lewati ke konten utama' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: /Hotline Bandung/ })).toHaveAttribute('href', /^tel:\+62/);
    for (const network of ['Instagram', 'Facebook', 'YouTube', 'TikTok']) {
      await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(network) })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Booking Online' })).toHaveAttribute(
      'href',
      '/appointment/create',
    );
    await expect(page.locator('#shell-overlays').getByRole('link', { name: /Chat WhatsApp/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('default: Call Us shows phone and chat for each hospital; Escape returns focus', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('banner').getByRole('link', { name: 'Hubungi Kami' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Hubungi Kami' });
    await expect(dialog.getByRole('link', { name: /^Telepon / })).toHaveCount(2);
    await expect(dialog.getByRole('link', { name: /Chat WhatsApp/ })).toHaveCount(2);
    await expect(dialog.getByRole('link', { name: 'Telepon (022) 780 1234' })).toHaveAttribute(
      'href',
      'tel:+62227801234',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('full-page (/kiosk): no chrome at all', async ({ page, consoleErrors }) => {
    await page.goto('/kiosk');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('#shell-header')).toBeEmpty();
    await expect(page.locator('#shell-footer')).toBeEmpty();
    await expect(page.locator('#shell-overlays')).toBeEmpty();
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--topbar-height').trim(),
      ),
    ).toBe('0px');
    expect(consoleErrors).toEqual([]);
  });

  test('screening: the minimal header (logo and language) and nothing else', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/screening');
    await expect(page.locator('main h1')).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /Medika Hospital/ })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('group', { name: 'Bahasa' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('#shell-overlays').getByRole('link', { name: /Chat WhatsApp/ })).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('event: a light header with back to home, and a compact footer', async ({ page, consoleErrors }) => {
    await page.goto('/event');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Kembali ke beranda' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText('(022) 780 1234');
    await expect(page.getByRole('textbox', { name: 'Alamat e-mail' })).toHaveCount(0);
    await expect(page.locator('#shell-overlays').getByRole('link', { name: /Chat WhatsApp/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the layout follows client-side navigation between remotes', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '/kiosk'));
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.evaluate(() => window.history.pushState(null, '', '/screening'));
    await expect(page.getByRole('banner').getByRole('group', { name: 'Bahasa' })).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '/'));
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('layouts at 360 px', () => {
  test.use({ viewport: PHONE });

  test('the chrome fits 360 px and its controls are at least 24 px', async ({ page, consoleErrors }) => {
    const problemsInChrome = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#shell-header *, #shell-footer *, #shell-overlays *')]
          .filter((el) => !el.closest('.visually-hidden, .visually-hidden-focusable'))
          // The content of a closed <details> (the mobile menu, a menu group) is not rendered.
          .filter((el) => el.checkVisibility())
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0)
          .flatMap(({ el, box }) => {
            const found: string[] = [];
            if (box.right > 360.5) found.push(`overflows: ${el.outerHTML.slice(0, 80)}`);
            if (el.matches('a, button') && (box.width < 24 || box.height < 24)) {
              found.push(`small target: ${el.outerHTML.slice(0, 80)}`);
            }
            return found;
          }),
      );
    for (const path of ['/', '/event', '/screening']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      expect(await problemsInChrome(), path).toEqual([]);
    }
    // The mobile menu, open (a group open too).
    await page.goto('/');
    await page.locator('details[data-mobile-menu] > summary').click();
    await page.locator('details[data-mobile-menu] summary').filter({ hasText: 'Rumah Sakit Kami' }).click();
    expect(await problemsInChrome(), '/ with the mobile menu open').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
