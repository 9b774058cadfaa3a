import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../src/server/createSiteServer';
import { deploy } from '../src/registry/deploy';
import { registryPath, writeShellPointer } from '../src/registry/registryStore';
import { withTempDist } from './fixtures';
import { writeRemoteBuild } from './remoteBuild';

const temp = withTempDist();
let app: FastifyInstance;
let base = '';

const shellHtml = (version: string) =>
  '<!doctype html><html lang="id"><head><meta charset="utf-8"/><title>Medika Hospital</title>' +
  `<script defer="defer" src="/dist/shell/${version}/main.js"></script>` +
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/registry/remotes.json">' +
  `<link rel="preload" as="script" href="/dist/shell/${version}/862.986f4365.js">` +
  '</head><body><main id="main-content" tabindex="-1"></main></body></html>';

function writeShell(version: string) {
  const dir = path.join(temp.dist(), 'shell', version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), shellHtml(version));
}

function writeDoctors(version: string) {
  writeRemoteBuild(temp.dist(), 'mf-doctors', version, {
    routes: [
      { path: '/appointment', layout: 'default' },
      { path: '/doctor/:id?', layout: 'default' },
    ],
    js: [`262.${version}.js`, `__federation_expose_app.${version}.js`],
    css: [`__federation_expose_app.${version}.css`],
    asyncJs: [`664.${version}.js`],
    sharedJs: [`696.${version}.js`],
  });
}

/** Over real HTTP, as a browser asks (fastify's inject does not load under Jest). */
async function page(url: string) {
  const response = await fetch(base + url);
  const body = await response.text();
  const res = { statusCode: response.status, headers: Object.fromEntries(response.headers) };
  return { res, body, preloads: body.match(/<link rel="preload"[^>]*>/g) ?? [] };
}

/** The preloads the server added (the shell's own ones come from its build). */
async function remotePreloads(url: string): Promise<string[]> {
  const { preloads } = await page(url);
  return preloads.filter((tag) => !tag.includes('/dist/shell/') && !tag.includes('/registry/'));
}

beforeEach(async () => {
  writeShell('s1');
  writeShellPointer('s1');
  writeRemoteBuild(temp.dist(), 'mf-content', 'c1', {
    routes: [
      { path: '/', layout: 'default' },
      { path: '/about/:slug', layout: 'default' },
    ],
    js: ['9262.aaaa.js', '8916.bbbb.js', '__federation_expose_app.cccc.js'],
    css: ['__federation_expose_app.dddd.css'],
  });
  writeDoctors('d1');
  writeRemoteBuild(temp.dist(), 'mf-booking', 'b1', {
    routes: [{ path: '/appointment/create', layout: 'default' }],
    js: ['__federation_expose_app.eeee.js'],
    css: [],
  });
  for (const [remote, version] of [
    ['mf-content', 'c1'],
    ['mf-doctors', 'd1'],
    ['mf-booking', 'b1'],
  ])
    await deploy(remote, version);
  app = await createSiteServer();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  await app.close();
  jest.restoreAllMocks();
});

