import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { ROOT, startSite, RunningSite, stopSite } from '../../support/site';
import { touchToStart } from '../../support/touch';

// Release path of docs/decisions.md, issue 8: one remote is deployed and rolled back while the rest of the site stays
// byte-identical. Runs against its own site (own registry) so other tests never see a broken remote.
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
let site: RunningSite;

function ops(args: string[]) {
  const started = Date.now();
  const result = spawnSync(TSX, ['ops/src/cli/ops.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, REGISTRY_DIR: site.registryDir, DEPLOY_ACTOR: 'e2e-release' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, ms: Date.now() - started };
}

function buildBooking(buildId: string): string {
  const out = execFileSync(TSX, ['ops/src/cli/build.ts', 'mf-booking'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_ID: buildId },
    encoding: 'utf8',
  });
  const match = /^mf-booking\s+(\d+\.\d+\.\d+-\S+)/m.exec(out);
  if (!match) throw new Error(`no version in build output:\n${out}`);
  return match[1];
}

function registry(): Record<string, { version: string }> {
  return JSON.parse(fs.readFileSync(path.join(site.registryDir, 'remotes.json'), 'utf8'));
}

function othersThan(app: string) {
  const entries = registry();
  delete entries[app];
  return JSON.stringify(entries);
}

/**
 * The version the browser mounted, once the visitor's first touch has started the page's code
 * (docs/decisions.md, "Issue 25 — scripts at the first touch").
 */
const liveVersion = async (page: import('@playwright/test').Page) => {
  await touchToStart(page);
  return page.locator('[data-app="mf-booking"] [data-remote-version]').getAttribute('data-remote-version');
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSite();
});
test.afterAll(() => {
  if (site?.process.pid) stopSite(site.process.pid);
});

test('deploy v1, then v2, then roll back: the browser follows without rebuilding anything else', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const v1 = buildBooking('release-e2e-v1');
  const v2 = buildBooking('release-e2e-v2');
  expect(v1).not.toBe(v2);

  expect(ops(['deploy', 'mf-booking', v1]).status).toBe(0);
  const before = othersThan('mf-booking');
  await page.goto(`${site.url}/appointment/create`);
  await expect.poll(() => liveVersion(page)).toBe(v1);

  const deployed = ops(['deploy', 'mf-booking', v2]);
  expect(deployed.status, deployed.output).toBe(0);
  await page.reload();
  await expect.poll(() => liveVersion(page)).toBe(v2);

  const rolledBack = ops(['rollback', 'mf-booking']);
  expect(rolledBack.status, rolledBack.output).toBe(0);
  await page.reload();
  await expect.poll(() => liveVersion(page)).toBe(v1);

  expect(othersThan('mf-booking')).toBe(before);
  console.log(
    `deploy command: ${deployed.ms} ms (${deployed.output.trim()}); rollback command: ${rolledBack.ms} ms`,
  );
});

/** The version of a remote that rendered a page on the server, read from the page's data block. */
async function serverRenderedVersion(remote: string, pathname: string): Promise<string | null> {
  const html = await (await fetch(`${site.url}${pathname}`)).text();
  const block = new RegExp(`<script type="application/json" id="ssr-data-${remote}">([^<]*)</script>`).exec(
    html,
  );
  return block ? (JSON.parse(block[1]) as { version: string }).version : null;
}

test('the server render follows deploy and rollback of one remote at the next request, without a restart', async () => {
  test.setTimeout(180_000);
  const v1 = buildBooking('release-e2e-v1');
  const v2 = buildBooking('release-e2e-v2');
  expect(ops(['deploy', 'mf-booking', v1]).status).toBe(0);
  expect(await serverRenderedVersion('mf-booking', '/appointment/create')).toBe(v1);
  expect(ops(['deploy', 'mf-booking', v2]).status).toBe(0);
  expect(await serverRenderedVersion('mf-booking', '/appointment/create')).toBe(v2);
  expect(await serverRenderedVersion('mf-booking', '/en/appointment/create')).toBe(v2);
  expect(ops(['rollback', 'mf-booking']).status).toBe(0);
  expect(await serverRenderedVersion('mf-booking', '/appointment/create')).toBe(v1);
});

