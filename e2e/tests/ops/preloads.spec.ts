import { test, expect } from '../../support/fixtures';

// docs/decisions.md, issue 9 (LCP) as revised by issue 25: the site server lists the files of the remote
// that owns the page (#boot-scripts) instead of preloading them from the head, and the shell's starter
// preloads them with the shell's own once the page has loaded, so its entry and its ./app chunks
// download with the shell's instead of after it. Chrome warns in the console about a preload the page
// does not use (or cannot reuse, e.g. a crossorigin mismatch) a few seconds after it: none may appear.
const UNUSED_PRELOAD_DELAY_MS = 3_000;

test('/appointment lists mf-doctors for the starter and the page uses every preload', async ({
  page,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  const registry = await page.request.get(`${process.env.E2E_BASE_URL}/registry/remotes.json`);
  expect(registry.ok()).toBeTruthy();
  const { entry } = ((await registry.json()) as Record<string, { entry: string }>)['mf-doctors'];
  expect(entry).toMatch(/\/mf-doctors\/[^/]+\/remoteEntry\.js$/);

  const preloaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') preloaded.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/appointment');
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('<link rel="preload" as="script"');
  const list = /<script type="application\/json" id="boot-scripts">(.*?)<\/script>/.exec(head);
  expect(JSON.parse(list?.[1] ?? '[]')).toContain(entry);

  await expect(page.locator('[data-app="mf-doctors"] h1')).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(preloaded).toContain(entry);
  await page.waitForTimeout(UNUSED_PRELOAD_DELAY_MS + 2_000);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
