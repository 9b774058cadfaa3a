import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import robotsParser from 'robots-parser';
import type { SitemapEntry } from '@hospital/api-client';
import { createSiteServer, type SiteServerOptions } from '../src/server/createSiteServer';
import { deploy } from '../src/registry/deploy';
import { registryFile } from '../src/release/layout';
import type { PageRenderingOptions } from '../src/server/ssr/renderPage';
import { siteConfig, type SiteConfig } from '../src/server/siteConfig';
import { withTempDist } from './fixtures';
import { renderCalls, writeRenderer, writeShellBuild } from './renderers';
import { writeRemoteBuild } from './remoteBuild';

const temp = withTempDist();
let app: FastifyInstance;
let base = '';
let log = '';

const PUBLIC_HTML = 'public, max-age=0, s-maxage=60, stale-while-revalidate=120';
const PRIVATE_HTML = 'private, no-store';

const RENDERING: PageRenderingOptions = {
  origin: () => 'https://medika.example',
  apiBaseUrl: () => 'http://127.0.0.1:9/api/',
  token: 'server-token',
  dataBudgetMs: 300,
  streamBudgetMs: 1000,
  cacheSeconds: 30,
};

interface RawResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
}

/** Real HTTP, without automatic decompression or redirects, so what the server sent is what is checked. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url.startsWith('http') ? url : base + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            rawPayload,
            body: rawPayload.toString(),
          });
        });
      })
      .on('error', reject);
  });
}

/** The shell renderer's data block: what the site server asked the shell (renderers.ts). */
function shellAsked(body: string) {
  const match = /<script type="application\/json" id="ssr-data-shell">(.*?)<\/script>/.exec(body);
  if (!match) throw new Error(`no shell data block in ${body}`);
  return JSON.parse(match[1]) as {
    version: string;
    url: string;
    origin: string;
    api: string;
    layout: string;
    registry: Record<string, string>;
  };
}

function writeContent(version: string) {
  writeRemoteBuild(temp.dist(), 'mf-content', version, {
    routes: [
      { path: '/', layout: 'default' },
      { path: '/news/:slug', layout: 'default' },
      { path: '/event/:slug', layout: 'event' },
      { path: '/help/unavailable', layout: 'default' },
      { path: '/help/slow', layout: 'default' },
    ],
    js: [`__federation_expose_app.${version}.js`],
    css: [`__federation_expose_app.${version}.css`],
    renderer: { log },
  });
}

