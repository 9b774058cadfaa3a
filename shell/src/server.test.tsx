/**
 * @jest-environment node
 */
// The shell's server renderer runs in the site server's Node process (docs/architecture.md §2b).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ShellMain, ShellPageRequest } from '@hospital/remote-kit/server';
import { createShellRenderer, inlineScriptsOf } from './server';

// server.tsx creates its own renderer at import, from the built index.html beside its folder; under
// Jest that is the source template.
jest.mock('node:fs', () => {
  const actual = jest.requireActual<typeof import('node:fs')>('node:fs');
  const nodePath = jest.requireActual<typeof import('node:path')>('node:path');
  const built = nodePath.join(__dirname, '..', 'index.html');
  const source = nodePath.join(__dirname, 'index.html');
  const readFileSync = ((file: fs.PathOrFileDescriptor, options?: never) =>
    actual.readFileSync(String(file) === built ? source : file, options)) as typeof actual.readFileSync;
  return { ...actual, __esModule: true, default: { ...actual, readFileSync }, readFileSync };
});

const MENU = [
  { id: 1, display_name: 'Beranda API', link: '/', parent_id: null, sequence: 1, children: [] },
  { id: 2, display_name: 'Berita API', link: '/news', parent_id: null, sequence: 2, children: [] },
];

/** The starter as the build writes it inline: minified, one line. */
const STARTER = '!function(){var t=document.currentScript;t&&t.getAttribute("data-main")}();';

let apiAnswers: Record<string, { status: number; body: unknown; delayMs?: number }> = {};
let apiCalls: string[] = [];
let server: http.Server;
let apiBase = '';
let buildDir = '';
let renderer: ReturnType<typeof createShellRenderer>;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api.test');
    const key = url.pathname.replace(/^\/api\//, '');
    apiCalls.push(`${key}?${url.searchParams.toString()}`);
    const answer = apiAnswers[key] ?? { status: 503, body: 'down' };
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;

  // A build: index.html (with the build's inline starter, tooling/webpack/preload-boot-chunks-plugin.js)
  // beside server/.
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
  const template = fs
    .readFileSync(path.join(__dirname, 'index.html'), 'utf8')
    .replace('</body>', `<script data-main="/dist/shell/s1/main.js">${STARTER}</script></body>`);
  fs.writeFileSync(path.join(buildDir, 'index.html'), template);
  fs.mkdirSync(path.join(buildDir, 'server'));
});

afterAll(async () => {
  fs.rmSync(buildDir, { recursive: true, force: true });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  apiCalls = [];
  apiAnswers = {};
  // A renderer keeps the chrome's data of each language between pages: each test starts without it.
  renderer = createShellRenderer('s1', path.join(buildDir, 'server'));
});

function request(url: string, overrides: Partial<ShellPageRequest> = {}): ShellPageRequest {
  return {
    url,
    origin: 'https://medika.example',
    api: { baseURL: apiBase },
    dataBudgetMs: 300,
    layout: 'default',
    registry: {
      'mf-content': { version: 'c1', entry: '/dist/mf-content/c1/remoteEntry.js', routes: [], previous: [] },
    },
    ...overrides,
  };
}

async function documentOf(url: string, main: ShellMain, pageHead: string | null, overrides = {}) {
  const page = await renderer.page(request(url, overrides));
  const start = page.start(main, pageHead, '<link rel="stylesheet" href="/dist/mf-content/c1/app.css">');
  const end = page.end(main, '<script type="application/json" id="ssr-data-mf-content">{}</script>');
  const data = /<script type="application\/json" id="ssr-data-shell">(.*?)<\/script>/s.exec(end);
  if (!data) throw new Error('no shell data block');
  return {
    start,
    end,
    html: start + '<h1>Isi halaman</h1>' + end,
    payload: JSON.parse(data[1]) as {
      version: string;
      lang: string;
      main: string;
      layout: string;
      /** The data block's form of a query: key, data, time (remote-kit ssrData.ts). */
      queries: { k: unknown[]; d: unknown; t: number }[];
    },
  };
}

