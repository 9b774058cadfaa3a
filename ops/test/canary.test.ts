import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  browserRegistry,
  canaryErrors,
  inCanary,
  onCanaryError,
  parseBucket,
  parseCanaries,
  resolveRequestRelease,
  type CanaryError,
} from '../src/release/canary';
import { registryFile } from '../src/release/layout';
import { signPreview, verifyPreview } from '../src/release/preview';
import { readCanaries, readHistory, readRegistry, writeCanaries } from '../src/release/registry';
import { deploy, deployCanary, promote, rollback, stepCanary } from '../src/registry/deploy';
import { createSiteServer } from '../src/server/createSiteServer';
import { fakeBuild, withTempDist } from './fixtures';
import { writeRenderer, writeShellBuild } from './renderers';
import { writeRemoteBuild } from './remoteBuild';

const temp = withTempDist();

const entry = (version: string) => ({
  version,
  entry: `/dist/mf-booking/${version}/remoteEntry.js`,
  routes: [{ path: '/appointment/create', layout: 'default' as const }],
  previous: [],
});

describe('buckets and shares', () => {
  it('reads a bucket cookie of 0-99 only', () => {
    expect([parseBucket('0'), parseBucket('42'), parseBucket('99')]).toEqual([0, 42, 99]);
    for (const bad of [undefined, '', '100', '-1', '4.5', 'x', '007']) expect(parseBucket(bad)).toBeNull();
  });

  it('keeps every canary visitor on the canary as the share grows (5 -> 25 -> 50 -> 100)', () => {
    const shares = [5, 25, 50, 100];
    for (let bucket = 0; bucket < 100; bucket++) {
      const seen = shares.map((share) => inCanary(bucket, share));
      // Once on the canary, never back: false* true*.
      expect(seen.join()).toMatch(/^(false,)*(true,?)*$/);
    }
    expect(Array.from({ length: 100 }, (_, b) => inCanary(b, 25)).filter(Boolean)).toHaveLength(25);
  });

  it('gives each visitor the versions of their bucket, a preview above all, and a cache key per set of versions', () => {
    const stable = { shellVersion: 's1', remotes: { 'mf-booking': entry('b1') } };
    const canaries = parseCanaries(
      JSON.stringify({
        'mf-booking': {
          version: 'b2',
          share: 50,
          startedAt: 'x',
          entry: entry('b2').entry,
          routes: entry('b2').routes,
        },
        shell: { version: 's2', share: 10, startedAt: 'x' },
        broken: { share: 20 },
      }),
    );
    expect(Object.keys(canaries)).toEqual(['mf-booking', 'shell']);

    const early = resolveRequestRelease(stable, canaries, 3);
    expect(early.choices).toEqual({ 'mf-booking': 'canary', shell: 'canary' });
    expect([early.shellVersion, early.registry['mf-booking'].version]).toEqual(['s2', 'b2']);
    const middle = resolveRequestRelease(stable, canaries, 30);
    expect([middle.shellVersion, middle.registry['mf-booking'].version]).toEqual(['s1', 'b2']);
    const late = resolveRequestRelease(stable, canaries, 70);
    expect(late.choices).toEqual({});
    expect(late.registry['mf-booking'].version).toBe('b1');
    expect(resolveRequestRelease(stable, canaries, null).choices).toEqual({});
    expect(new Set([early.versionsKey, middle.versionsKey, late.versionsKey]).size).toBe(3);

    // The browser's registry names the stable entry a canary falls back to when it cannot mount.
    expect(browserRegistry(middle)['mf-booking']).toMatchObject({
      version: 'b2',
      fallback: '/dist/mf-booking/b1/remoteEntry.js',
    });
    expect(browserRegistry(late)['mf-booking']).not.toHaveProperty('fallback');

    // A browser that could not run canary b2 stays on stable for b2, not for the shell's canary, and
    // is in the same cache entry as stable's visitors; a newer canary of the app is tried again.
    const optedOut = resolveRequestRelease(stable, canaries, 3, null, new Set(['mf-booking@b2']));
    expect(optedOut.choices).toEqual({ shell: 'canary' });
    expect(optedOut.registry['mf-booking'].version).toBe('b1');
    const stableVisitor = resolveRequestRelease(
      stable,
      canaries,
      3,
      null,
      new Set(['mf-booking@b2', 'shell@s2']),
    );
    expect(stableVisitor.versionsKey).toBe(late.versionsKey);
    expect(resolveRequestRelease(stable, canaries, 3, null, new Set(['mf-booking@b1'])).choices).toEqual({
      'mf-booking': 'canary',
      shell: 'canary',
    });

    const previewed = resolveRequestRelease(stable, canaries, 3, {
      app: 'mf-booking',
      version: 'p1',
      entry: entry('p1'),
    });
    expect(previewed.choices['mf-booking']).toBe('preview');
    expect(previewed.registry['mf-booking'].version).toBe('p1');
  });
});

