import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../src/server/createSiteServer';
import { deploy } from '../src/registry/deploy';
import { registryFile } from '../src/release/layout';
import { withTempDist } from './fixtures';
import { writeRemoteBuild } from './remoteBuild';
import { writeShellBuild } from './renderers';

/*
 * The page's `<head>` carries the files of the remote that owns the page: its stylesheets as real
 * stylesheets (the server's HTML is styled at first paint) and its scripts as a list the shell's starter
 * requests with the shell's code once the page has loaded (docs/decisions.md, issue 25: no script
 * preload competes with the first paint). They come from the remote's mf-manifest.json and
 * route-assets.json.
 */

const temp = withTempDist();
let app: FastifyInstance;
let base = '';

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

/** Over real HTTP, as a browser asks. */
async function page(url: string) {
  const response = await fetch(base + url, { redirect: 'manual' });
  const body = await response.text();
  const res = { statusCode: response.status, headers: Object.fromEntries(response.headers) };
  return { res, body };
}

/** The remote files the server put in the page's head: its stylesheets, then its scripts, in order. */
async function remoteLinks(url: string): Promise<string[]> {
  const { body } = await page(url);
  const head = body.slice(0, body.indexOf('</head>'));
  const list = /<script type="application\/json" id="boot-scripts">(.*?)<\/script>/.exec(head);
  return [
    ...(head.match(/<link rel="(?:preload|stylesheet)"[^>]*>/g) ?? []),
    ...(list ? (JSON.parse(list[1]) as string[]).map(script) : []),
  ];
}

/** A script of the starter's list (no `<link rel="preload">` for scripts in the head any more). */
const script = (href: string) => `script ${href}`;
// data-href: the chunk's name, which the remote's runtime looks for before adding the stylesheet itself.
const stylesheet = (href: string) =>
  `<link rel="stylesheet" href="${href}" data-href="${href.slice(href.lastIndexOf('/') + 1)}">`;

