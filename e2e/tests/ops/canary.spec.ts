import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { sampleValue } from '../../../api/test/support/promText';
import { copyBuild as copyLiveBuild, renderedVersion } from '../../support/builds';
import { touchToStart } from '../../support/touch';
import { freePort } from '../../../api/test/support/postgres';
import { ROOT, startSite, RunningSite, stopSite } from '../../support/site';
import { bookingApp, fillPatient, newPatient, TEXT } from '../booking/bookingHelpers';
import { JOURNEY_TEXT, nextButton, tick } from '../journey/bookingJourney';

// Canary deploys and preview links (docs/decisions.md, issue 28): one remote live for a share of visitors,
// chosen once per visitor by a bucket cookie, in the server's HTML and the browser's code. Runs against its
// own site (own registry). No rebuild: the canary is a copy of the live build under a new version, as
// release.spec.ts makes them.
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const APP = 'mf-booking';
const PAGE = '/appointment/create';
let site: RunningSite;
let metricsUrl = '';
let stable = '';
let canary = '';
const made: string[] = [];

function ops(args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const result = spawnSync(TSX, ['ops/src/cli/ops.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, REGISTRY_DIR: site.registryDir, DEPLOY_ACTOR: 'e2e-canary', ...env },
    encoding: 'utf8',
  });
  return {
    status: result.status,
    stdout: result.stdout,
    output: `${result.stdout}${result.stderr}`,
    ms: Date.now() - started,
  };
}

function registry(): Record<string, { version: string }> {
  return JSON.parse(fs.readFileSync(path.join(site.registryDir, 'remotes.json'), 'utf8'));
}

/** A copy of the live build under another version (removed after the file's tests). */
function copyBuild(suffix: string, renderer?: (version: string) => string): string {
  const copy = copyLiveBuild(APP, stable, suffix, renderer && ((_source, version) => renderer(version)));
  made.push(copy.dir);
  return copy.version;
}

/** The version of mf-booking that rendered the page on the server, for a browser with these cookies. */
async function serverVersion(cookie: string, pathname = PAGE): Promise<string | null> {
  return renderedVersion(await (await fetch(`${site.url}${pathname}`, { headers: { cookie } })).text(), APP);
}

/**
 * A canary of `version` at 100 %, written into the registry as a deploy would, past the deploy's checks
 * (a fault they cannot see). Returns the file to remove afterwards.
 */
function liveToEveryone(version: string): string {
  const canaries = path.join(site.registryDir, 'canaries.json');
  const routes = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', APP, version, 'routes.json'), 'utf8'));
  const entry = { version, share: 100, startedAt: new Date().toISOString() };
  fs.writeFileSync(
    canaries,
    JSON.stringify({ [APP]: { ...entry, entry: `/dist/${APP}/${version}/remoteEntry.js`, routes } }),
  );
  return canaries;
}

/** A visitor in a given bucket, and the mf-booking entries their browser loads. */
async function visitor(browser: Browser, bucket: number) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'mf_bucket', value: String(bucket), url: site.url }]);
  const page = await context.newPage();
  const entries: string[] = [];
  page.on('request', (request) => {
    const match = new RegExp(`/dist/${APP}/([^/]+)/remoteEntry\\.js`).exec(request.url());
    if (match) entries.push(match[1]);
  });
  return { context, page, entries };
}

