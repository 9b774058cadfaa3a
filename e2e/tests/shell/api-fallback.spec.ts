import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { startSite, stopSite, type RunningSite } from '../../support/site';
import { DESKTOP, markDocument, menuGroup, sameDocument, unexpectedErrors } from './chromeHelpers';

test.use({ viewport: DESKTOP });

/** The API calls for data the page makes from the browser (not pictures or files). */
function browserDataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !/^\/api\/(media|files)\//.test(url.pathname))
      calls.push(url.pathname);
  });
  return calls;
}

test.describe('chrome when the API answers', () => {
  test('the menu comes from web/menu, with the page: the browser does not ask for it again', async ({
    page,
    consoleErrors,
  }) => {
    const calls = browserDataCalls(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toHaveAttribute('data-menu-source', 'api');
    await menuGroup(menu, 'Layanan Unggulan').summary.click();
    await expect(menu.getByRole('link', { name: 'Endoskopi' })).toHaveAttribute(
      'href',
      '/coe/digestive/endoskopi',
    );
    await page.keyboard.press('Escape');
    await expect(menuGroup(menu, 'Layanan Unggulan').details).not.toHaveAttribute('open');
    expect(calls.filter((call) => call.startsWith('/api/web/menu'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the footer lists 6 specialists and 6 latest articles', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const specialists = footer.getByRole('region', { name: 'Spesialis' }).getByRole('link');
    await expect(specialists).toHaveCount(7);
    for (const href of await specialists.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/specialist\/[\w-]+$|^\/specialist$/);
    }
    const articles = footer.getByRole('region', { name: 'Artikel Terbaru' }).getByRole('link');
    await expect(articles).toHaveCount(7);
    expect(consoleErrors).toEqual([]);
  });
});

// Where the fallback happens now: the chrome's data comes with the page, so it is the site server that
// meets an API that does not answer (docs/product-rules.md §8). A site of its own whose server-side API address leads
// nowhere; the browser's /api/ still reaches the API unless a test blocks it too.
test.describe('chrome when the API fails', () => {
  test.describe.configure({ mode: 'serial' });
  let site: RunningSite;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startSite({ API_INTERNAL_URL: 'http://127.0.0.1:9/api/' });
  });
  test.afterAll(() => {
    if (site?.process.pid) stopSite(site.process.pid);
  });

  test('the server sends the static menu; with the browser failing too, it stays, and its routes work', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/web/menu**', (route) => route.abort());
    // The page has no menu data: the browser asks for it, and that fails as well.
    const menuFailed = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/web/menu'));
    await page.goto(`${site.url}/`);
    await menuFailed;
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toHaveAttribute('data-menu-source', 'fallback');
    await expect(menu.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    for (const group of ['Tentang Kami', 'Rumah Sakit Kami', 'Layanan Unggulan', 'Fasilitas dan Layanan']) {
      await expect(menuGroup(menu, group).summary).toBeVisible();
    }

    await markDocument(page);
    await menuGroup(menu, 'Rumah Sakit Kami').summary.click();
    await menu.getByRole('link', { name: 'Medika Hospital Bandung' }).click();
    await expect(page).toHaveURL(/\/hospital\/medika-hospital-bandung$/);
    await expect(page.locator('[data-app="mf-content"] h1')).toBeVisible();
    await expect(menuGroup(menu, 'Rumah Sakit Kami').details).not.toHaveAttribute('open');
    expect(await sameDocument(page)).toBe(true);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('the browser gets the menu the server could not, and shows it', async ({ page, consoleErrors }) => {
    const html = await (await page.request.get(`${site.url}/`)).text();
    expect(html).toContain('data-menu-source="fallback"');
    await page.goto(`${site.url}/`);
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toHaveAttribute('data-menu-source', 'api');
    await menuGroup(menu, 'Layanan Unggulan').summary.click();
    await expect(menu.getByRole('link', { name: 'Endoskopi' })).toHaveAttribute(
      'href',
      '/coe/digestive/endoskopi',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the footer keeps both hospitals and static links when every content call fails', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/api\/web\/(company|poli|article|menu)/, (route) => route.abort());
    await page.goto(`${site.url}/`);
    const footer = page.getByRole('contentinfo');
    const expectStaticFooter = async () => {
      const hospitals = footer.getByRole('region', { name: 'Rumah Sakit Kami' });
      await expect(hospitals).toContainText('Medika Hospital Bandung');
      await expect(hospitals).toContainText('(022) 780 1234');
      await expect(hospitals).toContainText('Medika Hospital Cianjur');
      await expect(hospitals).toContainText('(0263) 820 1234');
      await expect(footer.getByRole('link', { name: 'Semua spesialis' })).toHaveAttribute(
        'href',
        '/specialist',
      );
      await expect(footer.getByRole('link', { name: 'Semua artikel' })).toHaveAttribute('href', '/news');
      await expect(footer.getByRole('link', { name: 'Manajemen' })).toHaveAttribute(
        'href',
        '/about/management',
      );
    };
    // As the server sent it (the footer's code comes only when the visitor turns to it)...
    await expectStaticFooter();

    // ...and once the visitor does: its code asks for the lists, which fail too, and they settle on
    // their static links.
    const footerCode = page.waitForResponse((r) => /\/site-footer\.[\w]+\.js$/.test(r.url()));
    await footer.getByRole('textbox', { name: 'Alamat e-mail' }).focus();
    await footerCode;
    await expect(footer.getByRole('region', { name: 'Spesialis' })).not.toHaveAttribute('aria-busy');
    await expect(footer.getByRole('region', { name: 'Artikel Terbaru' })).not.toHaveAttribute('aria-busy');
    await expectStaticFooter();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