describe('preview tokens', () => {
  const key = Buffer.alloc(32, 7);
  const now = Date.parse('2026-11-27T06:00:00Z');
  const claim = { app: 'mf-booking', version: '0.1.0-abc', exp: now / 1000 + 3600 };

  it('holds for its app and version until it expires, and only with the key that signed it', () => {
    const token = signPreview(claim, key);
    expect(verifyPreview(token, key, now)).toEqual(claim);
    expect(verifyPreview(token, key, now + 3600_000)).toBeNull();
    expect(verifyPreview(token, Buffer.alloc(32, 8), now)).toBeNull();
  });

  it('refuses a token whose payload was changed, or that is not a token', () => {
    const [, signature] = signPreview(claim, key).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claim, version: '6.6.6' })).toString('base64url');
    expect(verifyPreview(`${forged}.${signature}`, key, now)).toBeNull();
    const unsafe = signPreview({ ...claim, version: '../../etc' }, key);
    expect(verifyPreview(unsafe, key, now)).toBeNull();
    for (const bad of [undefined, '', 'x', 'a.b.c', '.'.repeat(2000)])
      expect(verifyPreview(bad, key, now)).toBeNull();
  });
});

describe('canary commands', () => {
  beforeEach(async () => {
    fakeBuild(temp.dist(), 'mf-booking', 'b1');
    await deploy('mf-booking', 'b1');
    fakeBuild(temp.dist(), 'mf-booking', 'b2');
  });

  it('starts a canary beside stable, steps it up with its figures, and promotes it', async () => {
    const remotesBefore = fs.readFileSync(registryFile('remotes'), 'utf8');
    await deployCanary('mf-booking', 'b2', 5);
    expect(fs.readFileSync(registryFile('remotes'), 'utf8')).toBe(remotesBefore);
    expect(readCanaries()['mf-booking']).toMatchObject({
      version: 'b2',
      share: 5,
      entry: '/dist/mf-booking/b2/remoteEntry.js',
      routes: [{ path: '/mf-booking', layout: 'default' }],
    });
    await stepCanary('mf-booking', 25, { figures: { errorRate: 0, samples: 400 }, reason: 'healthy' });
    await expect(stepCanary('mf-booking', 10)).rejects.toThrow(/only grows/);
    await expect(deployCanary('mf-booking', 'b2', 20)).rejects.toThrow(/only grows/);
    expect(readCanaries()['mf-booking'].share).toBe(25);

    await promote('mf-booking');
    expect(readRegistry()['mf-booking']).toMatchObject({ version: 'b2', previous: ['b1'] });
    expect(readCanaries()).toEqual({});
    expect(readHistory().map((h) => `${h.action}:${h.from}->${h.to}:${h.share ?? ''}`)).toEqual([
      'deploy:null->b1:',
      'canary:b1->b2:5',
      'canary:b1->b2:25',
      'promote:b1->b2:',
    ]);
    expect(readHistory()[2]).toMatchObject({ figures: { errorRate: 0, samples: 400 }, reason: 'healthy' });
  });

  it('ends a canary at rollback: everyone on stable, nothing else changed', async () => {
    await deployCanary('mf-booking', 'b2', 50);
    const remotesBefore = fs.readFileSync(registryFile('remotes'), 'utf8');
    const result = await rollback('mf-booking');
    expect(result).toMatchObject({ from: 'b2', to: 'b1', canary: true });
    expect(readCanaries()).toEqual({});
    expect(fs.readFileSync(registryFile('remotes'), 'utf8')).toBe(remotesBefore);
    expect(readHistory().at(-1)).toMatchObject({ action: 'rollback', from: 'b2', to: 'b1', share: 0 });
    // Without a canary, rollback is as before: the previous version.
    await expect(rollback('mf-booking')).rejects.toThrow(/no previous version/);
  });

  it('refuses a canary of the stable version, of a broken build, or of an app never deployed', async () => {
    await expect(deployCanary('mf-booking', 'b1', 10)).rejects.toThrow(/stable version already/);
    fakeBuild(temp.dist(), 'mf-booking', 'bad', { renderer: { always: 'throw' } });
    await expect(deployCanary('mf-booking', 'bad', 10)).rejects.toThrow(/bad is broken/);
    fakeBuild(temp.dist(), 'mf-content', 'c1');
    await expect(deployCanary('mf-content', 'c1', 10)).rejects.toThrow(/deploy it first/);
    expect(readCanaries()).toEqual({});
  });
});

