import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { deploy, rollback } from '../src/registry/deploy';
import { createSiteServer } from '../src/server/createSiteServer';
import { withTempDist } from './fixtures';
import { writeShellBuild } from './renderers';
import { writeRemoteBuild } from './remoteBuild';

/*
 * The shell's starter is inline in every page (docs/decisions.md, "the starter inline"): the page's
 * Content-Security-Policy allows exactly that script by its sha256, which the site server computes from
 * the text the shell build that wrote the page declares; never 'unsafe-inline'. A deploy or rollback of
 * the shell changes the text and the hash in the same response, and a page from the HTML cache keeps
 * the policy of the HTML it holds.
 */

const temp = withTempDist();
let app: FastifyInstance;
let base = '';

// Two starters as a build writes them (minified, one line), differing as two releases' would.
const STARTER_1 = '!function(){var t=document.currentScript;window.__s="1"}();';
const STARTER_2 = '!function(){var t=document.currentScript;window.__s="2"}();';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Real HTTP; a compressed body is decompressed here, so what the browser reads is what is checked. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(base + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          const body =
            coding === 'br' ? zlib.brotliDecompressSync(raw) : coding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

/** The texts of the page's inline scripts that run (no src; no type: the fixtures write no other). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/\btype=/.test(attributes))
    .map((match) => match[2]);
}

/** The hash sources of `script-src` in a Content-Security-Policy header. */
function scriptHashes(policy: string | undefined): string[] {
  const scriptSrc = (policy ?? '').split(';').find((directive) => directive.startsWith('script-src '));
  return (scriptSrc ?? '').split(' ').filter((source) => source.startsWith("'sha256-"));
}

/** What a browser would compute for the text of an inline script (CSP Level 3, "Does element match"). */
function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

beforeEach(async () => {
  writeShellBuild(temp.dist(), 's1', { starter: STARTER_1 });
  await deploy('shell', 's1');
  writeRemoteBuild(temp.dist(), 'mf-content', 'c1', {
    routes: [
      { path: '/', layout: 'default' },
      { path: '/news/:slug', layout: 'default' },
    ],
    js: ['__federation_expose_app.c1.js'],
    css: [],
  });
  await deploy('mf-content', 'c1');
  app = await createSiteServer({
    rendering: {
      apiBaseUrl: () => 'http://127.0.0.1:9/api/',
      dataBudgetMs: 300,
      streamBudgetMs: 1000,
      cacheSeconds: 30,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  await app.close();
});

describe('the inline starter and the Content-Security-Policy', () => {
  it("allows the page's one inline script by its hash, and nothing inline else", async () => {
    const page = await get('/news/tips', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(inlineScripts(page.body)).toEqual([STARTER_1]);
    const policy = page.headers['content-security-policy'];
    expect(scriptHashes(policy)).toEqual([sha256Source(STARTER_1)]);
    expect(policy).toContain(`script-src 'self' ${sha256Source(STARTER_1)};`);
    expect(policy).not.toContain('unsafe-inline');
    // One header, not helmet's site-wide one beside it.
    expect(policy?.match(/script-src/g)).toHaveLength(1);
  });

  it('sends a page from the HTML cache with the policy of the HTML it holds, in every coding', async () => {
    await get('/news/tips');
    for (const coding of ['br', 'gzip', 'identity']) {
      const page = await get('/news/tips', { 'accept-encoding': coding });
      expect([coding, page.headers['x-render-cache']]).toEqual([coding, 'hit']);
      expect(inlineScripts(page.body)).toEqual([STARTER_1]);
      expect(scriptHashes(page.headers['content-security-policy'])).toEqual([sha256Source(STARTER_1)]);
    }
  });

  it("a deploy and a rollback of the shell switch the starter's text and its hash together", async () => {
    await get('/news/tips');
    writeShellBuild(temp.dist(), 's2', { starter: STARTER_2 });
    await deploy('shell', 's2');
    const deployed = await get('/news/tips');
    expect(deployed.body).toContain('<header>shell s2</header>');
    expect(inlineScripts(deployed.body)).toEqual([STARTER_2]);
    expect(scriptHashes(deployed.headers['content-security-policy'])).toEqual([sha256Source(STARTER_2)]);

    await rollback('shell');
    const rolledBack = await get('/news/tips');
    expect(rolledBack.body).toContain('<header>shell s1</header>');
    expect(inlineScripts(rolledBack.body)).toEqual([STARTER_1]);
    expect(scriptHashes(rolledBack.headers['content-security-policy'])).toEqual([sha256Source(STARTER_1)]);
  });

  it('a rollback to a shell from before the inline starter allows no inline script at all', async () => {
    writeShellBuild(temp.dist(), 's0');
    await deploy('shell', 's0');
    const page = await get('/news/tips');
    expect(page.body).toContain('<script defer src="/dist/shell/s0/main.js"></script>');
    expect(inlineScripts(page.body)).toEqual([]);
    expect(scriptHashes(page.headers['content-security-policy'])).toEqual([]);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it("the shell's 404 page carries the starter and its hash too", async () => {
    const page = await get('/no/such/page');
    expect(page.status).toBe(404);
    expect(inlineScripts(page.body)).toEqual([STARTER_1]);
    expect(scriptHashes(page.headers['content-security-policy'])).toEqual([sha256Source(STARTER_1)]);
  });

  it('a shell whose documents lack the inline script it declares is not deployed', async () => {
    writeShellBuild(temp.dist(), 's3', { starter: STARTER_2, declared: STARTER_1 });
    await expect(deploy('shell', 's3')).rejects.toThrow(/lacks an inline script it declares/);
    const page = await get('/news/tips');
    expect(page.body).toContain('<header>shell s1</header>');
  });
});
