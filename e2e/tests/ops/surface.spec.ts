import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../../support/fixtures';
import { ROOT } from '../../support/site';

// docs/decisions.md, issue 24 (less surface): the built site as browsers see it.

test('scripts and styles point at no source map, the maps stay beside the build and are not served', async ({
  page,
  consoleErrors,
}) => {
  const assets = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/dist/') && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  for (const route of ['/', '/appointment', '/news']) {
    expect((await page.goto(route))?.status()).toBe(200);
    await page.waitForLoadState('load');
  }
  expect(assets.size).toBeGreaterThan(10);
  const unmapped: string[] = [];
  for (const asset of assets) {
    const file = await page.request.get(asset);
    const text = await file.text();
    expect([asset, file.status()]).toEqual([asset, 200]);
    expect([asset, /sourceMappingURL/.test(text)]).toEqual([asset, false]);
    const map = await page.request.get(`${asset}.map`);
    expect([`${asset}.map`, map.status()]).toEqual([`${asset}.map`, 404]);
    expect(await map.text()).not.toContain('sourcesContent');
    // On disk beside the build, to decode a stack: every script but webpack's few re-export chunks
    // (a few hundred bytes, no line of ours to map). The shell's starter is no file: it is inline.
    if (asset.endsWith('.js') && text.length > 1000 && !fs.existsSync(path.join(ROOT, `${asset}.map`)))
      unmapped.push(asset);
  }
  expect(unmapped).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a page's Open Graph image is a PNG; a made-up one is a 404", async ({ page }) => {
  await page.goto('/news');
  const article = page.locator('main a[href^="/news/"]').first();
  await page.goto((await article.getAttribute('href'))!);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\/api\/media\/article\/[a-z0-9-]+\.png$/);
  const png = await page.request.get(new URL(image!).pathname);
  expect([png.status(), png.headers()['content-type']]).toEqual([200, 'image/png']);
  const madeUp = await page.request.get('/api/media/article/no-such-article-at-all.png');
  expect(madeUp.status()).toBe(404);
});