beforeEach(async () => {
  writeShellBuild(temp.dist(), 's1');
  await deploy('shell', 's1');
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
  app = await createSiteServer({
    rendering: {
      origin: () => 'https://medika.example',
      apiBaseUrl: () => 'http://127.0.0.1:9/api/',
      dataBudgetMs: 300,
      streamBudgetMs: 1000,
      cacheSeconds: 0,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  await app.close();
  jest.restoreAllMocks();
});

describe('the files of the remote that owns the page', () => {
  it('puts the home page remote (/) in the head: entry, then its stylesheet, then its scripts', async () => {
    const { res, body } = await page('/');
    expect(res.statusCode).toBe(200);
    const c1 = '/dist/mf-content/c1/';
    const scripts = [
      `${c1}remoteEntry.js`,
      `${c1}9262.aaaa.js`,
      `${c1}8916.bbbb.js`,
      `${c1}__federation_expose_app.cccc.js`,
    ];
    const added =
      stylesheet(`${c1}__federation_expose_app.dddd.css`) +
      `<script type="application/json" id="boot-scripts">${JSON.stringify(scripts)}</script>`;
    expect(body).toContain(
      `<title data-page-head>mf-content page</title>${added}<script defer src="/dist/shell/s1/`,
    );
    expect(body).not.toMatch(/<link rel="preload" as="script"/);
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
    expect(await remoteLinks('/doctor/12')).toEqual([
      stylesheet(`${d2}664.d2.css`),
      script(`${d2}remoteEntry.js`),
      script(`${d2}262.d2.js`),
      script(`${d2}__federation_expose_app.d2.js`),
      script(`${d2}664.d2.js`),
    ]);
    // A route the file does not list: the start-up files only.
    expect(await remoteLinks('/appointment')).toHaveLength(3);
  });

  it('finds the owner with the shell matcher: params, optional params, the most specific pattern, /en', async () => {
    const doctors = [
      stylesheet('/dist/mf-doctors/d1/__federation_expose_app.d1.css'),
      script('/dist/mf-doctors/d1/remoteEntry.js'),
      script('/dist/mf-doctors/d1/262.d1.js'),
      script('/dist/mf-doctors/d1/__federation_expose_app.d1.js'),
    ];
    expect(await remoteLinks('/appointment')).toEqual(doctors);
    expect(await remoteLinks('/en/appointment')).toEqual(doctors);
    expect(await remoteLinks('/doctor/12')).toEqual(doctors);
    expect(await remoteLinks('/doctor')).toEqual(doctors);
    expect(await remoteLinks('/appointment/create')).toEqual([
      script('/dist/mf-booking/b1/remoteEntry.js'),
      script('/dist/mf-booking/b1/__federation_expose_app.eeee.js'),
    ]);
    const about = await remoteLinks('/en/about/history');
    expect(about[1]).toBe(script('/dist/mf-content/c1/remoteEntry.js'));
  });

  it('gives the matcher the raw pathname, as the shell gives it location.pathname', async () => {
    expect((await remoteLinks('/%61ppointment'))[1]).toContain('/dist/mf-doctors/d1/remoteEntry.js');
    expect((await remoteLinks('/about/%C3%A9t%C3%A9'))[0]).toContain('/dist/mf-content/c1/');
  });

  it("never names lazily loaded pages or the remote's copies of shared modules", async () => {
    const { body } = await page('/appointment');
    expect(body).not.toContain('664.d1.js');
    expect(body).not.toContain('696.d1.js');
    expect(body).not.toContain('/dist/mf-content/');
    expect(body).not.toContain('/dist/mf-booking/');
  });

  it("names no remote's files on a path no remote owns (the 404 page)", async () => {
    for (const url of ['/no/such/page', '/doctor/12/extra', '/appointment/create/x']) {
      const { res } = await page(url);
      expect(res.statusCode).toBe(404);
      expect(await remoteLinks(url)).toEqual([]);
    }
  });

  it('keeps the security headers of any page; the stylesheets are allowed by the CSP', async () => {
    const plain = await page('/no/such/page');
    const withAssets = await page('/appointment');
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
      'permissions-policy',
    ])
      expect(withAssets.res.headers[header]).toBe(plain.res.headers[header]);
    expect(withAssets.res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(withAssets.res.headers['content-security-policy']).toContain("style-src 'self'");
    expect(withAssets.res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('a missing or broken manifest leaves the files out, never the page', () => {
  it("renders the page without the owner's files when it has no manifest; other remotes keep theirs", async () => {
    fs.rmSync(path.join(temp.dist(), 'mf-doctors', 'd1', 'mf-manifest.json'));
    const { res, body } = await page('/appointment');
    expect(res.statusCode).toBe(200);
    expect(body).toContain('mf-doctors d1 id /appointment');
    expect(await remoteLinks('/appointment')).toEqual([]);
    expect(await remoteLinks('/')).toHaveLength(5);
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
  ])('renders the page without them when the manifest %s', async (_label, text) => {
    fs.writeFileSync(path.join(temp.dist(), 'mf-doctors', 'd1', 'mf-manifest.json'), text);
    const { res, body } = await page('/appointment');
    expect(res.statusCode).toBe(200);
    expect(body).toContain('mf-doctors d1 id /appointment');
    expect(body).not.toContain('x.js');
    expect(await remoteLinks('/appointment')).toEqual([]);
  });

  it("answers every page with the shell's 404 when no registry exists (nothing deployed)", async () => {
    fs.rmSync(registryFile('remotes'));
    const { res, body } = await page('/');
    expect(res.statusCode).toBe(404);
    expect(body).toContain('Halaman ini tidak dapat ditemukan');
  });
});

describe('deploys and rollbacks show at the next request, without a restart', () => {
  it('follows a redeploy and a rollback of the remote', async () => {
    expect((await remoteLinks('/appointment'))[1]).toContain('/dist/mf-doctors/d1/remoteEntry.js');
    writeDoctors('d2');
    await deploy('mf-doctors', 'd2');
    expect(await remoteLinks('/appointment')).toEqual([
      stylesheet('/dist/mf-doctors/d2/__federation_expose_app.d2.css'),
      script('/dist/mf-doctors/d2/remoteEntry.js'),
      script('/dist/mf-doctors/d2/262.d2.js'),
      script('/dist/mf-doctors/d2/__federation_expose_app.d2.js'),
    ]);
    await deploy('mf-doctors', 'd1', 'rollback');
    expect((await remoteLinks('/appointment'))[1]).toContain('/dist/mf-doctors/d1/remoteEntry.js');
  });

  it('follows a route moving to another remote', async () => {
    expect((await remoteLinks('/doctor/12'))[0]).toContain('mf-doctors');
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
    const { body } = await page('/doctor/12');
    expect(body).toContain('mf-booking b2 id /doctor/12');
    expect(await remoteLinks('/doctor/12')).toEqual([
      script('/dist/mf-booking/b2/remoteEntry.js'),
      script('/dist/mf-booking/b2/__federation_expose_app.ffff.js'),
    ]);
  });

  it("follows a shell deploy, loading each version's renderer once", async () => {
    const read = jest.spyOn(fs, 'readFileSync');
    const shellLoads = () =>
      read.mock.calls.filter(([file]) =>
        String(file).endsWith(path.join('shell', 's2', 'server', 'renderer.js')),
      ).length;
    writeShellBuild(temp.dist(), 's2');
    await deploy('shell', 's2');
    read.mockClear();
    for (let i = 0; i < 3; i += 1)
      expect((await page('/appointment')).body).toContain('/dist/shell/s2/main.js');
    expect(shellLoads()).toBe(1);
    expect(await remoteLinks('/appointment')).toContain(script('/dist/mf-doctors/d1/remoteEntry.js'));
  });
});