describe('preloads of the remote that owns the page', () => {
  it('preloads the home page remote (/) right after the shell preloads: entry, then css, then js', async () => {
    const { res, body } = await page('/');
    expect(res.statusCode).toBe(200);
    const c1 = '/dist/mf-content/c1/';
    const added =
      `<link rel="preload" as="script" href="${c1}remoteEntry.js">` +
      `<link rel="preload" as="style" href="${c1}__federation_expose_app.dddd.css">` +
      `<link rel="preload" as="script" href="${c1}9262.aaaa.js">` +
      `<link rel="preload" as="script" href="${c1}8916.bbbb.js">` +
      `<link rel="preload" as="script" href="${c1}__federation_expose_app.cccc.js">`;
    expect(body).toBe(shellHtml('s1').replace('862.986f4365.js">', `862.986f4365.js">${added}`));
  });

  it("adds the files of the route's own page when the build lists them, after the remote's start-up files", async () => {
    writeRemoteBuild(temp.dist(), 'mf-doctors', 'd2', {
      routes: [
        { path: '/appointment', layout: 'default' },
        { path: '/doctor/:id?', layout: 'default' },
      ],
      js: ['262.d2.js', '__federation_expose_app.d2.js'],
      css: [],
      routeAssets: {
        '/doctor/:id?': { js: ['664.d2.js', '262.d2.js'], css: ['664.d2.css'] },
      },
    });
    await deploy('mf-doctors', 'd2');
    const d2 = '/dist/mf-doctors/d2/';
    expect(await remotePreloads('/doctor/12')).toEqual([
      `<link rel="preload" as="script" href="${d2}remoteEntry.js">`,
      `<link rel="preload" as="style" href="${d2}664.d2.css">`,
      `<link rel="preload" as="script" href="${d2}262.d2.js">`,
      `<link rel="preload" as="script" href="${d2}__federation_expose_app.d2.js">`,
      `<link rel="preload" as="script" href="${d2}664.d2.js">`,
    ]);
    // A route the file does not list: the start-up files only.
    expect(await remotePreloads('/appointment')).toHaveLength(3);
  });

  it('finds the owner with the shell matcher: params, optional params, the most specific pattern', async () => {
    const doctors = [
      '<link rel="preload" as="script" href="/dist/mf-doctors/d1/remoteEntry.js">',
      '<link rel="preload" as="style" href="/dist/mf-doctors/d1/__federation_expose_app.d1.css">',
      '<link rel="preload" as="script" href="/dist/mf-doctors/d1/262.d1.js">',
      '<link rel="preload" as="script" href="/dist/mf-doctors/d1/__federation_expose_app.d1.js">',
    ];
    expect(await remotePreloads('/appointment')).toEqual(doctors);
    expect(await remotePreloads('/appointment/?lang=en')).toEqual(doctors);
    expect(await remotePreloads('/doctor/12')).toEqual(doctors);
    expect(await remotePreloads('/doctor')).toEqual(doctors);
    expect(await remotePreloads('/appointment/create')).toEqual([
      '<link rel="preload" as="script" href="/dist/mf-booking/b1/remoteEntry.js">',
      '<link rel="preload" as="script" href="/dist/mf-booking/b1/__federation_expose_app.eeee.js">',
    ]);
    const about = await remotePreloads('/about/history');
    expect(about[0]).toBe('<link rel="preload" as="script" href="/dist/mf-content/c1/remoteEntry.js">');
  });

  it('gives the matcher the raw pathname, as the shell gives it location.pathname', async () => {
    expect((await remotePreloads('/%61ppointment'))[0]).toContain('/dist/mf-doctors/d1/remoteEntry.js');
    expect((await remotePreloads('/about/%C3%A9t%C3%A9'))[0]).toContain('/dist/mf-content/c1/');
  });

  it("never preloads lazily loaded pages or the remote's copies of shared modules", async () => {
    const { body } = await page('/appointment');
    expect(body).not.toContain('664.d1.js');
    expect(body).not.toContain('696.d1.js');
    expect(body).not.toContain('mf-content');
    expect(body).not.toContain('mf-booking');
  });

  it('serves the plain shell for a path no remote owns', async () => {
    for (const url of ['/no/such/page', '/doctor/12/extra', '/appointment/create/x']) {
      const { res, body } = await page(url);
      expect(res.statusCode).toBe(200);
      expect(body).toBe(shellHtml('s1'));
    }
  });

  it('leaves the API, static files and the registry alone', async () => {
    const api = await page('/api/web/dokter');
    expect(api.res.statusCode).toBe(404);
    expect(api.body).not.toContain('<link');
    const asset = await page('/dist/mf-doctors/d1/missing.js');
    expect(asset.res.statusCode).toBe(404);
    expect(asset.body).not.toContain('<link');
    const entry = await page('/dist/mf-doctors/d1/remoteEntry.js');
    expect(entry.body).toBe('/* mf-doctors d1 */');
    const registry = await page('/registry/remotes.json');
    expect(JSON.parse(registry.body)['mf-doctors'].version).toBe('d1');
  });

  it('keeps the page uncached and its security headers as they were', async () => {
    const plain = await page('/no/such/page');
    const withPreloads = await page('/appointment');
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
      'permissions-policy',
    ])
      expect(withPreloads.res.headers[header]).toBe(plain.res.headers[header]);
    expect(withPreloads.res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(withPreloads.res.headers['content-security-policy']).toContain("style-src 'self'");
    expect(withPreloads.res.headers['cache-control']).toBe('no-cache');
    expect(withPreloads.res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('a missing or broken input gives the plain page, never an error', () => {
  it('serves the plain shell when the owner has no manifest, other remotes still get preloads', async () => {
    fs.rmSync(path.join(temp.dist(), 'mf-doctors', 'd1', 'mf-manifest.json'));
    const { res, body } = await page('/appointment');
    expect(res.statusCode).toBe(200);
    expect(body).toBe(shellHtml('s1'));
    expect(await remotePreloads('/')).toHaveLength(5);
  });

  it.each([
    ['is not JSON', '{"metaData": '],
    ['does not expose ./app', JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } })],
    [
      'lists a chunk outside the build',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js' }, publicPath: 'auto' },
        exposes: [{ path: './app', assets: { js: { sync: ['../../x.js'] }, css: { sync: [] } } }],
      }),
    ],
  ])('serves the plain shell when the manifest %s', async (_label, text) => {
    fs.writeFileSync(path.join(temp.dist(), 'mf-doctors', 'd1', 'mf-manifest.json'), text);
    const { res, body } = await page('/appointment');
    expect(res.statusCode).toBe(200);
    expect(body).toBe(shellHtml('s1'));
  });

  it('serves the plain shell when the registry is unreadable or missing', async () => {
    fs.writeFileSync(registryPath(), '{"mf-doctors": ');
    const broken = await page('/appointment');
    expect(broken.res.statusCode).toBe(200);
    expect(broken.body).toBe(shellHtml('s1'));
    fs.rmSync(registryPath());
    const missing = await page('/');
    expect(missing.res.statusCode).toBe(200);
    expect(missing.body).toBe(shellHtml('s1'));
  });

  it('still answers 503 when no shell is deployed', async () => {
    fs.rmSync(path.join(temp.dist(), 'shell', 's1', 'index.html'));
    const { res } = await page('/appointment');
    expect(res.statusCode).toBe(503);
  });
});