describe('site server with a canary', () => {
  let app: FastifyInstance;
  let base = '';
  const key = Buffer.alloc(32, 9);

  function get(
    url: string,
    cookie = '',
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      http
        .get(base + url, { headers: cookie ? { cookie } : {} }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    });
  }
  const booking = (version: string, renderer = {}) =>
    writeRemoteBuild(temp.dist(), 'mf-booking', version, {
      routes: [{ path: '/appointment/create', layout: 'default' }],
      js: [`__federation_expose_app.${version}.js`],
      css: [],
      renderer,
    });
  const rendered = (body: string) => /<h1 data-remote="mf-booking">mf-booking (\S+)/.exec(body)?.[1] ?? null;

  beforeEach(async () => {
    writeShellBuild(temp.dist(), 's1');
    await deploy('shell', 's1');
    booking('b1');
    booking('b2');
    await deploy('mf-booking', 'b1');
    await deployCanary('mf-booking', 'b2', 50);
    app = await createSiteServer({
      rendering: {
        origin: () => 'https://medika.example',
        apiBaseUrl: () => 'http://127.0.0.1:9/api/',
        dataBudgetMs: 200,
        streamBudgetMs: 1000,
        cacheSeconds: 30,
        previewKey: key,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(async () => {
    await app.close();
  });

  it('renders and registers each visitor by their bucket, never sharing one bucket’s page with the other', async () => {
    for (let round = 0; round < 2; round++) {
      const early = await get('/appointment/create', 'mf_bucket=10');
      const late = await get('/appointment/create', 'mf_bucket=90');
      expect([rendered(early.body), rendered(late.body)]).toEqual(['b2', 'b1']);
      expect(early.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(early.body).toContain('/dist/mf-booking/b2/remoteEntry.js');
      expect(late.body).toContain('/dist/mf-booking/b1/remoteEntry.js');
    }
    const registry = await get('/registry/remotes.json', 'mf_bucket=10');
    expect(registry.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(registry.body)['mf-booking']).toMatchObject({
      version: 'b2',
      fallback: '/dist/mf-booking/b1/remoteEntry.js',
    });
    expect(JSON.parse((await get('/registry/remotes.json', 'mf_bucket=90')).body)['mf-booking'].version).toBe(
      'b1',
    );
  });

  it('gives a new visitor a lasting bucket, and that answer is never kept by a shared cache', async () => {
    const first = await get('/appointment/create');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^mf_bucket=\d{1,2}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const bucket = Number(/mf_bucket=(\d+)/.exec(cookie)![1]);
    const again = await get('/appointment/create', `mf_bucket=${bucket}`);
    expect(rendered(again.body)).toBe(bucket < 50 ? 'b2' : 'b1');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('answers with stable when the canary renderer throws, hangs or is missing, and counts a canary error', async () => {
    const errors: CanaryError[] = [];
    const stop = onCanaryError((e) => errors.push(e));
    try {
      booking('b3', { always: 'throw' });
      const hang = path.join(temp.dist(), 'mf-booking', 'b4');
      booking('b4');
      writeRenderer(
        hang,
        `exports.renderer = { name: 'mf-booking', version: 'b4', render: () => new Promise(() => {}) };\n`,
      );
      booking('b5');
      fs.rmSync(path.join(temp.dist(), 'mf-booking', 'b5', 'server'), { recursive: true });
      for (const version of ['b3', 'b4', 'b5']) {
        // As if it had gone live: deploy refuses a renderer that throws.
        writeCanaries({
          'mf-booking': {
            ...readCanaries()['mf-booking'],
            version,
            entry: `/dist/mf-booking/${version}/remoteEntry.js`,
          },
        });
        const page = await get('/appointment/create', 'mf_bucket=10');
        expect(page.status).toBe(200);
        expect(rendered(page.body)).toBe('b1');
        expect(page.headers['cache-control']).toBe('private, no-store');
      }
      expect(errors).toEqual([
        { app: 'mf-booking', version: 'b3', reason: 'threw' },
        { app: 'mf-booking', version: 'b4', reason: 'timeout' },
        { app: 'mf-booking', version: 'b5', reason: 'threw' },
      ]);
      expect(canaryErrors('mf-booking', 'b3')).toBeGreaterThanOrEqual(1);
    } finally {
      stop();
    }
  });

  it('ends the canary for everyone at the next request after rollback', async () => {
    expect(rendered((await get('/appointment/create', 'mf_bucket=10')).body)).toBe('b2');
    await rollback('mf-booking');
    expect(rendered((await get('/appointment/create', 'mf_bucket=10')).body)).toBe('b1');
  });

  it('shows a preview to the browser holding its link only, marked and never cached', async () => {
    booking('p1');
    const token = signPreview({ app: 'mf-booking', version: 'p1', exp: Date.now() / 1000 + 600 }, key);
    const link = await get(`/_preview?token=${token}`);
    expect(link.status).toBe(303);
    expect(link.headers.location).toBe('/appointment/create');
    const cookie = String(link.headers['set-cookie']).split(';')[0];
    expect(cookie).toBe(`mf_preview=${token}`);

    const previewed = await get('/appointment/create', `mf_bucket=90; ${cookie}`);
    expect(rendered(previewed.body)).toBe('p1');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(previewed.body).toContain('Pratinjau mf-booking p1</strong> — bukan versi publik');
    expect(previewed.body).toContain('Preview mf-booking p1 — not the public version');
    expect(previewed.body).toMatch(/<body><div class="preview-banner"/);
    // The same page for someone else, at once: stable, no banner.
    const other = await get('/appointment/create', 'mf_bucket=90');
    expect(rendered(other.body)).toBe('b1');
    expect(other.body).not.toContain('preview-banner');

    const tampered = await get(`/_preview?token=${token.slice(0, -2)}xx`);
    expect(tampered.status).toBe(400);
    expect(tampered.headers['set-cookie']).toBeUndefined();
    const forged = await get('/appointment/create', `mf_bucket=90; mf_preview=${token.slice(0, -2)}xx`);
    expect(rendered(forged.body)).toBe('b1');
    const leave = await get('/_preview/leave', cookie);
    expect(String(leave.headers['set-cookie'])).toMatch(/^mf_preview=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });
});
