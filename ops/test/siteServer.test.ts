import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../src/server/createSiteServer';
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
      .get(base + url, { headers }, (res) => {
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
