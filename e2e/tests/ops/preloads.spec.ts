import { test, expect } from '../../support/fixtures';

// docs/decisions.md, issue 9 (LCP): the site server adds preloads for the remote that owns the page, so its entry and
// its ./app chunks download with the shell's instead of after it. Chrome warns in the console about a
// preload the page does not use (or cannot reuse, e.g. a crossorigin mismatch) a few seconds after
// the load event: none may appear.
const UNUSED_PRELOAD_DELAY_MS = 3_000;

test('/appointment preloads mf-doctors and the page uses every preload', async ({ page, consoleErrors }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  const registry = await page.request.get(`${process.env.E2E_BASE_URL}/registry/remotes.json`);
  expect(registry.ok()).toBeTruthy();
  const { entry } = ((await registry.json()) as Record<string, { entry: string }>)['mf-doctors'];
  expect(entry).toMatch(/\/mf-doctors\/[^/]+\/remoteEntry\.js$/);

  const response = await page.goto('/appointment');
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  // At low priority: the server's HTML is the page already, its styles and images come first.
  expect(html).toContain(`<link rel="preload" as="script" fetchpriority="low" href="${entry}">`);
  expect(html.indexOf(entry)).toBeLessThan(html.indexOf('</head>'));

  await expect(page.locator('[data-app="mf-doctors"] h1')).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(UNUSED_PRELOAD_DELAY_MS + 2_000);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
