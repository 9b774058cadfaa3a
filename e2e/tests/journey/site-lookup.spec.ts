import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, PHONE } from '../shell/chromeHelpers';

/**
 * docs/decisions.md, issue 15 item 1: a patient who booked finds the booking again. "Cek / Batalkan Janji" is in the menu
 * (top bar and phone panel), the bottom bar and the footer, in both languages, and each leads to the
 * look-up of mf-booking.
 */
const LANGS = {
  id: {
    home: '/',
    lookupPath: '/appointment/detail',
    link: 'Cek / Batalkan Janji',
    openMenu: 'Buka menu',
    mainMenu: 'Menu utama',
    quickAccess: 'Akses cepat',
    appointments: 'Janji Temu',
    lookupLead: 'Masukkan kode booking dan tanggal lahir pasien',
  },
  en: {
    home: '/en',
    lookupPath: '/en/appointment/detail',
    link: 'Check / Cancel Appointment',
    openMenu: 'Open menu',
    mainMenu: 'Main menu',
    quickAccess: 'Quick access',
    appointments: 'Appointments',
    lookupLead: "Enter the booking code and the patient's date of birth",
  },
} as const;

type Texts = (typeof LANGS)[keyof typeof LANGS];

/** The look-up page itself, not only its URL: mf-booking rendered it, in the language of the link. */
async function expectLookupPage(page: Page, t: Texts): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${t.lookupPath.replace(/\//g, '\\/')}$`));
  const app = page.locator('[data-app="mf-booking"]');
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(app.getByText(t.lookupLead)).toBeVisible();
}

async function expectLookupLink(link: Locator, t: Texts): Promise<void> {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', t.lookupPath);
}

for (const [lang, t] of Object.entries(LANGS)) {
  test.describe(`the booking look-up is one tap away (${lang})`, () => {
    test.describe('on a phone', () => {
      test.use({ viewport: PHONE });

      test('from the bottom bar', async ({ page, consoleErrors }) => {
        await page.goto(t.home);
        const link = page
          .getByRole('navigation', { name: t.quickAccess })
          .getByRole('link', { name: t.link });
        await expectLookupLink(link, t);
        await link.click();
        await expectLookupPage(page, t);
        expect(consoleErrors).toEqual([]);
      });

      test('from the menu panel', async ({ page, consoleErrors }) => {
        await page.goto(t.home);
        // The mobile menu is a <details> whose summary is the hamburger (docs/decisions.md, issue 25).
        const panel = page.locator('details[data-mobile-menu]');
        const hamburger = panel.locator(':scope > summary');
        await expect(hamburger).toHaveAccessibleName(t.openMenu);
        await hamburger.click();
        const link = panel.getByRole('navigation', { name: t.mainMenu }).getByRole('link', { name: t.link });
        await expectLookupLink(link, t);
        await link.click();
        await expect(panel).not.toHaveAttribute('open');
        await expectLookupPage(page, t);
        expect(consoleErrors).toEqual([]);
      });
    });

    test.describe('on a desktop', () => {
      test.use({ viewport: DESKTOP });

      test('from the top bar menu and the footer', async ({ page, consoleErrors }) => {
        await page.goto(t.home);
        const inMenu = page
          .getByRole('banner')
          .getByRole('navigation', { name: t.mainMenu })
          .getByRole('link', { name: t.link });
        await expectLookupLink(inMenu, t);

        // The footer's code loads when the visitor turns to it.
        const footer = page.getByRole('contentinfo');
        await footer.scrollIntoViewIfNeeded();
        const inFooter = footer
          .getByRole('region', { name: t.appointments })
          .getByRole('link', { name: t.link });
        await inFooter.scrollIntoViewIfNeeded();
        await expectLookupLink(inFooter, t);
        await inFooter.click();
        await expectLookupPage(page, t);

        // Back home, the menu's link goes there too.
        await page.goto(t.home);
        await inMenu.click();
        await expectLookupPage(page, t);
        expect(consoleErrors).toEqual([]);
      });
    });
  });
}
