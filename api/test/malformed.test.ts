/**
 * docs/decisions.md, issue 24 (item 4): a request Node cannot parse (a chunked body whose chunk size is
 * not hexadecimal) ends its socket while the request's hooks still run. Nothing may then read the
 * vanished client address (the rate limit's key) or log an error: the client is gone, and a 400 is
 * all it could have been told.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TestApi, TOKEN } from './support/harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `request` as it is over a new connection; resolves with what came back when it closed. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(answer));
    socket.write(request);
    setTimeout(() => socket.destroy(), 5000).unref();
  });
}

function malformedChunked(port: number, route: string): string {
  return [
    `POST /${route.replace(/^\//, '')} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Authorization: Bearer ${TOKEN}`,
    'Content-Type: application/json',
    'Transfer-Encoding: chunked',
    '',
    'zz',
    '{"email":"x@example.com"}',
    '0',
    '',
    '',
  ].join('\r\n');
}

/** Lines of the pino log at level error (50) or above. */
function errorLines(logFile: string): string[] {
  if (!fs.existsSync(logFile)) return [];
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
}

/** The routes each kind of limit guards: a write, a patient, a booking, a cancel, a data-rights call. */
const ROUTES = [
  'web/newsletter',
  'web/contactus',
  'medika.patient',
  'medika.appointment',
  'medika.appointment/ABCDEFGHJK/cancel',
  'medika.appointment/ABCDEFGHJK/erase',
];

// Standalone (the API's first hook runs while the socket is open) and mounted under /api as the
// site server does (its hooks run first, so the API's find the socket destroyed).
describe.each([
  { name: 'the API on its own', prefix: '' },
  { name: 'the API mounted under /api', prefix: '/api' },
])('a malformed chunked body on the rate-limited routes: $name', ({ prefix }) => {
  const api = new TestApi('pglite');
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'medika-malformed-')), 'api.log');
  // At warn, as the site logs: at info the "incoming request" line reads the address while the
  // socket is still open, and Node keeps it.
  beforeAll(
    () => api.start({ logFile, logLevel: 'warn', ...(prefix ? { mountPrefix: prefix } : {}) }),
    60_000,
  );
  afterAll(() => api.stop());

  it('answers 400 or nothing, never 500, and logs no error', async () => {
    const port = Number(new URL(api.baseUrl).port);
    const answers: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      answers.push(
        ...(await Promise.all(
          ROUTES.map((route) => rawRequest(port, malformedChunked(port, `${prefix.slice(1)}/${route}`))),
        )),
      );
    }
    await sleep(500);
    const statuses = answers.map((answer) => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'closed');
    expect(statuses.filter((status) => status !== '400' && status !== 'closed')).toEqual([]);
    expect(errorLines(logFile)).toEqual([]);
    // And the API keeps answering, its limits still counted per client.
    expect((await api.get(`${prefix}/health`, { token: null })).status).toBe(200);
  });
});