async function startServer(options: Partial<SiteServerOptions> = {}) {
  app = await createSiteServer({ rendering: RENDERING, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeEach(async () => {
  log = path.join(temp.dist(), 'renders.jsonl');
  writeShellBuild(temp.dist(), 's1');
  await deploy('shell', 's1');
  writeContent('c1');
  writeRemoteBuild(temp.dist(), 'mf-booking', 'b1', {
    routes: [
      { path: '/appointment/create', layout: 'default' },
      { path: '/detail-appointment', layout: 'default', personal: true },
    ],
    js: ['__federation_expose_app.b1.js'],
    css: [],
    renderer: { log },
  });
  writeRemoteBuild(temp.dist(), 'mf-telemedicine', 't1', {
    routes: [{ path: '/konsultasi/:key?', layout: 'default', eager: true }],
    js: ['__federation_expose_app.t1.js'],
    css: [],
  });
  const js = 'console.log("remote");'.repeat(200);
  const bookingDir = path.join(temp.dist(), 'mf-booking', 'b1');
  fs.writeFileSync(path.join(bookingDir, 'remoteEntry.js'), js);
  fs.writeFileSync(path.join(bookingDir, 'remoteEntry.js.br'), zlib.brotliCompressSync(js));
  await deploy('mf-content', 'c1');
  await deploy('mf-booking', 'b1');
  await deploy('mf-telemedicine', 't1');
  // The renders of the deploys' verification are not the site's.
  fs.rmSync(log, { force: true });
  await startServer();
});
afterEach(async () => {
  await app.close();
});

describe('site server: files, registry, robots and sitemap', () => {
  it('serves versioned files as immutable and precompressed when the browser accepts brotli', async () => {
    const res = await get('/dist/mf-booking/b1/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('console.log("remote")');
  });

  it('answers a real 404 for a missing asset, not a page', async () => {
    const res = await get('/dist/mf-booking/b1/missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
    const other = await get('/favicon.png');
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('application/json');
  });

  it("never serves a build's server renderer", async () => {
    for (const file of ['/dist/mf-content/c1/server/renderer.js', '/dist/shell/s1/server/renderer.js']) {
      const res = await get(file);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('exports.renderer');
    }
    expect((await get('/dist/mf-content/c1/remoteEntry.js')).statusCode).toBe(200);
  });

  it("never serves a build's source maps, kept beside its files (docs/decisions.md, issue 24)", async () => {
    const dir = path.join(temp.dist(), 'mf-booking', 'b1');
    const map = JSON.stringify({
      version: 3,
      sources: ['src/secret.ts'],
      sourcesContent: ['const secret = 1;'],
    });
    for (const file of ['remoteEntry.js.map', '123.abcd1234.js.map', 'main.css.map', 'remoteEntry.js.map.br'])
      fs.writeFileSync(path.join(dir, file), map);
    for (const file of [
      'remoteEntry.js.map',
      '123.abcd1234.js.map',
      'main.css.map',
      'remoteEntry.js.map.br',
    ]) {
      for (const encoding of ['identity', 'br, gzip']) {
        const res = await get(`/dist/mf-booking/b1/${file}`, { 'accept-encoding': encoding });
        expect([file, encoding, res.statusCode]).toEqual([file, encoding, 404]);
        expect(res.body).not.toContain('sourcesContent');
      }
    }
    expect((await get('/dist/mf-booking/b1/remoteEntry.js')).statusCode).toBe(200);
  });

  it('serves the registry with no-cache', async () => {
    const res = await get('/registry/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body)['mf-booking'].version).toBe('b1');
  });

  it('leaves /api/ to the API (none mounted here: a JSON 404, never a page)', async () => {
    const res = await get('/api/web/dokter');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(renderCalls(log)).toEqual([]);
  });

  it("serves robots.txt naming the sitemap: the pages and the API's pictures open to crawlers, the rest of the API closed", async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    // Read as the crawlers of search and link previews read it (docs/decisions.md, issue 25 item 6).
    const robots = robotsParser(`${base}/robots.txt`, res.body);
    for (const agent of ['Googlebot', 'Twitterbot', 'facebookexternalhit', 'Bingbot']) {
      for (const path of [
        '/',
        '/en/news/x',
        '/api/media/article/x.png',
        '/api/media/logo/medika-hospital.png',
      ])
        expect([agent, path, robots.isAllowed(`${base}${path}`, agent)]).toEqual([agent, path, true]);
      for (const path of [
        '/api/',
        '/api/web/article',
        '/api/medika.appointment/X',
        '/api/files/a.pdf',
        '/api/mediax',
      ])
        expect([agent, path, robots.isDisallowed(`${base}${path}`, agent)]).toEqual([agent, path, true]);
    }
    expect(robots.getSitemaps()).toEqual([`${base}/sitemap.xml`]);
  });

  it('serves the sitemap of the deployed routes and the API items in both languages, without personal pages', async () => {
    await app.close();
    const items: SitemapEntry[] = [{ kind: 'article', slug: 'x', path: '/news/x', lastmod: '2026-11-01' }];
    await startServer({ sitemapItems: async () => items });
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain(`<loc>${base}/appointment/create</loc>`);
    expect(res.body).toContain(`<loc>${base}/en/appointment/create</loc>`);
    expect(res.body).toContain(`<loc>${base}/en/news/x</loc><lastmod>2026-11-01</lastmod>`);
    expect(res.body).not.toContain('detail-appointment');
  });

  it('serves the static pages in the sitemap when the items cannot be read', async () => {
    await app.close();
    await startServer({
      sitemapItems: async () => {
        throw new Error('API down');
      },
    });
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<loc>${base}/en</loc>`);
    expect(res.body).not.toContain('/news/');
  });

  it('sends the security headers on every page', async () => {
    const res = await get('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    const consult = await get('/konsultasi/abc');
    expect(consult.headers['permissions-policy']).toContain('camera=(self)');
    const english = await get('/en/konsultasi/abc');
    expect(english.headers['permissions-policy']).toContain('camera=(self)');
  });
});

describe('site server: pages rendered on the server', () => {
  it("answers a page route with the remote's HTML inside the shell's document", async () => {
    const res = await get('/news/tips-sehat');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(PUBLIC_HTML);
    expect(res.headers['x-render-cache']).toBe('miss');
    const { body } = res;
    expect(
      body.startsWith('<!doctype html><html lang="id"><head><title data-page-head>mf-content page</title>'),
    ).toBe(true);
    // The remote's stylesheet and the list of its scripts in the head, then the chrome, the slot with
    // the remote's HTML and its data, the shell's data, in that order.
    const order = [
      // data-href: the name the remote's runtime looks for, so it does not add the stylesheet again.
      '<link rel="stylesheet" href="/dist/mf-content/c1/__federation_expose_app.c1.css" data-href="__federation_expose_app.c1.css">',
      '<script type="application/json" id="boot-scripts">["/dist/mf-content/c1/remoteEntry.js",',
      '<header>shell s1</header>',
      '<div data-app="mf-content"><h1 data-remote="mf-content">mf-content c1 id /news/tips-sehat</h1><p>isi</p></div>',
      '<script type="application/json" id="ssr-data-mf-content">{"version":"c1"}</script>',
      '<script type="application/json" id="ssr-data-shell">',
    ].map((part) => body.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body.endsWith('</html>')).toBe(true);
  });

  it('passes the configured origin and API on, never the request’s Host, and the route’s layout', async () => {
    const res = await get('/en/event/lari?ref=wa', { host: 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(shellAsked(res.body)).toEqual({
      version: 's1',
      url: '/en/event/lari?ref=wa',
      origin: 'https://medika.example',
      api: 'http://127.0.0.1:9/api/',
      layout: 'event',
      registry: { 'mf-content': 'c1', 'mf-booking': 'b1', 'mf-telemedicine': 't1' },
    });
    expect(renderCalls(log)).toEqual([
      {
        app: 'mf-content',
        version: 'c1',
        url: '/en/event/lari?ref=wa',
        api: 'http://127.0.0.1:9/api/',
        origin: 'https://medika.example',
      },
    ]);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('mf-content c1 en /en/event/lari?ref=wa');
  });

  it("answers an unknown route 404 with the shell's 404 page", async () => {
    for (const url of ['/no/such/page', '/en/no/such/page', '/appointment/create/x']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>shell s1 not-found</title>');
      expect(res.body).toContain('<h1>Halaman ini tidak dapat ditemukan</h1>');
      expect(shellAsked(res.body).layout).toBe('default');
    }
    expect(renderCalls(log)).toEqual([]);
  });

  it("answers 404 with the remote's own panel for an item that does not exist", async () => {
    const res = await get('/news/gone');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<p>tidak ditemukan</p>');
    expect(res.body).toContain('<div data-app="mf-content">');
  });

  it('sends a remote whose renderer throws as an empty slot: the page stays 200, uncached', async () => {
    // (A route whose renderer throws on every URL would not have passed deploy's verification.)
    for (const url of ['/news/throw', '/en/news/throw']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div data-app="mf-content"></div>');
      expect(res.body).not.toContain('ssr-data-mf-content');
      // The shell's own head, and the remote's files so the browser renders it at once.
      expect(res.body).toContain('<title>shell s1 remote</title>');
      expect(res.body).toContain('/dist/mf-content/c1/remoteEntry.js');
      expect(res.headers['cache-control']).toBe(PRIVATE_HTML);
      expect(res.headers['x-render-cache']).toBe('off');
    }
  });

  it('ends the document it started when a remote fails while streaming, and does not keep it', async () => {
    const res = await get('/news/breaks');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<header>shell s1</header>');
    expect(res.body).toContain('<h1>half a page');
    expect((await get('/news/breaks')).headers['x-render-cache']).toBe('miss');
  });

  it('leaves a slow remote to the browser, the page 200', async () => {
    const res = await get('/help/slow');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div data-app="mf-content"></div>');
    expect(res.headers['cache-control']).toBe(PRIVATE_HTML);
  });

  it("answers 503 with Retry-After and the shell's polite page when an item's data is unavailable", async () => {
    const res = await get('/news/unavailable');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe(PRIVATE_HTML);
    expect(res.body).toContain('<h1>Layanan sedang sibuk</h1>');
    expect(res.body).not.toContain('data-app="mf-content"');
    expect(res.body).not.toMatch(/Error|at .*\(/);
  });

  it('renders a page that is not an item in the browser when the API is down (200, not 503)', async () => {
    const res = await get('/help/unavailable');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div data-app="mf-content"></div>');
    expect(res.headers['cache-control']).toBe(PRIVATE_HTML);
  });

  it('tells the starter to start on load a page whose route is eager or whose HTML is left to the browser, and only those', async () => {
    // docs/server-rendering.md "In the browser": without the mark the code waits for the first touch.
    const startsOnLoad = (body: string) =>
      /<script type="application\/json" id="boot-scripts" data-start="load">/.test(body.split('</head>')[0]);
    const news = await get('/news/tips-sehat');
    expect(news.body).toContain('<script type="application/json" id="boot-scripts">[');
    expect(startsOnLoad(news.body)).toBe(false);
    expect(startsOnLoad((await get('/konsultasi/abc')).body)).toBe(true);
    expect(startsOnLoad((await get('/help/slow')).body)).toBe(true);
    expect(startsOnLoad((await get('/help/unavailable')).body)).toBe(true);
    expect(startsOnLoad((await get('/news/unavailable')).body)).toBe(false);
  });

  it('sends a redirect the page asks for as a real one, in the language of the page', async () => {
    const res = await get('/en/news/moved');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/news/x');
  });

  it('redirects the old ?lang= links to the language’s URL, keeping the rest of the query', async () => {
    const english = await get('/news/x?lang=en&page=2');
    expect(english.statusCode).toBe(301);
    expect(english.headers.location).toBe('/en/news/x?page=2');
    const home = await get('/?lang=en');
    expect(home.headers.location).toBe('/en');
    const indonesian = await get('/en/news/x?lang=id');
    expect(indonesian.statusCode).toBe(301);
    expect(indonesian.headers.location).toBe('/news/x');
    // Not a language: the page as it is.
    expect((await get('/news/x?lang=fr')).statusCode).toBe(200);
    expect(renderCalls(log).map((c) => c.url)).toEqual(['/news/x?lang=fr']);
  });

  it('never caches a personal page, here or at a CDN', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get('/detail-appointment?code=ABCDEFGHJK');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(PRIVATE_HTML);
      expect(res.headers['x-render-cache']).toBe('off');
    }
    expect(renderCalls(log)).toHaveLength(2);
  });

  it('serves a public page again from its cache, keyed by URL (language and query included)', async () => {
    const first = await get('/news/tips-sehat');
    const second = await get('/news/tips-sehat');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.headers['cache-control']).toBe(PUBLIC_HTML);
    expect(second.body).toBe(first.body);
    expect(renderCalls(log)).toHaveLength(1);
    expect((await get('/en/news/tips-sehat')).headers['x-render-cache']).toBe('miss');
    expect((await get('/news/tips-sehat?page=2')).headers['x-render-cache']).toBe('miss');
    expect(renderCalls(log)).toHaveLength(3);
  });

  it('answers HTML compressed as the browser accepts, rendered and from the cache, varying by Accept-Encoding (issue 25)', async () => {
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    const plain = await get('/news/kompres');
    expect(plain.headers['x-render-cache']).toBe('miss');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('mf-content c1 id');

    // Rendered for this request: compressed as it streams.
    const streamed = await get('/en/news/kompres', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(streamed.headers['x-render-cache']).toBe('miss');
    expect(streamed.headers['content-encoding']).toBe('br');
    expect(decoders.br(streamed.rawPayload).toString()).toContain('mf-content c1 en');

    // From the cache: the copy compressed once when the page was kept (and while it is being
    // compressed, the page compressed as it is sent): the same document in every coding.
    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['x-gzip', 'gzip'],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const res = await get('/news/kompres', { 'Accept-Encoding': accept });
        expect(res.headers['x-render-cache']).toBe('hit');
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decoders[coding](res.rawPayload).toString()).toBe(plain.body);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    for (const accept of ['identity', 'deflate']) {
      const res = await get('/news/kompres', { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
    expect(renderCalls(log)).toHaveLength(2);
  });

  it('renders a page once for the visitors who ask for it at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/news/crowd')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.map((a) => a.headers['x-render-cache']).sort()).toEqual([
      'miss',
      'shared',
      'shared',
      'shared',
      'shared',
      'shared',
    ]);
    expect(renderCalls(log)).toHaveLength(1);
  });

  it('serves an expired page as it is while one new render replaces it', async () => {
    await app.close();
    await startServer({ rendering: { ...RENDERING, cacheSeconds: 0.2 } });
    const first = await get('/news/lama');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stale = await get('/news/lama');
    expect(stale.headers['x-render-cache']).toBe('stale');
    expect(stale.body).toBe(first.body);
    // The new render runs after the stale answer: wait for it (bounded), then the page is fresh again.
    for (let tries = 0; tries < 50 && renderCalls(log).length < 2; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renderCalls(log)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get('/news/lama')).headers['x-render-cache']).toBe('hit');
  });

  it('keeps a 404 as a 404 when it comes from the cache', async () => {
    await get('/no/such/page');
    const again = await get('/no/such/page');
    expect(again.headers['x-render-cache']).toBe('hit');
    expect(again.statusCode).toBe(404);
  });

  it('follows a deploy and a rollback of a remote at the next request, without a restart', async () => {
    expect((await get('/news/tips-sehat')).body).toContain('mf-content c1 id');
    writeContent('c2');
    await deploy('mf-content', 'c2');
    const after = await get('/news/tips-sehat');
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body).toContain('mf-content c2 id');
    expect(after.body).toContain('/dist/mf-content/c2/remoteEntry.js');
    expect(shellAsked(after.body).registry['mf-content']).toBe('c2');
    await deploy('mf-content', 'c1', 'rollback');
    expect((await get('/news/tips-sehat')).body).toContain('mf-content c1 id');
  });

  it('follows a deploy of the shell at the next request', async () => {
    await get('/news/tips-sehat');
    writeShellBuild(temp.dist(), 's2');
    await deploy('shell', 's2');
    const res = await get('/news/tips-sehat');
    expect(res.headers['x-render-cache']).toBe('miss');
    expect(res.body).toContain('<header>shell s2</header>');
    expect(res.body).toContain('mf-content c1 id');
  });

  it('answers 503 with a polite page in both languages when the registry cannot be read', async () => {
    fs.writeFileSync(registryFile('remotes'), '{ "mf-content": ');
    const res = await get('/news/tips-sehat');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toContain('<h1>Situs sedang mengalami gangguan</h1>');
    expect(res.body).toContain('The site is having trouble');
    expect(res.body).not.toMatch(/JSON|Unexpected|at \w+ \(/);
  });

  it("answers 503 with that page when the shell's renderer throws", async () => {
    writeRenderer(
      path.join(temp.dist(), 'shell', 's3'),
      "exports.renderer = { name: 'shell', version: 's3', page: async () => { throw new Error('broken shell'); } };",
    );
    fs.writeFileSync(registryFile('shell'), JSON.stringify({ version: 's3' }));
    const res = await get('/news/tips-sehat');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('Situs sedang mengalami gangguan');
    expect(res.body).not.toContain('broken shell');
  });

  it('answers 503 while no shell is deployed', async () => {
    fs.rmSync(registryFile('shell'));
    const res = await get('/news/tips-sehat');
    expect(res.statusCode).toBe(503);
    expect(fs.existsSync(registryFile('remotes'))).toBe(true);
  });
});

/** Another site server on its own port, with `config` instead of the environment. */
async function listening(
  config: SiteConfig,
  addRoutes: (other: FastifyInstance) => void = () => undefined,
): Promise<{ app: FastifyInstance; url: string }> {
  const other = await createSiteServer({ config, rendering: RENDERING });
  addRoutes(other);
  await other.listen({ port: 0, host: '127.0.0.1' });
  const address = other.server.address();
  return { app: other, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('site server, renders per client (docs/decisions.md, issue 24)', () => {
  /** The site behind a proxy on loopback, as deployed: the client is X-Forwarded-For's. */
  async function limitedSite(rendersPerMinute: number) {
    await app.close();
    app = await createSiteServer({
      config: { trustProxy: ['127.0.0.1'], siteUrl: undefined, requestTimeoutMs: 10_000 },
      rendering: { ...RENDERING, rendersPerMinute },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  const from = (client: string) => ({ 'x-forwarded-for': client });

  it('answers a client asking many distinct uncached pages 429 with a polite page and Retry-After, without rendering', async () => {
    await limitedSite(3);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await get(`/news/made-up-${i}`, from('203.0.113.7'))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(renderCalls(log)).toHaveLength(3);

    const refused = await get('/news/made-up-9', from('203.0.113.7'));
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe(PRIVATE_HTML);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('<h1>Terlalu banyak halaman sekaligus</h1>');
    expect(refused.body).toContain('<p lang="en">You opened many pages in a short time');
    expect(refused.body).toContain('noindex');
    // A personal page is never cached: every load is a render, counted as well.
    expect((await get('/detail-appointment?code=ABCDEFGHJK', from('203.0.113.7'))).statusCode).toBe(429);
  });

  it('always serves cached pages, to the client past its renders too, and counts each client apart', async () => {
    await limitedSite(2);
    expect((await get('/news/tips-sehat', from('203.0.113.7'))).headers['x-render-cache']).toBe('miss');
    expect((await get('/news/other', from('203.0.113.7'))).statusCode).toBe(200);
    expect((await get('/news/third', from('203.0.113.7'))).statusCode).toBe(429);
    for (let i = 0; i < 20; i += 1) {
      const cached = await get('/news/tips-sehat', from('203.0.113.7'));
      expect([cached.statusCode, cached.headers['x-render-cache']]).toEqual([200, 'hit']);
    }
    // Another client, and the same one through a forged header of its own (the proxy appends the real one).
    expect((await get('/news/third', from('198.51.100.4'))).statusCode).toBe(200);
    expect((await get('/news/fourth', from('198.51.100.4, 203.0.113.7'))).statusCode).toBe(429);
    expect(renderCalls(log)).toHaveLength(3);
  });

  it('has no limit when none is configured (the default of createSiteServer; main.ts sets 60)', async () => {
    await limitedSite(0);
    for (let i = 0; i < 8; i += 1)
      expect((await get(`/news/page-${i}`, from('203.0.113.7'))).statusCode).toBe(200);
  });
});

describe('site server, what it trusts and what it shows (docs/decisions.md, issue 13)', () => {
  it('serves only the files of version folders under /dist: no registry, history or build metadata', async () => {
    fs.writeFileSync(path.join(temp.dist(), 'shell', 'latest-build.json'), '{"version":"s1"}');
    fs.mkdirSync(path.join(temp.dist(), 'registry'), { recursive: true });
    fs.writeFileSync(path.join(temp.dist(), 'registry', 'history.jsonl'), '{"by":"someone"}\n');
    fs.mkdirSync(path.join(temp.dist(), 'mf-booking', '.tmp-b2-123'), { recursive: true });
    fs.writeFileSync(path.join(temp.dist(), 'mf-booking', '.tmp-b2-123', 'remoteEntry.js'), 'half');
    for (const url of [
      '/dist/registry/history.jsonl',
      '/dist/registry/remotes.json',
      '/dist/shell/latest-build.json',
      '/dist/mf-booking/.tmp-b2-123/remoteEntry.js',
      '/dist/mf-booking/b1',
      '/dist/registry',
      '/dist/',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toMatch(/someone|half/);
    }
    expect((await get('/dist/mf-booking/b1/remoteEntry.js')).statusCode).toBe(200);
    expect((await get('/dist/shell/s1/index.html')).statusCode).toBe(200);
  });

  it('writes its own origin into robots.txt and sitemap.xml, never a Host or X-Forwarded-Host', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const robots = await get('/robots.txt', forged);
    expect(robots.body).not.toContain('evil.example');
    const sitemap = await get('/sitemap.xml', forged);
    expect(sitemap.body).not.toContain('evil.example');

    const configured = await listening({
      trustProxy: false,
      siteUrl: 'https://www.medikahospital.test',
      requestTimeoutMs: 10_000,
    });
    const response = await get(`${configured.url}/robots.txt`, forged);
    expect(response.body).toContain('Sitemap: https://www.medikahospital.test/sitemap.xml');
    await configured.app.close();
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    // Over loopback the client's own address is 127.0.0.1: trusted only when TRUST_PROXY says so.
    const ipOf = async (trustProxy: SiteConfig['trustProxy']) => {
      const server = await listening({ trustProxy, siteUrl: undefined, requestTimeoutMs: 10_000 }, (other) =>
        other.get('/ip-for-test', async (request) => request.ip),
      );
      const res = await get(`${server.url}/ip-for-test`, { 'x-forwarded-for': '203.0.113.7, 198.51.100.9' });
      await server.app.close();
      return res.body;
    };
    expect(await ipOf(false)).toBe('127.0.0.1');
    expect(await ipOf(1)).toBe('198.51.100.9');
    expect(await ipOf(2)).toBe('203.0.113.7');
    expect(await ipOf(['10.0.0.0/8'])).toBe('127.0.0.1');
    expect(await ipOf(['127.0.0.0/8'])).toBe('198.51.100.9');
    expect(siteConfig({}).trustProxy).toBe(false);
    expect(siteConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(siteConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => siteConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => siteConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('gives a client the configured time to send its whole request', async () => {
    expect(app.server.requestTimeout).toBe(10_000);
    expect(app.server.headersTimeout).toBe(10_000);
    const quick = await listening({ trustProxy: false, siteUrl: undefined, requestTimeoutMs: 2000 });
    expect(quick.app.server.requestTimeout).toBe(2000);
    await quick.app.close();
  });
});
