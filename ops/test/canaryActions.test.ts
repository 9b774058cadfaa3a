import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { onCanaryError, type CanaryError } from '../src/release/canary';
import { deploy, deployCanary } from '../src/registry/deploy';
import { createSiteServer } from '../src/server/createSiteServer';
import { resendPage } from '../src/server/ssr/resendPage';
import { withTempDist } from './fixtures';
import { writeShellBuild } from './renderers';
import { writeRemoteBuild } from './remoteBuild';

/*
 * A canary's page action that fails (docs/decisions.md, issue 28 — a canary's page action): the visitor's
 * post is answered by stable's page with what they typed, they are put on stable for that canary, and the
 * failure is the canary's error.
 */
const temp = withTempDist();
const ORIGIN = 'https://medika.example';
const FROM_OUR_PAGE = { 'sec-fetch-site': 'same-origin', origin: ORIGIN };

describe('resendPage', () => {
  const page = (slot: string) =>
    '<!doctype html><html lang="id"><head><title>t</title></head><body><header><form method="post" action="/newsletter">' +
    '<input name="email" value=""></form></header><main><div data-app="mf-content"><div class="app-root">' +
    slot +
    '</div></div></main></body></html>';

  it('puts back every posted value into the slot’s fields, and the notice before the slot', () => {
    const html = resendPage(
      page(
        '<form method="post"><input name="name" value=""><input name="email" type="email">' +
          '<input type="hidden" name="step" value="2"><input type="password" name="pin">' +
          '<textarea name="message">old</textarea>' +
          '<select name="site"><option value="bdg" selected>Bandung</option><option value="cjr">Cianjur</option></select>' +
          '<input type="radio" name="kind" value="bpjs" checked><input type="radio" name="kind" value="umum">' +
          '<input type="checkbox" name="consent"><input name="phone" value="0812"></form>',
      ),
      'mf-content',
      [
        ['name', 'Siti <Rahma> & "Ani"'],
        ['email', 'siti@example.com'],
        ['step', '9'],
        ['pin', '1234'],
        ['message', 'Halo</textarea><script>x</script>'],
        ['site', 'cjr'],
        ['kind', 'umum'],
        ['consent', 'on'],
      ],
      'id',
    );
    expect(html).toContain('<input name="name" value="Siti <Rahma> &amp; &quot;Ani&quot;">');
    expect(html).toContain('<input name="email" type="email" value="siti@example.com">');
    // The page's own fields and secrets are never the visitor's typing echoed back.
    expect(html).toContain('<input type="hidden" name="step" value="2">');
    expect(html).toContain('<input type="password" name="pin">');
    expect(html).toContain(
      '<textarea name="message">Halo&lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt;</textarea>',
    );
    expect(html).toContain(
      '<option value="bdg">Bandung</option><option value="cjr" selected="">Cianjur</option>',
    );
    expect(html).toContain(
      '<input type="radio" name="kind" value="bpjs"><input type="radio" name="kind" value="umum" checked="">',
    );
    expect(html).toContain('<input type="checkbox" name="consent" checked="">');
    // Not posted: as stable rendered it. Outside the slot (the footer's form): untouched.
    expect(html).toContain('<input name="phone" value="0812">');
    expect(html).toContain('<input name="email" value=""></form></header>');
    expect(html).toMatch(
      /<main><div class="resend-notice" role="alert"><p lang="id">Maaf, .*<\/p><p lang="en">Sorry, .*<\/p><\/div><div data-app="mf-content">/,
    );
  });

  it('puts the page’s language first, and the notice first in the body of a page without the slot', () => {
    const html = resendPage('<html><body><main><h1>404</h1></main></body></html>', 'mf-content', [], 'en');
    expect(html).toMatch(/<body><div class="resend-notice" role="alert"><p lang="en">.*<p lang="id">/);
  });
});

describe('a canary whose page action fails', () => {
  let app: FastifyInstance;
  let base = '';
  let log = '';

  function post(url: string, fields: Record<string, string>, cookie: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const request = http.request(
          base + url,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...FROM_OUR_PAGE },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          },
        );
        request.on('error', reject);
        request.end(new URLSearchParams(fields).toString());
      },
    );
  }
  const booking = (version: string, action?: 'throw' | 'fail') =>
    writeRemoteBuild(temp.dist(), 'mf-booking', version, {
      routes: [{ path: '/appointment/create', layout: 'default' }],
      js: [`__federation_expose_app.${version}.js`],
      css: [],
      renderer: { log, action },
    });
  const acted = () =>
    fs
      .readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { version: string; act?: string })
      .filter((entry) => entry.act)
      .map((entry) => entry.version);

  beforeEach(async () => {
    log = path.join(temp.dist(), 'renders.jsonl');
    writeShellBuild(temp.dist(), 's1');
    await deploy('shell', 's1');
    booking('b1');
    await deploy('mf-booking', 'b1');
    app = await createSiteServer({
      rendering: {
        origin: () => ORIGIN,
        apiBaseUrl: () => 'http://127.0.0.1:9/api/',
        dataBudgetMs: 200,
        streamBudgetMs: 1000,
        cacheSeconds: 30,
        formStateKey: Buffer.alloc(32, 7),
      },
      logLevel: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(async () => {
    await app.close();
  });

  it.each([
    ['throws', 'throw', 'b2'],
    ['answers failed', 'fail', 'b3'],
  ] as const)(
    'that %s: stable’s page with a notice (503), the visitor on stable for it, a canary error',
    async (_how, action, version) => {
      booking(version, action);
      await deployCanary('mf-booking', version, 50);
      fs.rmSync(log, { force: true });
      const errors: CanaryError[] = [];
      const stop = onCanaryError((e) => errors.push(e));
      try {
        const answer = await post('/appointment/create', { name: 'Siti' }, 'mf_bucket=10');
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('30');
        expect(answer.headers['cache-control']).toBe('private, no-store');
        expect(answer.body).toContain('<h1 data-remote="mf-booking">mf-booking b1 id');
        expect(answer.body).toContain('class="resend-notice" role="alert"');
        expect(answer.headers['set-cookie']).toEqual([
          // Secure as the bucket cookie: the site's origin is https.
          `mf_stable=mf-booking@${version}; Max-Age=2592000; Path=/; Secure; SameSite=Lax`,
        ]);
        expect(errors).toEqual([{ app: 'mf-booking', version, reason: 'action-failed' }]);

        // With that cookie, the next post is stable's action, which moves on.
        const again = await post(
          '/appointment/create',
          { name: 'Siti' },
          `mf_bucket=10; mf_stable=mf-booking@${version}`,
        );
        expect(again.status).toBe(303);
        expect(acted()).toEqual([version, 'b1']);
        // Another canary visitor still gets the canary (a canary is judged by its errors, not ended here).
        expect((await post('/appointment/create', { name: 'Ani' }, 'mf_bucket=20')).status).toBe(503);
      } finally {
        stop();
      }
    },
  );

  it('leaves a stable visitor’s post to stable’s action, and a canary action that works to the canary', async () => {
    booking('b4');
    await deployCanary('mf-booking', 'b4', 50);
    fs.rmSync(log, { force: true });
    expect((await post('/appointment/create', { name: 'Siti' }, 'mf_bucket=90')).status).toBe(303);
    const canary = await post('/appointment/create', { name: 'Siti' }, 'mf_bucket=10');
    expect(canary.status).toBe(303);
    expect(canary.headers['set-cookie']?.some((c) => c.startsWith('mf_stable='))).toBeFalsy();
    expect(acted()).toEqual(['b1', 'b4']);
  });
});