async function visit(page: Page, pathname: string) {
  await page.goto(`${site.url}${pathname}`);
  // The visitor's first touch starts the page's code (docs/decisions.md, "Issue 25 — scripts at the first touch").
  await touchToStart(page);
  await expect(page.locator(`[data-app="${APP}"] h1`)).toBeVisible();
  await expect(page.locator(`[data-app="${APP}"] [data-remote-version]`)).toHaveCount(1);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  site = await startSite({ METRICS_PORT: String(port) });
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  stable = registry()[APP].version;
  canary = copyBuild('canary');
});
test.afterAll(() => {
  if (site?.process.pid) stopSite(site.process.pid);
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

test('at 50%, visitors in different buckets get different versions, keep them page after page; then promote', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const started = ops(['deploy', APP, canary, '--canary', '50']);
  expect(started.status, started.output).toBe(0);
  expect(registry()[APP].version).toBe(stable);
  const status = ops(['status']);
  expect(status.stdout).toContain(`canary ${canary} for 50%`);

  const early = await visitor(browser, 10);
  const late = await visitor(browser, 90);
  for (const pathname of [PAGE, '/en' + PAGE, PAGE]) {
    await visit(early.page, pathname);
    await visit(late.page, pathname);
    expect(await serverVersion('mf_bucket=10', pathname)).toBe(canary);
    expect(await serverVersion('mf_bucket=90', pathname)).toBe(stable);
  }
  // The browser's code too: each loaded only its own version's entry, on every page.
  expect(new Set(early.entries)).toEqual(new Set([canary]));
  expect(new Set(late.entries)).toEqual(new Set([stable]));

  // A first visit draws a bucket, kept a year, out of scripts' reach.
  const fresh = await browser.newContext();
  await (await fresh.newPage()).goto(`${site.url}/`);
  const bucket = (await fresh.cookies()).find((c) => c.name === 'mf_bucket');
  expect(bucket?.httpOnly).toBe(true);
  expect(bucket?.sameSite).toBe('Lax');
  expect(Number(bucket?.expires) * 1000 - Date.now()).toBeGreaterThan(360 * 86400_000);
  await fresh.close();

  const promoted = ops(['promote', APP]);
  expect(promoted.status, promoted.output).toBe(0);
  expect(registry()[APP].version).toBe(canary);
  expect(await serverVersion('mf_bucket=90')).toBe(canary);
  await visit(late.page, PAGE);
  expect(late.entries.at(-1)).toBe(canary);
  console.log(`canary start: ${started.ms} ms; promote: ${promoted.ms} ms`);

  // Back to the first stable version for the next tests.
  expect(ops(['rollback', APP, stable]).status).toBe(0);
  await early.context.close();
  await late.context.close();
});

test('rollback during a canary puts everyone on stable at the next request', async ({ browser }) => {
  expect(ops(['deploy', APP, canary, '--canary', '50']).status).toBe(0);
  const early = await visitor(browser, 10);
  await visit(early.page, PAGE);
  expect(early.entries).toEqual([canary]);

  const rolledBack = ops(['rollback', APP]);
  expect(rolledBack.status, rolledBack.output).toBe(0);
  expect(rolledBack.output).toContain(`canary ended ${canary} -> ${stable}`);
  const at = Date.now();
  expect(await serverVersion('mf_bucket=10')).toBe(stable);
  await visit(early.page, PAGE);
  expect(early.entries.at(-1)).toBe(stable);
  expect(registry()[APP].version).toBe(stable);
  console.log(
    `rollback command: ${rolledBack.ms} ms; stable for the canary visitor ${Date.now() - at} ms later`,
  );
  await early.context.close();
});

test('a canary whose server renderer throws is refused; live anyway, its visitors get the stable render', async () => {
  const broken = copyBuild(
    'throws',
    (version) =>
      `exports.renderer = { name: '${APP}', version: ${JSON.stringify(version)}, render: async () => { throw new Error('broken on purpose'); } };\n`,
  );
  const refused = ops(['deploy', APP, broken, '--canary', '10']);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain('broken on purpose');

  // As if it had gone live (a renderer that fails only on production data, say): to every visitor.
  const canaries = liveToEveryone(broken);
  try {
    const response = await fetch(`${site.url}${PAGE}`, { headers: { cookie: 'mf_bucket=10' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await serverVersion('mf_bucket=10')).toBe(stable);
    expect(site.output()).toContain(`canary ${APP} ${broken} threw: answered by stable`);
  } finally {
    fs.rmSync(canaries, { force: true });
  }
});

test('a canary whose page action throws: the post (JavaScript off) gets stable’s page with what was typed, and the next post is stable’s', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Its pages render; its actions throw (a bug only a post shows).
  const copy = copyLiveBuild(
    APP,
    stable,
    'action-throws',
    (source) =>
      // The bundle's exports are getters: the object is replaced, not assigned to.
      `${source}\nmodule.exports = { ...module.exports, renderer: { ...module.exports.renderer, act: async () => { throw new Error('action broken on purpose'); } } };\n`,
  );
  made.push(copy.dir);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'mf_bucket', value: '10', url: site.url }]);
  const page = await context.newPage();
  const app = bookingApp(page);
  let canaries = '';
  try {
    // Step 1 on stable; then the canary goes live while the visitor types step 2. (A first render also
    // loads the renderer: on a busy machine that may pass the data budget, and no script would fill the slot.)
    await (await fetch(`${site.url}${PAGE}`, { headers: { cookie: 'mf_bucket=10' } })).text();
    await page.goto(`${site.url}${PAGE}`);
    await tick(app.getByRole('radio', { name: JOURNEY_TEXT.id.hospital }));
    await nextButton(page, 'id').click();
    await expect(page).toHaveURL(/[?&]step=2(&|#|$)/);
    canaries = liveToEveryone(copy.version);
    const patient = newPatient('Dewi Lestari');
    await fillPatient(page, 'id', patient);
    const [failed] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      nextButton(page, 'id').click(),
    ]);
    expect(failed.status()).toBe(503);
    expect(failed.headers()['retry-after']).toBe('30');
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, we could not process' })).toBeVisible();
    expect(renderedVersion(await page.content(), APP)).toBe(stable);
    await expect(app.getByRole('textbox', { name: TEXT.id.fullName })).toHaveValue(patient.fullName);
    await expect(app.getByRole('textbox', { name: TEXT.id.nik })).toHaveValue(patient.nik);
    await expect(app.getByRole('combobox', { name: TEXT.id.month })).toHaveValue(patient.month);
    await expect(app.getByRole('textbox', { name: TEXT.id.phone })).toHaveValue(patient.phone);
    const optOut = (await context.cookies(site.url)).find((cookie) => cookie.name === 'mf_stable');
    expect(optOut?.value).toBe(`${APP}@${copy.version}`);
    const metrics = await (await fetch(metricsUrl)).text();
    expect(
      sampleValue(metrics, 'site_canary_fallbacks_total', {
        app: APP,
        version: copy.version,
        reason: 'action-failed',
      }),
    ).toBe(1);

    // Sent again as it stands: stable's action takes it, on to step 3.
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      nextButton(page, 'id').click(),
    ]);
    expect(sent.status()).toBe(303);
    await expect(page).toHaveURL(/[?&]step=3(&|#|$)/);
    expect(renderedVersion(await page.content(), APP)).toBe(stable);
  } finally {
    await context.close();
    if (canaries) fs.rmSync(canaries, { force: true });
  }
});