test('a new remote appears by its deploy alone: no release of the shell or of any other remote (issue 18)', async ({
  page,
}) => {
  // The site as it was before mf-frontdesk existed: the registry without it.
  const version = registry()['mf-frontdesk'].version;
  const without = registry();
  delete without['mf-frontdesk'];
  fs.writeFileSync(path.join(site.registryDir, 'remotes.json'), JSON.stringify(without, null, 2));
  const before = JSON.stringify(without);
  expect((await fetch(`${site.url}/frontdesk`)).status).toBe(404);

  const deployed = ops(['deploy', 'mf-frontdesk', version]);
  expect(deployed.status, deployed.output).toBe(0);
  expect(othersThan('mf-frontdesk')).toBe(before);
  expect((await fetch(`${site.url}/frontdesk`)).status).toBe(200);
  await page.goto(`${site.url}/frontdesk`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meja pendaftaran' })).toBeVisible();
  await expect(page.getByLabel('Nama pengguna')).toBeVisible();
});

test('a remote whose server renderer throws is refused by verify; live, its page answers 200 and the browser renders it', async ({
  page,
}) => {
  const good = registry()['mf-booking'].version;
  const dist = path.join(ROOT, 'dist', 'mf-booking');
  const broken = `${good}-throws-${Date.now()}`;
  fs.cpSync(path.join(dist, good), path.join(dist, broken), { recursive: true });
  fs.writeFileSync(
    path.join(dist, broken, 'server', 'renderer.js'),
    `exports.renderer = { name: 'mf-booking', version: ${JSON.stringify(broken)}, render: async () => { throw new Error('broken on purpose'); } };\n`,
  );
  const registryFile = path.join(site.registryDir, 'remotes.json');
  const before = fs.readFileSync(registryFile, 'utf8');
  try {
    const refused = ops(['verify', 'mf-booking', broken]);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('broken on purpose');

    // As if it had gone live anyway (a renderer that fails only on production data, say).
    const entries = JSON.parse(before) as Record<string, { version: string; entry: string }>;
    entries['mf-booking'] = {
      ...entries['mf-booking'],
      version: broken,
      entry: entries['mf-booking'].entry.replace(good, broken),
    };
    fs.writeFileSync(registryFile, JSON.stringify(entries));
    const response = await fetch(`${site.url}/appointment/create`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<div data-app="mf-booking"><div class="app-error" hidden></div><div class="app-root"></div>',
    );
    expect(html).not.toContain('ssr-data-mf-booking');
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    await page.goto(`${site.url}/appointment/create`);
    await expect(page.locator('[data-app="mf-booking"] h1')).toBeVisible();
  } finally {
    fs.writeFileSync(registryFile, before);
    fs.rmSync(path.join(dist, broken), { recursive: true, force: true });
  }
});

test("a broken mf-content keeps the server's page under a notice on its routes while booking still works; rollback restores it", async ({
  page,
}) => {
  const good = registry()['mf-content'].version;
  // Publish a copy of the good build as a new version, deploy it, then lose its entry (as a CDN might).
  const broken = `${good}-broken-${Date.now()}`;
  const dist = path.join(ROOT, 'dist', 'mf-content');
  fs.cpSync(path.join(dist, good), path.join(dist, broken), { recursive: true });
  // A build names its version in its server renderer, and deploy refuses a renderer that says it is
  // another version: the copy says it is the new one, as a real build of it would.
  const rendererFile = path.join(dist, broken, 'server', 'renderer.js');
  const renderer = fs.readFileSync(rendererFile, 'utf8');
  expect(renderer).toContain(JSON.stringify(good));
  fs.writeFileSync(rendererFile, renderer.split(JSON.stringify(good)).join(JSON.stringify(broken)));
  const deployed = ops(['deploy', 'mf-content', broken]);
  expect(deployed.status, deployed.output).toBe(0);
  for (const f of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz'])
    fs.rmSync(path.join(dist, broken, f), { force: true });

  try {
    // The server still renders the page (its renderer is there); the browser cannot start the remote:
    // the page stays as the server sent it, under a notice with a retry.
    await page.goto(`${site.url}/`);
    await touchToStart(page);
    const content = page.locator('[data-app="mf-content"]');
    await expect(content.locator('[data-remote-error]')).toBeVisible();
    await expect(content.locator('[data-remote-error]').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(content.locator('h1')).toHaveCount(1);
    await page.goto(`${site.url}/appointment`);
    await expect(page.locator('[data-app="mf-doctors"] h1')).toBeVisible();
    await page.goto(`${site.url}/appointment/create`);
    await expect(page.locator('[data-app="mf-booking"] h1')).toBeVisible();

    expect(ops(['rollback', 'mf-content']).status).toBe(0);
    await page.goto(`${site.url}/`);
    await touchToStart(page);
    await expect(page.locator('[data-app="mf-content"] [data-remote-version]')).toHaveCount(1);
    await expect(page.locator('[data-app="mf-content"] h1')).toBeVisible();
    await expect(page.locator('[data-app="mf-content"] [data-remote-error]')).toHaveCount(0);
  } finally {
    fs.rmSync(path.join(dist, broken), { recursive: true, force: true });
  }
});

test('verify refuses a build without ./app or without routes.json, and deploy leaves the registry unchanged', () => {
  const dist = path.join(ROOT, 'dist', 'mf-booking');
  const good = registry()['mf-booking'].version;
  const noApp = `${good}-noapp-${Date.now()}`;
  const noRoutes = `${good}-noroutes-${Date.now()}`;
  for (const v of [noApp, noRoutes])
    fs.cpSync(path.join(dist, good), path.join(dist, v), { recursive: true });
  const manifestFile = path.join(dist, noApp, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.exposes = [];
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  fs.rmSync(path.join(dist, noRoutes, 'routes.json'));
  try {
    const before = fs.readFileSync(path.join(site.registryDir, 'remotes.json'), 'utf8');
    const a = ops(['verify', 'mf-booking', noApp]);
    expect(a.status).not.toBe(0);
    expect(a.output).toContain('does not expose ./app');
    const b = ops(['verify', 'mf-booking', noRoutes]);
    expect(b.status).not.toBe(0);
    expect(b.output).toContain('routes.json is missing');
    expect(ops(['deploy', 'mf-booking', noApp]).status).not.toBe(0);
    expect(fs.readFileSync(path.join(site.registryDir, 'remotes.json'), 'utf8')).toBe(before);
  } finally {
    for (const v of [noApp, noRoutes]) fs.rmSync(path.join(dist, v), { recursive: true, force: true });
  }
});
