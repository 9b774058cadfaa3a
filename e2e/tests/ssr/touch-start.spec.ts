import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Doctor, ListResult } from '@hospital/api-client';
import { apiGet, expect, test, touchToStart, waitsForTouch } from '../../support/fixtures';
import { inlineScriptTexts } from '../budgets/pageWeight';

// docs/decisions.md, "Issue 25 — scripts at the first touch": a page that works as HTML downloads no
// script at all until the visitor first touches, clicks or presses a key (the starter,
// shell/src/startAfterLoad.js, is inline in the page: docs/decisions.md, "the starter inline"), then its
// code starts and takes the page over; a page whose job needs its code without a touch (its route
// marked `eager` in routes.json) is taken over once it has loaded, untouched.

/** Longer than the old start on idle (load, a frame, then idle with a 1 s timeout) ever took here. */
const QUIET_MS = 4_000;

/** Every script the page requests, by path, from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Loads a page without the fixture's touch (`waitUntil: 'commit'`), up to its load event. */
async function loadWithoutTouch(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('load');
}

test('a page that works as HTML downloads no script until a key press, then is taken over', async ({
  page,
  consoleErrors,
}) => {
  const scripts = scriptsOf(page);
  await loadWithoutTouch(page, '/news');
  await page.waitForTimeout(QUIET_MS);
  expect(scripts, 'scripts requested before any touch').toEqual([]);
  expect(await waitsForTouch(page)).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  await touchToStart(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  expect(scripts).toContainEqual(expect.stringMatching(/\/main\.js$/));
  expect(scripts).toContainEqual(expect.stringMatching(/\/mf-content\/[^/]+\/remoteEntry\.js$/));
  expect(consoleErrors).toEqual([]);
});

test('a click on the page (text, nothing to follow) starts its code, and the page stays where it was', async ({
  page,
  consoleErrors,
}) => {
  const scripts = scriptsOf(page);
  await loadWithoutTouch(page, '/faq');
  await page.waitForTimeout(QUIET_MS);
  expect(scripts).toEqual([]);

  await page.locator('main h1').click();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await expect(page).toHaveURL(/\/faq$/);
  expect(scripts).toContainEqual(expect.stringMatching(/\/main\.js$/));
  expect(consoleErrors).toEqual([]);
});

test('Tab, a screen reader moving into the page: the focus entering it starts the code', async ({
  page,
  consoleErrors,
}) => {
  await loadWithoutTouch(page, '/contact-us');
  await page.waitForTimeout(QUIET_MS);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  // A screen reader's cursor moves the focus without a key press reaching the page: only `focusin`.
  await page.evaluate(() => document.querySelector<HTMLElement>('main a, main button, main input')?.focus());
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  expect(consoleErrors).toEqual([]);
});

test('the pages whose job needs their code without a touch say so to the starter, and no other', async ({
  page,
}) => {
  const eager = ['/kiosk', '/frontdesk', '/konsultasi', '/appointment/detail', '/detail-appointment'];
  const others = ['/', '/news', '/appointment', '/appointment/create', '/screening', '/contact-us'];
  const marks: Record<string, boolean> = {};
  for (const path of [...eager, ...others]) {
    const response = await page.request.get(`${process.env.E2E_BASE_URL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const head = (await response.text()).split('</head>')[0];
    marks[path] = /<script type="application\/json" id="boot-scripts" data-start="load">/.test(head);
  }
  expect(marks).toEqual(
    Object.fromEntries([...eager.map((p) => [p, true]), ...others.map((p) => [p, false])]),
  );
});

test('an eager page (the look-up, showing a booking’s live queue) is taken over untouched', async ({
  page,
  consoleErrors,
}) => {
  const scripts = scriptsOf(page);
  await loadWithoutTouch(page, '/appointment/detail');
  await expect(page.locator('#boot-scripts')).toHaveAttribute('data-start', 'load');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  expect(scripts).toContainEqual(expect.stringMatching(/\/mf-booking\/[^/]+\/remoteEntry\.js$/));
  expect(consoleErrors).toEqual([]);
});

/** Every Content-Security-Policy violation the page reports, from before its first byte. */
async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  return violations;
}

test("the inline starter runs under the page's own CSP: its hash is the one allowed, no 'unsafe-inline'", async ({
  page,
  consoleErrors,
}) => {
  const violations = await cspViolations(page);
  const scripts = scriptsOf(page);
  // A doctor's profile: its JSON-LD block is data, not a script the policy has to allow.
  const list = await apiGet<{ data: ListResult<Doctor> }>(page, 'web/dokter?limit=1&order=id%20asc');
  const response = await page.goto(`/doctor/${list.data.results[0].id}`, { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  const policy = (await response!.allHeaders())['content-security-policy'];
  const html = await response!.text();
  const inline = inlineScriptTexts(html);
  expect(inline, 'inline scripts of the page').toHaveLength(1);
  const hash = `'sha256-${createHash('sha256').update(inline[0], 'utf8').digest('base64')}'`;
  const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
  expect(policy).not.toContain('unsafe-inline');

  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
  await touchToStart(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  expect(scripts).toContainEqual(expect.stringMatching(/\/main\.js$/));
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