describe('the shell server renderer', () => {
  it("writes the document around a remote's slot: its head, the chrome, the slot, the data blocks", async () => {
    apiAnswers['web/menu'] = { status: 200, body: { data: { results: MENU, count: 2 } } };
    const { start, end, html, payload } = await documentOf(
      '/news/tips',
      { kind: 'remote', app: 'mf-content' },
      '<title data-page-head>Tips | Medika Hospital</title>',
    );
    expect(start.startsWith('<!doctype html>')).toBe(true);
    expect(start).toContain('<html lang="id"');
    expect(start).toContain('<title data-page-head>Tips | Medika Hospital</title>');
    expect(start).toContain('<link rel="stylesheet" href="/dist/mf-content/c1/app.css">');
    // The starter is inline, last in the body, and the renderer declares it for the site server's CSP.
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(end).toContain(`<script data-main="/dist/shell/s1/main.js">${STARTER}</script></body>`);
    expect(renderer.inlineScripts).toEqual([STARTER]);
    // The header is rendered with the API's menu, and the slot is opened for the remote's HTML.
    expect(start).toContain('Berita API');
    expect(start).toContain('data-menu-source="api"');
    expect(
      start.endsWith('<div data-app="mf-content"><div class="app-error" hidden></div><div class="app-root">'),
    ).toBe(true);
    expect(end.startsWith('</div></div>')).toBe(true);
    expect(end).toContain('<footer');
    expect(end.indexOf('id="ssr-data-mf-content"')).toBeLessThan(end.indexOf('id="ssr-data-shell"'));
    expect(html.trim().endsWith('</html>')).toBe(true);
    expect(payload).toMatchObject({ version: 's1', lang: 'id', main: 'remote', layout: 'default' });
    // The registry is not sent (nothing the page renders; docs/decisions.md, issue 25): the browser requests it.
    expect(payload).not.toHaveProperty('registry');
    expect(payload.queries.map((q) => q.k)).toContainEqual(['menu']);
  });

  it('renders an English URL in English: <html lang>, chrome texts, links under /en, API asked in English', async () => {
    const { start } = await documentOf('/en/news/tips', { kind: 'remote', app: 'mf-content' }, null);
    expect(start).toContain('<html lang="en"');
    expect(start).toContain('aria-label="Main menu"');
    expect(start).toContain('href="/en/about/management"');
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((call) => call.endsWith('lang=en'))).toBe(true);
    // The page gave no head: the shell's own, canonical in English.
    expect(start).toContain(
      '<link rel="canonical" href="https://medika.example/en/news/tips" data-page-head>',
    );
  });

  it('links each language to this page with its query, so the switch keeps it before the scripts run', async () => {
    const { start } = await documentOf('/en/appointment?day=1', { kind: 'remote', app: 'mf-doctors' }, null);
    expect(start).toMatch(
      /<a href="\/appointment\?day=1" hrefLang="id"|<a href="\/appointment\?day=1" hreflang="id"/,
    );
    expect(start).toMatch(
      /<a href="\/en\/appointment\?day=1" hrefLang="en"|<a href="\/en\/appointment\?day=1" hreflang="en"/,
    );
  });

  it('shows the static menu when the API fails or is too slow, and sends no failed data', async () => {
    apiAnswers['web/menu'] = { status: 200, body: { data: { results: MENU, count: 2 } }, delayMs: 500 };
    const started = Date.now();
    const { start, payload } = await documentOf('/', { kind: 'remote', app: 'mf-content' }, null, {
      dataBudgetMs: 50,
    });
    expect(Date.now() - started).toBeLessThan(450);
    expect(start).toContain('data-menu-source="fallback"');
    expect(start).not.toContain('Berita API');
    expect(payload.queries).toEqual([]);
  });

  it("reuses the chrome's data of a language from one page to the next, asking the API once", async () => {
    apiAnswers['web/menu'] = { status: 200, body: { data: { results: MENU, count: 2 } } };
    await documentOf('/', { kind: 'remote', app: 'mf-content' }, null);
    const menuCalls = () => apiCalls.filter((call) => call.startsWith('web/menu?'));
    expect(menuCalls()).toEqual(['web/menu?lang=id']);
    const next = await documentOf('/news', { kind: 'remote', app: 'mf-content' }, null);
    expect(next.start).toContain('Berita API');
    expect(next.payload.queries.map((q) => q.k)).toContainEqual(['menu']);
    expect(menuCalls()).toEqual(['web/menu?lang=id']);
    // English is its own data, asked in English.
    await documentOf('/en', { kind: 'remote', app: 'mf-content' }, null);
    expect(menuCalls()).toEqual(['web/menu?lang=id', 'web/menu?lang=en']);
  });

  it("asks again for the chrome's data once it is a minute old, whatever the browser's freshness", async () => {
    // The chrome's queries keep data fresh for ten minutes in the browser: reused that long on the server,
    // a page could carry a menu the browser finds stale on arrival and fetches again.
    apiAnswers['web/menu'] = { status: 200, body: { data: { results: MENU, count: 2 } } };
    const menuCalls = () => apiCalls.filter((call) => call.startsWith('web/menu?'));
    const realNow = Date.now;
    try {
      let now = realNow();
      jest.spyOn(Date, 'now').mockImplementation(() => now);
      await documentOf('/', { kind: 'remote', app: 'mf-content' }, null);
      now += 59_000;
      await documentOf('/news', { kind: 'remote', app: 'mf-content' }, null);
      expect(menuCalls()).toEqual(['web/menu?lang=id']);
      now += 2_000;
      const late = await documentOf('/news', { kind: 'remote', app: 'mf-content' }, null);
      expect(menuCalls()).toEqual(['web/menu?lang=id', 'web/menu?lang=id']);
      const menu = late.payload.queries.find((q) => q.k[0] === 'menu');
      expect(menu?.t).toBe(now);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('shows a late menu on the next page once it has arrived', async () => {
    apiAnswers['web/menu'] = { status: 200, body: { data: { results: MENU, count: 2 } }, delayMs: 150 };
    const first = await documentOf('/', { kind: 'remote', app: 'mf-content' }, null, { dataBudgetMs: 30 });
    expect(first.start).toContain('data-menu-source="fallback"');
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await documentOf('/', { kind: 'remote', app: 'mf-content' }, null, { dataBudgetMs: 30 });
    expect(next.start).toContain('data-menu-source="api"');
  });

  it('writes the 404 page with its own head in <main>', async () => {
    const { start, end, payload } = await documentOf('/tidak/ada', { kind: 'not-found' }, null);
    expect(start).toContain('<meta name="robots" content="noindex" data-page-head>');
    expect(start).toContain(
      '<div data-app="shell-not-found"><div class="app-error" hidden></div><div class="app-root">',
    );
    expect(start).toContain('Halaman ini tidak dapat ditemukan');
    // The 404 slot is whole in `start`: nothing of it is left to close.
    expect(start).toMatch(/Halaman ini tidak dapat ditemukan.*<\/div><\/div>$/s);
    expect(end.startsWith('</div><div class="app-error"')).toBe(false);
    expect(payload.main).toBe('not-found');
  });

  it('writes the polite 503 page (never a stack) when the page’s data is unavailable', async () => {
    const { start, payload } = await documentOf(
      '/en/news/tips',
      { kind: 'unavailable' },
      '<title>ignored</title>',
    );
    expect(start).toContain('<div data-app="shell-error">');
    expect(start).toContain('503');
    expect(start).not.toContain('<title>ignored</title>');
    expect(start).toContain('<meta name="robots" content="noindex" data-page-head>');
    expect(payload.main).toBe('unavailable');
  });

  it('renders the chrome of the layout: none for the kiosk, the compact footer for events', async () => {
    const kiosk = await documentOf('/kiosk', { kind: 'remote', app: 'mf-doctors' }, null, {
      layout: 'full-page',
    });
    expect(kiosk.start).toContain('<div id="shell-header"></div>');
    expect(kiosk.end).toContain('<div id="shell-footer"></div>');
    expect(kiosk.payload.layout).toBe('full-page');
    const event = await documentOf('/event/lari', { kind: 'remote', app: 'mf-content' }, null, {
      layout: 'event',
    });
    expect(event.end).toContain('<footer');
    expect(event.end).not.toContain('type="email"');
    expect(apiCalls.some((call) => call.startsWith('web/poli'))).toBe(false);
  });
});

describe('inlineScriptsOf', () => {
  it('finds the text of each script that runs inline, and no data block nor script file', () => {
    const template =
      '<head><script defer src="/main.js"></script><script type="application/json" id="x">{"a":1}</script>' +
      '<script type="module">import("/m.js")</script></head><body><script>one()</script>' +
      '<script type="text/javascript" data-x="y">two()\n</script><script></script></body>';
    expect(inlineScriptsOf(template)).toEqual(['import("/m.js")', 'one()', 'two()\n']);
  });
});
