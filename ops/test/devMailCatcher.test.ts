import http from 'node:http';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { startMailCatcher, type MailCatcher } from '@hospital/api/dev/mail-catcher';
import { isLocalRequest, registerMailCatcherPages } from '@hospital/api/dev/mail-catcher-pages';
import { createSiteServer } from '../src/server/createSiteServer';
import { isLoopbackHost, mailCatcherRefusal } from '../src/server/devMailCatcher';
import { deploy } from '../src/registry/deploy';
import type { SiteConfig } from '../src/server/siteConfig';
import { withTempDist } from './fixtures';
import { writeShellBuild } from './renderers';

// docs/decisions.md, issue 24: the mail catcher shows every patient's mails, so it runs only where
// `npm start` runs for development, and its pages answer only this machine, with the printed token.

const temp = withTempDist();
const TOKEN = 'k'.repeat(43);
let catcher: MailCatcher;
let site: FastifyInstance;
let port = 0;

async function siteWithCatcher(
  trustProxy: SiteConfig['trustProxy'],
  token = TOKEN,
): Promise<FastifyInstance> {
  const app = await createSiteServer({
    config: { trustProxy, siteUrl: undefined, requestTimeoutMs: 10_000 },
    rendering: {
      origin: () => 'https://medika.example',
      apiBaseUrl: () => 'http://127.0.0.1:9/api/',
      dataBudgetMs: 300,
      streamBudgetMs: 1000,
      cacheSeconds: 30,
    },
    mountApi: (instance) => registerMailCatcherPages(instance, catcher, { token }),
  });
  // On every interface, so that the tests can also come from this machine's other address.
  await app.listen({ port: 0, host: '0.0.0.0' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  return app;
}

beforeEach(async () => {
  writeShellBuild(temp.dist(), 's1');
  await deploy('shell', 's1');
  catcher = await startMailCatcher({ port: 0 });
  await nodemailer
    .createTransport({ host: '127.0.0.1', port: catcher.port, secure: false, ignoreTLS: true })
    .sendMail({
      from: 'noreply@medika.example',
      to: 'dewi@example.com',
      subject: 'Janji temu tercatat (kode ABCDEFGHJK)',
      text: 'Dewi Lestari',
      icalEvent: { filename: 'janji.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
    });
  // A hop count trusts whatever peer sends X-Forwarded-For (request.ip is then that header's): it must
  // still not open the page.
  site = await siteWithCatcher(1);
});
afterEach(async () => {
  await site?.close();
  await catcher?.close();
});

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** Real HTTP to the site from `host` (the peer address the site sees). */
function get(host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host, port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      })
      .on('error', reject);
  });
}

/** An address of this machine other than loopback: a connection to it comes from "another machine". */
/** The site's 404 page for `url` (the test shell writes the URL it rendered into the page). */
const notFoundPageFor = (unknown: Answer, url: string) =>
  unknown.body.replace('"url":"/dev/nothing-here"', `"url":${JSON.stringify(url)}`);

const otherAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((net) => net && !net.internal && net.family === 'IPv4')?.address;

