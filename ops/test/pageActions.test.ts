import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../src/server/createSiteServer';
import { deploy } from '../src/registry/deploy';
import type { PageRenderingOptions } from '../src/server/ssr/renderPage';
import { withTempDist } from './fixtures';
import { writeShellBuild } from './renderers';
import { writeRemoteBuild } from './remoteBuild';

/*
 * A page's form posted by the browser itself (docs/architecture.md §2c; docs/decisions.md, issue 25): the site
 * server hands it to the owning remote's action in the renderer the registry names, refuses posts from
 * elsewhere and bodies too large, answers post/redirect/get, renders the page again with the action's
 * answer, and keeps the remote's state in a sealed cookie. The renderers are ops/test/renderers.ts's.
 */

const temp = withTempDist();
let app: FastifyInstance;
let base = '';
let log = '';

const ORIGIN = 'https://medika.example';
const KEY = Buffer.alloc(32, 7);
const RENDERING: Omit<PageRenderingOptions, 'formState'> = {
  origin: () => ORIGIN,
  apiBaseUrl: () => 'http://127.0.0.1:9/api/',
  token: 'server-token',
  dataBudgetMs: 300,
  streamBudgetMs: 1000,
  cacheSeconds: 30,
};

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  method: 'GET' | 'POST',
  url: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(base + url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          statusCode: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

const FROM_OUR_PAGE = { 'sec-fetch-site': 'same-origin', origin: ORIGIN };

function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = FROM_OUR_PAGE,
) {
  return send('POST', url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The state cookie the answer sets, as the browser would send it back. */
function stateCookie(answer: Answer): string {
  const line = (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith('form-state.mf-booking='));
  if (!line) throw new Error(`no state cookie in ${JSON.stringify(answer.headers)}`);
  return line.split(';')[0];
}

function actions(): { act: string; form: [string, string][]; state: unknown }[] {
  if (!fs.existsSync(log)) return [];
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { act?: string; form: [string, string][]; state: unknown })
    .filter((entry): entry is { act: string; form: [string, string][]; state: unknown } => !!entry.act);
}

beforeEach(async () => {
  log = path.join(temp.dist(), 'renders.jsonl');
  writeShellBuild(temp.dist(), 's1');
  await deploy('shell', 's1');
  writeRemoteBuild(temp.dist(), 'mf-booking', 'b1', {
    routes: [
      { path: '/appointment/create', layout: 'default' },
      { path: '/appointment/readonly', layout: 'default' },
      { path: '/appointment/broken-action', layout: 'default' },
      { path: '/done', layout: 'default' },
    ],
    js: ['__federation_expose_app.b1.js'],
    css: [],
    renderer: { log },
  });
  await deploy('mf-booking', 'b1');
  fs.rmSync(log, { force: true });
  app = await createSiteServer({
    rendering: { ...RENDERING, formStateKey: KEY },
    logLevel: process.env.DEBUG_LOG ? 'error' : false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  await app.close();
});

describe('page forms posted without JavaScript: the site server and the remote’s action', () => {
  it('sends a file the action answers as a private attachment, the page staying where it is', async () => {
    const first = await postForm('/appointment/create?step=1', { name: 'Siti Rahma' });
    const answer = await postForm(
      '/appointment/create?step=2',
      { intent: 'copy', name: 'K7PQ3MZXA9' },
      { ...FROM_OUR_PAGE, cookie: stateCookie(first) },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="data-K7PQ3MZXA9.json"');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(answer.body)).toEqual({ name: 'Siti Rahma', posts: 1 });
  });

  it('answers a valid post 303 to the next page in its language, with the state sealed in an HttpOnly cookie', async () => {
    const answer = await postForm('/en/appointment/create?step=1', { name: 'Siti Rahma' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/en/appointment/create?step=2');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const line = (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith('form-state.mf-booking='));
    expect(line).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    // Sealed: nothing typed is readable in it.
    expect(decodeURIComponent(line ?? '')).not.toContain('Siti');
    expect(actions()).toEqual([
      // The renderer of the version the registry names.
      {
        app: 'mf-booking',
        version: 'b1',
        act: '/en/appointment/create?step=1',
        form: [['name', 'Siti Rahma']],
        state: null,
        // From the configuration, never from the request's Host.
        origin: ORIGIN,
      },
    ]);
  });

  it('gives the remote its state back on the next post and page, and never caches a page rendered with it', async () => {
    const cookie = stateCookie(await postForm('/appointment/create', { name: 'Siti' }));
    const second = await postForm(
      '/appointment/create',
      { name: 'Siti Rahma' },
      { ...FROM_OUR_PAGE, cookie },
    );
    expect(actions()[1].state).toEqual({ name: 'Siti', posts: 1 });

    const page = await send('GET', '/appointment/create?step=2', {
      headers: { cookie: stateCookie(second) },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-render-cache']).toBe('off');
    expect(page.body).toContain('<pre data-state>{"name":"Siti Rahma","posts":2}</pre>');
    // The same URL without the cookie is the public page, kept and shared.
    const anonymous = await send('GET', '/appointment/create?step=2');
    expect(anonymous.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=120',
    );
    expect(anonymous.body).not.toContain('data-state');
  });

  it('ignores a state cookie that was altered, or sealed for another remote or with another key', async () => {
    const cookie = stateCookie(await postForm('/appointment/create', { name: 'Siti' }));
    const [name, value] = cookie.split('=');
    const altered = `${name}=${value.slice(0, -4)}${value.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const otherRemote = `form-state.mf-screening=${value}`;
    for (const sent of [altered, otherRemote, `${name}=Fe26.2**1*x*y*z*0*a*b`]) {
      await postForm('/appointment/create', { name: 'Ani' }, { ...FROM_OUR_PAGE, cookie: sent });
    }
    expect(
      actions()
        .slice(1)
        .map((entry) => entry.state),
    ).toEqual([null, null, null]);

    await app.close();
    app = await createSiteServer({ rendering: { ...RENDERING, formStateKey: Buffer.alloc(32, 9) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await postForm('/appointment/create', { name: 'Ani' }, { ...FROM_OUR_PAGE, cookie });
    expect(actions().at(-1)?.state).toBeNull();
  });

  it('forgets the state when the action says so', async () => {
    const cookie = stateCookie(await postForm('/appointment/create', { name: 'Siti' }));
    const answer = await postForm('/appointment/create', { name: 'forget' }, { ...FROM_OUR_PAGE, cookie });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/done');
    expect(answer.headers['set-cookie']).toEqual([
      expect.stringMatching(
        /^form-state\.mf-booking=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly/,
      ),
    ]);
  });

  it('shows a flash once on the page the redirect names, never cached, then the page as it is', async () => {
    const answer = await postForm('/en/appointment/create', { name: 'thanks', email: 'ani@example.com' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/en/done?x=1');
    const line = (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith('form-flash.mf-booking='));
    expect(line).toMatch(/; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(decodeURIComponent(line ?? '')).not.toContain('ani@');
    const cookie = (line ?? '').split(';')[0];

    // Another page of the remote leaves it for the page it is for.
    const other = await send('GET', '/en/appointment/create', { headers: { cookie } });
    expect(other.body).not.toContain('data-action');
    expect(other.headers['set-cookie']).toBeUndefined();

    const shown = await send('GET', '/en/done?x=1', { headers: { cookie } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.body).toContain(
      '<pre data-action>{"status":200,"data":{"thanked":"ani@example.com"}}</pre>',
    );
    expect(shown.headers['set-cookie']).toEqual([
      expect.stringMatching(/^form-flash\.mf-booking=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT/),
    ]);
    // The public page never had it: shared, and without the flash.
    const anonymous = await send('GET', '/en/done?x=1');
    expect(anonymous.body).not.toContain('data-action');
    expect(anonymous.headers['x-render-cache']).toBe('miss');
  });

  it('answers invalid input 422 with the same page rendered again with the action’s answer, never cached', async () => {
    const answer = await postForm('/en/appointment/create?step=1', { name: '', email: 'a@b.c' });
    expect(answer.statusCode).toBe(422);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain('<!doctype html><html lang="en">');
    expect(answer.body).toContain(
      '<pre data-action>{"status":422,"data":{"errors":{"name":"Wajib diisi"},"values":{"name":"","email":"a@b.c"}}}</pre>',
    );
    const again = await send('GET', '/en/appointment/create?step=1');
    expect(again.headers['x-render-cache']).toBe('miss');
    expect(again.body).not.toContain('data-action');
  });

  it('refuses a post from another site, and one that says nothing of where it comes from (403, the action never runs)', async () => {
    const refused = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.medika.example' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/form.html' },
      {},
    ];
    for (const headers of refused) {
      const answer = await postForm('/appointment/create', { name: 'Siti' }, headers);
      expect([JSON.stringify(headers), answer.statusCode]).toEqual([JSON.stringify(headers), 403]);
      expect(answer.body).toContain('Formulir tidak dapat dikirim');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(actions()).toEqual([]);
    // Browsers without Fetch Metadata: the Origin, else the Referer, of our own site.
    expect((await postForm('/appointment/create', { name: 'Siti' }, { origin: ORIGIN })).statusCode).toBe(
      303,
    );
    const byReferer = await postForm('/appointment/create', { name: 'Siti' }, { referer: `${ORIGIN}/x?y` });
    expect(byReferer.statusCode).toBe(303);
  });

  it('refuses a body over the limit (413) and a body that is not a urlencoded form (415), politely', async () => {
    const large = await postForm('/appointment/create', { name: 'x'.repeat(17 * 1024) });
    expect(large.statusCode).toBe(413);
    expect(large.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(large.body).toContain('Isian formulir terlalu panjang');
    const json = await send('POST', '/appointment/create', {
      headers: { 'content-type': 'application/json', ...FROM_OUR_PAGE },
      body: '{"name":"x"}',
    });
    expect(json.statusCode).toBe(415);
    expect(json.body).toContain('Formulir tidak dapat dibaca');
    expect(actions()).toEqual([]);
  });

  it('answers 405 for a route without an action, 503 when the action fails, and the 404 page for nobody’s route', async () => {
    const readonly = await postForm('/appointment/readonly', { name: 'x' });
    expect(readonly.statusCode).toBe(405);
    expect(readonly.headers.allow).toBe('GET, HEAD');
    const failed = await postForm('/appointment/broken-action', { name: 'x' });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
    const nobody = await postForm('/nowhere', { name: 'x' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.body).toContain('Halaman ini tidak dapat ditemukan');
    // Not a page at all: the API's and the files' paths stay JSON 404s.
    const api = await postForm('/api/nothing', { name: 'x' });
    expect([api.statusCode, api.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });
});
