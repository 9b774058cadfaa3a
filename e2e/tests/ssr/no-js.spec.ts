import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { inLang, LANGS, NOT_FOUND_PATHS, samplePages } from './routes';

// docs/decisions.md, issue 14 item 1 and 2: every page arrives as HTML. With JavaScript disabled, each route of docs/product-rules.md §2 (one
// page per route pattern, items from the API's sitemap) shows its h1 and main content, in Indonesian
// and in English; unknown routes and items answer 404 with the 404 page.

test.use({ javaScriptEnabled: false });

/**
 * The server's answer for `url`, redirects followed as a browser's navigation does. The first two tests
 * read only the markup, which needs neither scripts nor layout: asking over HTTP and letting the browser
 * parse the answer (`parse`) spares loading each page's styles, pictures and fonts into a tab. One at a
 * time, like a visitor: asked side by side, the renders outrun their data budget on a busy machine and
 * the server answers without the content.
 */
async function answer(request: APIRequestContext, url: string): Promise<{ status: number; html: string }> {
  const response = await request.get(url, { headers: { Accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

/**
 * The answer as the document of a page with scripts off (so `<noscript>` parses as the browser shows it).
 * Its address is `about:blank`, so the relative styles and pictures it names are not fetched.
 */
async function parse(page: Page, html: string): Promise<void> {
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
}

test('every route of docs/product-rules.md §2 answers HTML with its h1 and main content, in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const pages = await samplePages(request);
  expect(pages.length).toBeGreaterThan(40);
  const thin: string[] = [];
  for (const sample of pages) {
    for (const lang of LANGS) {
      const url = inLang(sample.path, lang);
      const { status, html } = await answer(request, url);
      expect(status, `${url} status`).toBe(200);
      await parse(page, html);
      await expect(page.locator('html'), url).toHaveAttribute('lang', lang);
      const h1 = page.locator('main h1');
      await expect(h1, `${url}: one h1 in main`).toHaveCount(1);
      expect((await h1.textContent())?.trim(), `${url}: h1 text`).toBeTruthy();
      const text = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ').trim();
      // A heading and a line or two at least: the page's content, not a skeleton.
      if (text.length < 120) thin.push(`${url} (${text.length} chars: ${text.slice(0, 80)})`);
    }
  }
  expect(thin, 'pages whose main content is missing from the HTML').toEqual([]);
});

test('unknown routes and unknown items answer 404 with the 404 page, in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const path of NOT_FOUND_PATHS) {
    for (const lang of LANGS) {
      const url = inLang(path, lang);
      const { status, html } = await answer(request, url);
      expect(status, url).toBe(404);
      await parse(page, html);
      await expect(page.locator('main h1'), url).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]'), url).toHaveAttribute('content', 'noindex');
    }
  }
});

test('the language is in the URL: /en pages are English, links stay in their language, ?lang= redirects', async ({
  page,
  request,
}) => {
  await page.goto('/en/appointment');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main h1')).toHaveText('Find a Doctor');
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href.startsWith('/en') && !href.startsWith('/api/'))).toEqual([]);

  const legacy = await request.get('/appointment?lang=en&hospital=1', {
    maxRedirects: 0,
  });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toBe('/en/appointment?hospital=1');
});
