/**
 * docs/decisions.md, issue 13 beyond input: short-lived patient handles, rate limits on look-up and cancel, slow
 * request bodies, untrusted proxy headers, logs without personal data, private data files and keys.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseKey, resolveSecrets } from '../src/security/secrets';
import {
  appointmentBody,
  createPatient,
  doctorsWithoutLeave,
  openSessions,
  patientInput,
} from './support/booking';
import { describeApi, TestApi, type ErrorBody } from './support/harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeApi(
  'patient handles expire',
  (api) => {
    it('refuses a handle after its time, with a message that says to send the details again', async () => {
      const [doctor] = await doctorsWithoutLeave(api);
      const [slot] = await openSessions(api, `doctor_id=${doctor.id}`);
      const patient = await createPatient(api);
      expect(Date.parse(patient.handle_expires_at) - Date.now()).toBeLessThanOrEqual(1000);
      await sleep(1500);
      const res = await api.post<ErrorBody>('medika.appointment?lang=en', appointmentBody(patient, slot));
      expect([res.status, res.body.error.fields]).toEqual([
        400,
        { patientHandle: 'The patient details have expired. Please send them again.' },
      ]);
    });
  },
  { config: { patientHandleTtlSeconds: 1 }, only: ['pglite'] },
);

describeApi(
  'rate limits of look-up and cancel, proxy headers not trusted',
  (api) => {
    it('limits look-ups and cancels per IP (429, Retry-After, in both languages), even with forged X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await api.get(`medika.appointment/ABCDEFGHJK?born_date=1970-01-01`, {
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      const limited = await api.get<ErrorBody>('medika.appointment/ABCDEFGHJK?born_date=1970-01-01&lang=en');
      expect(limited.body.error).toEqual({
        code: 'rate_limited',
        message: 'Too many requests. Please try again in a moment.',
      });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const id = await api.get<ErrorBody>('medika.appointment/ABCDEFGHJK?born_date=1970-01-01');
      expect(id.body.error.message).toBe('Terlalu banyak permintaan. Silakan coba lagi sebentar lagi.');
      const cancels: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        cancels.push(
          (
            await api.post(
              'medika.appointment/ABCDEFGHJK/cancel',
              { bornDate: '1970-01-01' },
              {
                headers: { 'x-forwarded-for': `198.51.100.${i}` },
              },
            )
          ).status,
        );
      }
      expect(cancels).toEqual([404, 404, 404, 429]);
    });

    it('counts writes per client address: a rotating X-Forwarded-For does not reset the limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await api.post(
          'web/newsletter',
          { email: `xff${i}@example.com` },
          {
            headers: { 'x-forwarded-for': `192.0.2.${i}` },
          },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    });
  },
  { config: { rateLimitLookupsPerMinute: 3, rateLimitWritesPerMinute: 3 }, only: ['pglite'] },
);

describeApi(
  'slow request bodies',
  (api) => {
    it('cuts off 20 bodies sent a byte every 5 s, and keeps answering everyone else', async () => {
      const { port } = new URL(api.baseUrl);
      const started = Date.now();
      const sockets = Array.from({ length: 20 }, () => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('error', () => undefined);
        const closed = new Promise<{ at: number; answer: string }>((resolve) =>
          socket.once('close', () => resolve({ at: Date.now() - started, answer })),
        );
        socket.write(
          [
            'POST /web/contactus HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            'Authorization: Bearer medika-web-public-2026',
            'Content-Type: application/json',
            'Content-Length: 100',
            '',
            '{',
          ].join('\r\n'),
        );
        const drip = setInterval(() => socket.writable && socket.write(' '), 5000);
        void closed.then(() => clearInterval(drip));
        return closed;
      });
      // Meanwhile the API answers others at once.
      const health = await api.get('health', { token: null });
      expect(health.status).toBe(200);
      const closed = await Promise.all(sockets);
      for (const { at, answer } of closed) {
        // requestTimeoutMs 2000, checked every second.
        expect(at).toBeLessThan(4500);
        expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
      }
      expect((await api.get('health', { token: null })).status).toBe(200);
    }, 20_000);
  },
  { config: { requestTimeoutMs: 2000 }, only: ['pglite'] },
);

describe('logs without personal data', () => {
  const api = new TestApi('pglite');
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'medika-log-')), 'api.log');
  beforeAll(() => api.start({ logFile }), 60_000);
  afterAll(() => api.stop());

  it('logs a failed query (with a NIK as parameter, and a row of personal data) with no value in it', async () => {
    const nik = '3273019988776655';
    await api.failingQuery(nik);
    // A failing insert of a patient: PostgreSQL's error detail quotes the whole row.
    await api.sql(`alter table patients add constraint test_refuse_all check (false) not valid`);
    const input = patientInput({
      fullName: 'Rahasia Pribadi',
      phone: '081299887766',
      email: 'rahasia@example.com',
      bornDate: '1977-07-07',
      nik,
    });
    const failed = await api.post<ErrorBody>('medika.patient', input);
    expect(failed.status).toBe(500);
    await api.sql('alter table patients drop constraint test_refuse_all');
    // A look-up with the birth date in the URL.
    await api.get(`medika.appointment/ABCDEFGHJK?born_date=1977-07-07`);
    await sleep(300);
    const log = fs.readFileSync(logFile, 'utf8');
    expect(log).toMatch(/Failed query: select \$1::integer/);
    expect(log).toMatch(/"code":"22003"/);
    expect(log).toMatch(/"code":"23514"/);
    for (const secret of [nik, 'Rahasia', '81299887766', 'rahasia@example.com', '1977-07-07', 'ABCDEFGHJK']) {
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    }
    expect(log).toContain('born_date=[redacted]');
  });
});

describe('data files and keys', () => {
  it('makes the PGlite data directory 0700 and its files 0600, also those an older start left open', async () => {
    const api = new TestApi('pglite');
    api.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-modes-'));
    fs.cpSync(process.env.API_TEST_PGLITE_TEMPLATE!, api.dataDir, { recursive: true });
    // As PGlite left them under umask 0.
    const loosen = (dir: string) => {
      fs.chmodSync(dir, 0o777);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) loosen(full);
        else fs.chmodSync(full, 0o666);
      }
    };
    loosen(api.dataDir);
    await api.spawn();
    try {
      // Writes make PGlite create and change files while it runs.
      for (let i = 0; i < 5; i += 1) await createPatient(api);
      await api.sql('checkpoint');
      const loose: string[] = [];
      const walk = (dir: string) => {
        if ((fs.statSync(dir).mode & 0o777) !== 0o700)
          loose.push(`${dir} ${(fs.statSync(dir).mode & 0o777).toString(8)}`);
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if ((fs.statSync(full).mode & 0o077) !== 0)
            loose.push(`${full} ${(fs.statSync(full).mode & 0o777).toString(8)}`);
        }
      };
      walk(api.dataDir);
      expect(loose).toEqual([]);
    } finally {
      await api.stop();
    }
  });

  it('generates the keys once into a 0600 file beside the data directory, and takes the environment first', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-keys-'));
    const dataDir = path.join(dir, 'data');
    const first = resolveSecrets({}, dataDir);
    const file = `${dataDir}.keys.json`;
    expect(first.source).toEqual({ kind: 'file', file, created: true });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = resolveSecrets({}, dataDir);
    expect(again.source.created).toBe(false);
    expect(again.nikEncryptionKey.equals(first.nikEncryptionKey)).toBe(true);
    expect(again.tokenSecret.equals(first.tokenSecret)).toBe(true);
    fs.chmodSync(file, 0o644);
    resolveSecrets({}, dataDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const key = 'ab'.repeat(32);
    const fromEnv = resolveSecrets(
      { NIK_ENCRYPTION_KEY: key, NIK_HMAC_KEY: key, TOKEN_SECRET: key },
      dataDir,
    );
    expect(fromEnv.source).toEqual({ kind: 'environment' });
    expect(fromEnv.nikEncryptionKey.toString('hex')).toBe(key);
    expect(resolveSecrets({}, 'memory').source).toEqual({ kind: 'ephemeral' });
    expect(() => parseKey('too-short', 'NIK_ENCRYPTION_KEY')).toThrow(/NIK_ENCRYPTION_KEY must be 32 bytes/);
    expect(parseKey(Buffer.alloc(32, 7).toString('base64'), 'X')).toEqual(Buffer.alloc(32, 7));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
