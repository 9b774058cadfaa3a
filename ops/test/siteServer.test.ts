import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../src/server/createSiteServer';
import { siteConfig, type SiteConfig } from '../src/server/siteConfig';
import { writeShellPointer, writeJsonAtomic, registryPath } from '../src/registry/registryStore';
import { withTempDist } from './fixtures';

const temp = withTempDist();
let app: FastifyInstance;
let base = '';

interface RawResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
  json(): Record<string, { version: string }>;
}

/** Real HTTP, without automatic decompression, so the encoding the server chose can be checked. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url.startsWith('http') ? url : base + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const body = rawPayload.toString();
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            rawPayload,
            body,
            json: () => JSON.parse(body),
          });
        });
      })
      .on('error', reject);
  });
}

beforeEach(async () => {
  const shellDir = path.join(temp.dist(), 'shell', 's1');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell s1</title>');
  const js = 'console.log("remote");'.repeat(200);
  const remoteDir = path.join(temp.dist(), 'mf-booking', 'b1');
  fs.mkdirSync(remoteDir, { recursive: true });
  fs.writeFileSync(path.join(remoteDir, 'remoteEntry.js'), js);
  fs.writeFileSync(path.join(remoteDir, 'remoteEntry.js.br'), zlib.brotliCompressSync(js));
  writeShellPointer('s1');
  writeJsonAtomic(registryPath(), {
    'mf-booking': { version: 'b1', entry: '/dist/mf-booking/b1/remoteEntry.js', routes: [], previous: [] },
  });
  app = await createSiteServer();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  await app.close();
});

describe('site server', () => {
  it('serves the shell for page routes, never cached', async () => {
    for (const url of ['/', '/appointment/create', '/news/some-slug?x=1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shell s1');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves versioned files as immutable and precompressed when the browser accepts brotli', async () => {
    const res = await get('/dist/mf-booking/b1/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('console.log("remote")');
  });

  it('answers a real 404 for a missing asset, not the shell', async () => {
    const res = await get('/dist/mf-booking/b1/missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('shell s1');
    const other = await get('/favicon.png');
    expect(other.statusCode).toBe(404);
  });

  it('serves the registry with no-cache', async () => {
    const res = await get('/registry/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()['mf-booking'].version).toBe('b1');
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
  });
});

/** Another site server on its own port, with `config` instead of the environment. */
async function listening(
  config: SiteConfig,
  addRoutes: (app: FastifyInstance) => void = () => undefined,
): Promise<{ app: FastifyInstance; url: string }> {
  const other = await createSiteServer({ config });
  addRoutes(other);
  await other.listen({ port: 0, host: '127.0.0.1' });
  const address = other.server.address();
  return { app: other, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('site server, what it trusts and what it shows (issue 13)', () => {
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
      expect(res.body).not.toMatch(/someone|s1|half/);
    }
    expect((await get('/dist/mf-booking/b1/remoteEntry.js')).statusCode).toBe(200);
    expect((await get('/dist/shell/s1/index.html')).statusCode).toBe(200);
  });

  it('writes its own origin into robots.txt and sitemap.xml, never a Host or X-Forwarded-Host', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const robots = await get('/robots.txt', forged);
    expect(robots.body).toContain(`Sitemap: ${base}/sitemap.xml`);
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
      const server = await listening({ trustProxy, siteUrl: undefined, requestTimeoutMs: 10_000 }, (app) =>
        app.get('/ip-for-test', async (request) => request.ip),
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