describe('deploys and rollbacks show at the next request, without a restart', () => {
  it('follows a redeploy and a rollback of the remote', async () => {
    expect((await remotePreloads('/appointment'))[0]).toContain('/dist/mf-doctors/d1/remoteEntry.js');
    writeDoctors('d2');
    await deploy('mf-doctors', 'd2');
    const after = await remotePreloads('/appointment');
    expect(after).toEqual([
      '<link rel="preload" as="script" href="/dist/mf-doctors/d2/remoteEntry.js">',
      '<link rel="preload" as="style" href="/dist/mf-doctors/d2/__federation_expose_app.d2.css">',
      '<link rel="preload" as="script" href="/dist/mf-doctors/d2/262.d2.js">',
      '<link rel="preload" as="script" href="/dist/mf-doctors/d2/__federation_expose_app.d2.js">',
    ]);
    await deploy('mf-doctors', 'd1', 'rollback');
    expect((await remotePreloads('/appointment'))[0]).toContain('/dist/mf-doctors/d1/remoteEntry.js');
  });

  it('follows a route moving to another remote', async () => {
    expect((await remotePreloads('/doctor/12'))[0]).toContain('mf-doctors');
    writeRemoteBuild(temp.dist(), 'mf-booking', 'b2', {
      routes: [
        { path: '/appointment/create', layout: 'default' },
        { path: '/doctor/:id', layout: 'default' },
      ],
      js: ['__federation_expose_app.ffff.js'],
      css: [],
    });
    // One release moves the doctor page: booking claims it, doctors gives it up.
    writeRemoteBuild(temp.dist(), 'mf-doctors', 'd3', {
      routes: [{ path: '/appointment', layout: 'default' }],
      js: ['__federation_expose_app.d3.js'],
      css: [],
    });
    await deploy('mf-booking', 'b2');
    await deploy('mf-doctors', 'd3');
    expect(await remotePreloads('/doctor/12')).toEqual([
      '<link rel="preload" as="script" href="/dist/mf-booking/b2/remoteEntry.js">',
      '<link rel="preload" as="script" href="/dist/mf-booking/b2/__federation_expose_app.ffff.js">',
    ]);
  });

  it('follows a shell deploy, and reads index.html again only when it changed', async () => {
    const read = jest.spyOn(fs, 'readFileSync');
    const indexReads = () =>
      read.mock.calls.filter(([file]) => String(file).endsWith(`${path.sep}index.html`)).length;
    for (let i = 0; i < 3; i += 1) await page('/appointment');
    expect(indexReads()).toBe(1);

    writeShell('s2');
    await deploy('shell', 's2');
    const { body } = await page('/appointment');
    expect(body).toContain('/dist/shell/s2/main.js');
    expect(body).toContain('<link rel="preload" as="script" href="/dist/mf-doctors/d1/remoteEntry.js">');
    await page('/');
    expect(indexReads()).toBe(2);
  });
});