test('a canary whose browser code cannot load falls back to stable, and its visitor stays on stable for it', async ({
  browser,
}) => {
  // Its server renderer works; its browser entry throws as it loads (a bad upload, a CDN fault).
  const broken = copyBuild('no-browser');
  const entryFile = path.join(ROOT, 'dist', APP, broken, 'remoteEntry.js');
  fs.writeFileSync(entryFile, "throw new Error('broken on purpose');\n");
  for (const copy of ['.br', '.gz']) fs.rmSync(entryFile + copy, { force: true });
  const canaries = liveToEveryone(broken);
  const { context, page, entries } = await visitor(browser, 10);
  try {
    await visit(page, PAGE);
    expect(entries).toEqual([broken, stable]);
    const optOut = (await context.cookies(site.url)).find((cookie) => cookie.name === 'mf_stable');
    expect(optOut?.value).toBe(`${APP}@${broken}`);
    // The next page is stable's from the server on: no second failure for this visitor.
    expect(await serverVersion(`mf_bucket=10; mf_stable=${optOut?.value}`)).toBe(stable);
    expect(await serverVersion('mf_bucket=10')).toBe(broken);
    entries.length = 0;
    await visit(page, '/en/appointment/create');
    expect(entries).toEqual([stable]);
  } finally {
    await context.close();
    fs.rmSync(canaries, { force: true });
  }
});

test('a preview link shows a built version to that browser only, marked, never cached for another', async ({
  browser,
}) => {
  const link = ops(['preview-link', APP, canary], { DATA_DIR: site.dataDir, SITE_URL: site.url });
  expect(link.status, link.output).toBe(0);
  const url = link.stdout.trim();
  expect(url).toMatch(new RegExp(`^${site.url}/_preview\\?token=[\\w-]+\\.[\\w-]+$`));

  const team = await visitor(browser, 90);
  await team.page.goto(url);
  await expect(team.page).toHaveURL(`${site.url}${PAGE}`);
  const banner = team.page.locator('.preview-banner');
  await expect(banner).toContainText(`Pratinjau ${APP} ${canary} — bukan versi publik`);
  await expect(banner).toContainText(`Preview ${APP} ${canary} — not the public version`);
  await expect(team.page.locator(`[data-app="${APP}"] h1`)).toBeVisible();
  await touchToStart(team.page);
  await expect(team.page.locator(`[data-app="${APP}"] [data-remote-version]`)).toHaveCount(1);
  expect(team.entries).toEqual([canary]);
  const token = (await team.context.cookies()).find((c) => c.name === 'mf_preview')!.value;
  const previewed = await fetch(`${site.url}${PAGE}`, {
    headers: { cookie: `mf_bucket=90; mf_preview=${token}` },
  });
  expect(previewed.headers.get('cache-control')).toBe('private, no-store');
  expect(await serverVersion(`mf_bucket=90; mf_preview=${token}`)).toBe(canary);

  // Someone else, right after: the public version, no banner.
  const other = await visitor(browser, 90);
  await visit(other.page, PAGE);
  await expect(other.page.locator('.preview-banner')).toHaveCount(0);
  expect(other.entries).toEqual([stable]);
  expect(await serverVersion('mf_bucket=90')).toBe(stable);

  await banner.getByRole('link').click();
  await expect(team.page.locator('.preview-banner')).toHaveCount(0);
  expect((await team.context.cookies()).find((c) => c.name === 'mf_preview')).toBeUndefined();
  await team.context.close();
  await other.context.close();
});
