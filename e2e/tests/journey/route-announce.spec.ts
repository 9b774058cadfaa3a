import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP } from '../shell/chromeHelpers';

/**
 * docs/decisions.md, issue 15 item 9: every client-side navigation, whichever remote draws the new page, is told to screen
 * readers: the new page's title in the polite live region of the server's HTML, and focus on its h1.
 */
const LANGS = {
  id: { home: '/', news: '/news', lookup: 'Cek / Batalkan Janji', mainMenu: 'Menu utama' },
  en: { home: '/en', news: '/en/news', lookup: 'Check / Cancel Appointment', mainMenu: 'Main menu' },
} as const;

/** The live region says the new page's title, and the focused element is that page's h1. */
async function expectAnnounced(page: Page, before: string): Promise<void> {
  const region = page.locator('#route-announcer');
  await expect(page).not.toHaveTitle(before);
  const title = await page.title();
  await expect(region).toHaveText(title);
  await expect(region).toHaveAttribute('aria-live', 'polite');
  const h1 = page.locator('#main-content h1');
  await expect(h1).toBeFocused();
}

for (const [lang, t] of Object.entries(LANGS)) {
  test.describe(`route changes are announced (${lang})`, () => {
    test.use({ viewport: DESKTOP });

    test('to another remote, from the menu, and back', async ({ page, consoleErrors }) => {
      await page.goto(t.home);
      const region = page.locator('#route-announcer');
      // A page load is not announced: the screen reader reads the new document itself.
      await expect(region).toHaveText('');
      const homeTitle = await page.title();

      await page
        .getByRole('banner')
        .getByRole('navigation', { name: t.mainMenu })
        .getByRole('link', { name: t.lookup })
        .click();
      await expect(page.locator('[data-app="mf-booking"]')).toBeVisible();
      await expectAnnounced(page, homeTitle);
      const lookupTitle = await page.title();

      await page.goBack();
      await expectAnnounced(page, lookupTitle);
      await expect(page).toHaveTitle(homeTitle);
      expect(consoleErrors).toEqual([]);
    });

    test('inside one remote: from the news list to an article', async ({ page, consoleErrors }) => {
      await page.goto(t.news);
      const listTitle = await page.title();
      const article = page.locator(`#main-content a[href^="${t.news}/"]`).first();
      await expect(article).toBeVisible();
      await article.click();
      await expectAnnounced(page, listTitle);
      expect(consoleErrors).toEqual([]);
    });
  });
}