describe('the mail catcher is refused outside development', () => {
  it('refuses `npm run serve`, NODE_ENV=production and a HOST other machines can reach, saying why', () => {
    expect(mailCatcherRefusal({}, '127.0.0.1')).toBeNull();
    expect(mailCatcherRefusal({ npm_lifecycle_event: 'start' }, 'localhost')).toBeNull();
    expect(mailCatcherRefusal({}, '::1')).toBeNull();
    expect(mailCatcherRefusal({ npm_lifecycle_event: 'serve' }, '127.0.0.1')).toMatch(/npm run serve/);
    expect(mailCatcherRefusal({ NODE_ENV: 'production' }, '127.0.0.1')).toMatch(/NODE_ENV=production/);
    expect(mailCatcherRefusal({}, '0.0.0.0')).toMatch(/HOST=0\.0\.0\.0 is not a loopback address/);
    expect(mailCatcherRefusal({}, '192.0.2.2')).toMatch(/not a loopback address/);
    expect(mailCatcherRefusal({}, '::')).toMatch(/not a loopback address/);
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['0.0.0.0', '::', '10.0.0.1', '::ffff:10.0.0.1', 'example.com'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the mail catcher pages', () => {
  const withToken = (path: string, token = TOKEN) => `${path}?token=${token}`;
  const PAGES = ['/dev/mail', '/dev/mail/1', '/dev/mail/1/html', '/dev/mail/1/attachment/0'];

  it('count as local only from loopback, by the peer address, and never through a proxy', () => {
    for (const peer of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])
      expect([peer, isLocalRequest(peer, {})]).toEqual([peer, true]);
    for (const peer of [undefined, '', '203.0.113.7', '192.0.2.2', '::ffff:203.0.113.7', 'fd00::2', '::'])
      expect([peer, isLocalRequest(peer, {})]).toEqual([peer, false]);
    // A proxy on this machine forwards other machines' requests: its peer address is loopback.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect([header, isLocalRequest('127.0.0.1', { [header]: '203.0.113.7' })]).toEqual([header, false]);
  });

  (otherAddress ? it : it.skip)(
    `are a 404 like any unknown page from another address (${otherAddress}), with the token and a forged X-Forwarded-For`,
    async () => {
      const host = otherAddress as string;
      const unknown = await get(host, '/dev/nothing-here');
      expect(unknown.status).toBe(404);
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
        for (const url of PAGES.flatMap((page) => [page, withToken(page)])) {
          const res = await get(host, url, headers);
          expect([url, res.status, res.body]).toEqual([url, 404, notFoundPageFor(unknown, url)]);
        }
      }
    },
  );

  it('are a 404 on this machine without the token, with a wrong one, and through a proxy', async () => {
    const unknown = await get('127.0.0.1', '/dev/nothing-here');
    expect(unknown.status).toBe(404);
    const tries: { url: string; headers?: Record<string, string> }[] = [
      ...PAGES.map((url) => ({ url })),
      { url: withToken('/dev/mail', 'wrong') },
      { url: withToken('/dev/mail/1', `${TOKEN.slice(1)}x`) },
      { url: `/dev/mail?token=${TOKEN}&token=${TOKEN}` },
      { url: withToken('/dev/mail'), headers: { 'x-forwarded-for': '203.0.113.7' } },
      { url: withToken('/dev/mail'), headers: { forwarded: 'for=203.0.113.7' } },
    ];
    for (const { url, headers } of tries) {
      const res = await get('127.0.0.1', url, headers);
      expect([url, headers, res.status, res.body]).toEqual([
        url,
        headers,
        404,
        notFoundPageFor(unknown, url),
      ]);
    }
  });

  it('open on this machine with the printed token, their links carrying it, sent nowhere else', async () => {
    const list = await get('127.0.0.1', withToken('/dev/mail'));
    expect(list.status).toBe(200);
    expect(list.body).toContain(
      `<a href="/dev/mail/1?token=${TOKEN}">Janji temu tercatat (kode ABCDEFGHJK)</a>`,
    );
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['referrer-policy']).toBe('no-referrer');
    const mail = await get('127.0.0.1', withToken('/dev/mail/1'));
    expect(mail.body).toContain('Dewi Lestari');
    expect(mail.body).toContain(`href="/dev/mail/1/attachment/0?token=${TOKEN}"`);
    const ics = await get('127.0.0.1', withToken('/dev/mail/1/attachment/0'));
    expect([ics.status, ics.body]).toEqual([200, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR']);
  });

  it('refuse a short token', async () => {
    const other = await siteWithCatcher(false, 'short').catch((error: unknown) => error);
    expect(String(other)).toMatch(/token of at least 32 characters/);
  });
});
