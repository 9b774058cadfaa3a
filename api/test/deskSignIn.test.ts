/**
 * docs/decisions.md, issue 24: the desk staff's sign-in at OWASP ASVS 5.0 level 2 (V6 authentication,
 * V7 session management). Wrong passwords slow down one username *on one client* (growing delays),
 * never the desk for everyone; personal accounts with a supervisor per hospital; a TOTP second factor
 * with one-time recovery codes, enrolled at the first sign-in; the CSRF token bound to its session;
 * a new session token at each step; sign out everywhere; a supervisor ends a colleague's sign-ins.
 * Each person is made for its test (support/desk.ts), so no test's attempts touch another's.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import argon2 from 'argon2';
import type {
  DeskEnrolled,
  DeskLoginResult,
  DeskSessionState,
  DeskSignedIn,
  DeskSignedOut,
  DeskSignIn,
} from '@hospital/contract';
import {
  DESK_SECOND_FACTOR_MINUTES,
  DESK_SESSION_HOURS,
  DESK_SESSION_IDLE_MINUTES,
  signInDelaySeconds,
} from '@hospital/domain';
import { TEST_SECRETS_ENV } from '../src/config';
import { DEMO_RECOVERY_CODES, RETIRED_DEMO_ACCOUNTS } from '../src/seed/demoStaff';
import { createStaff, demoStaff, DeskClient, totpCode, type TestStaff } from './support/desk';
import { describeApi, type ErrorBody, type ItemBody, type ListBody, type TestApi } from './support/harness';

const run = promisify(execFile);
const DESK_STAFF = path.join(__dirname, '../src/bin/deskStaff.ts');

/** `npm run desk-staff -w api -- …` on the test's database (the API process is stopped meanwhile). */
async function deskStaffCli(api: TestApi, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', DESK_STAFF, ...args], {
    env: {
      ...process.env,
      ...TEST_SECRETS_ENV,
      ...(api.dataDir ? { DATA_DIR: api.dataDir } : { DATABASE_URL: api.databaseUrl }),
    },
  });
  return stdout;
}

/** The server's clock, as a timestamp literal for test-only SQL. */
function serverTime(api: TestApi, plusMs = 0): string {
  return new Date(Date.now() + api.clockOffsetMs + plusMs).toISOString();
}

/** The wait of one client's next attempt is over (what 15 s to 30 min of real waiting would do). */
async function waitIsOver(api: TestApi, username: string): Promise<void> {
  await api.sql(
    `update staff_sign_in_attempts set next_attempt_at = '${serverTime(api, -1000)}' where username = '${username}'`,
  );
}

/**
 * A second sign-in of one person within one 30 s period: the code that period shows was used by the
 * first, so the server would refuse it (as it must: the replay test pins that). Here the test is
 * about something else, and forgets the used step instead of waiting for the next period.
 */
async function forgetUsedCode(api: TestApi, staff: TestStaff): Promise<void> {
  await api.sql(`update staff_accounts set totp_last_step = null where username = '${staff.username}'`);
}

/** A six-digit code that is not the one the app shows now. */
async function notTheCode(api: TestApi, staff: TestStaff): Promise<string> {
  return (await totpCode(api, staff.totpSecret!)) === '000000' ? '000001' : '000000';
}

function wrong(account: TestStaff): TestStaff {
  return { ...account, password: `${account.password}-wrong` };
}

const sessionCookie = (desk: DeskClient) => desk.cookies.get('desk_session');

describeApi('docs/decisions.md, issue 24: desk staff sign-in (ASVS 5.0 L2, V6 and V7)', (api) => {
  describe('wrong passwords slow down one client, never the desk', () => {
    it('an attacker elsewhere cannot lock a desk out: after six wrong passwords from one address, the person signs in from another', async () => {
      const ayu = await createStaff(api);
      const attacker = new DeskClient(api, '127.0.0.2');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await attacker.password(wrong(ayu))).status);
      // Three free typing errors, then slowed: the right password too is refused on that client.
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
      expect((await attacker.password(ayu)).status).toBe(429);
      const desk = new DeskClient(api);
      const right = await desk.signIn(ayu);
      expect(right.status).toBe(200);
      console.log(
        `[desk sign-in ${api.backend}] attacker on 127.0.0.2: ${statuses.join(', ')}; the desk on 127.0.0.1: ${right.status}`,
      );
    });

    it('behind the same address as the attacker, a browser where the person signed in before still signs in; a new one waits', async () => {
      const dewi = await createStaff(api);
      const usual = new DeskClient(api);
      expect((await usual.signIn(dewi)).status).toBe(200);
      expect((await usual.send('POST', 'logout', {})).status).toBe(200);
      // Same address, no device cookie of Dewi's: counted on the address.
      const attacker = new DeskClient(api);
      for (let i = 0; i < 5; i += 1) await attacker.password(wrong(dewi));
      const stranger = new DeskClient(api);
      const slowed = await stranger.password(dewi);
      expect([slowed.status, (slowed.body as unknown as ErrorBody).error.code]).toEqual([
        429,
        'too_many_attempts',
      ]);
      expect((slowed.body as unknown as ErrorBody).error.message).toMatch(
        /Dari komputer yang pernah Anda pakai untuk masuk, Anda tetap dapat masuk\.$/,
      );
      const back = await usual.password(dewi);
      expect([back.status, back.body.data.step]).toEqual([200, 'second_factor']);
      // A made-up device cookie is worth nothing: it is counted on the address like no cookie.
      const forger = new DeskClient(api);
      forger.cookies.set('desk_device', 'made-up-device-id');
      expect((await forger.password(dewi)).status).toBe(429);
    });

    it('the waits grow: 3 free, then 15 s, 30 s, 60 s, 120 s, … (Retry-After), and the same for a username that does not exist', async () => {
      const budi = await createStaff(api, { companyId: 2 });
      for (const username of [budi.username, 'nobody.cianjur']) {
        const client = new DeskClient(api, '127.0.0.3');
        const account = { username, password: 'not-the-password' };
        const expected = [3, 4, 5, 6, 7].map((n) => signInDelaySeconds(n));
        expect(expected).toEqual([15, 30, 60, 120, 240]);
        // When the attempt that set the wait was sent: the wait announced is the schedule's, less
        // the seconds gone since (Retry-After is rounded up to the second).
        let sentAt = 0;
        const free = [];
        for (let i = 0; i < 3; i += 1) {
          sentAt = Date.now();
          free.push((await client.password(account)).status);
        }
        expect(free).toEqual([401, 401, 401]);
        const waits: number[] = [];
        for (const [i, delay] of expected.entries()) {
          const refused = await client.password(account);
          expect(refused.status).toBe(429);
          const wait = Number(refused.headers.get('retry-after'));
          waits.push(wait);
          expect([i, wait <= delay, wait >= delay - Math.ceil((Date.now() - sentAt) / 1000)]).toEqual([
            i,
            true,
            true,
          ]);
          await waitIsOver(api, username);
          sentAt = Date.now();
          expect((await client.password(account)).status).toBe(401);
        }
        console.log(`[desk sign-in ${api.backend}] ${username}: waits ${waits.join(', ')} s`);
      }
      // A right password clears the client's count.
      const client = new DeskClient(api, '127.0.0.4');
      for (let i = 0; i < 2; i += 1) await client.password(wrong(budi));
      expect((await client.password(budi)).status).toBe(200);
      const [row] = await api.sql<{ n: string }>(
        `select count(*) as n from staff_sign_in_attempts where username = '${budi.username}' and client = 'ip:127.0.0.4'`,
      );
      expect(Number(row.n)).toBe(0);
      // Thirty-odd sign-in attempts, each an argon2id check: slow on a machine shared by many runs.
    }, 180_000);

    it('parallel guesses from one client wait their turn: of 20 at once, 3 are checked', async () => {
      const rina = await createStaff(api, { companyId: 2 });
      const client = new DeskClient(api, '127.0.0.5');
      await client.send('GET', 'session');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          client.send('POST', 'login', { username: rina.username, password: 'guess' }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    });
  });

  describe('the second factor: TOTP and one-time recovery codes', () => {
    it('the password alone opens nothing; the right code signs in; a wrong code does not', async () => {
      const staff = await createStaff(api);
      const desk = new DeskClient(api);
      const first = await desk.password(staff);
      expect(first.body.data).toEqual({
        step: 'second_factor',
        enrolment: null,
        csrf_token: expect.any(String),
      });
      for (const path of ['me', 'sessions', 'sign-ins'])
        expect([path, (await desk.send('GET', path)).status]).toEqual([path, 401]);
      expect((await desk.send('POST', 'check-in', { code: 'MDK-X' })).status).toBe(401);
      const state = await desk.send<ItemBody<DeskSessionState>>('GET', 'session');
      expect([state.body.data.step, state.body.data.staff]).toEqual(['second_factor', null]);

      const bad = await desk.secondFactor(await notTheCode(api, staff));
      expect([bad.status, (bad.body as unknown as ErrorBody).error.code]).toEqual([401, 'wrong_code']);
      const shape = await desk.secondFactor('12345');
      expect([shape.status, (shape.body as unknown as ErrorBody).error.fields]).toEqual([
        400,
        { code: 'Isi 6 angka yang tampil di aplikasi autentikator.' },
      ]);
      // A code of a period still to come is refused: only the current one (and the last 5 s of the previous).
      expect((await desk.secondFactor(await totpCode(api, staff.totpSecret!, 2))).status).toBe(401);
      const right = await desk.secondFactor(await totpCode(api, staff.totpSecret!));
      expect(right.status).toBe(200);
      expect(right.body.data.staff).toEqual({
        username: staff.username,
        display_name: expect.any(String),
        role: 'desk',
        company: { id: 1, name: expect.stringContaining('Bandung') },
      });
      expect((await desk.send('GET', 'me')).status).toBe(200);
      const events = await api.sql<{ action: string; detail: { method: string } }>(
        `select e.action, e.detail from desk_events e join staff_accounts a on a.id = e.staff_id where a.username = '${staff.username}'`,
      );
      expect(events).toEqual([{ action: 'sign_in', detail: { method: 'totp', address: '127.0.0.1' } }]);
    });

    it('a code is good once: the same code again (or an older one) is refused, and of two sign-ins sending one code at once only one passes', async () => {
      const staff = await createStaff(api);
      const code = await totpCode(api, staff.totpSecret!);
      const desk = new DeskClient(api);
      await desk.password(staff);
      expect((await desk.secondFactor(code)).status).toBe(200);
      await desk.send('POST', 'logout', {});
      await desk.password(staff);
      const replayed = await desk.secondFactor(code);
      expect([replayed.status, (replayed.body as unknown as ErrorBody).error.message]).toEqual([
        401,
        'Kode salah atau sudah dipakai. Tunggu kode berikutnya di aplikasi, lalu coba lagi.',
      ]);
      expect((await desk.secondFactor(await totpCode(api, staff.totpSecret!, -1))).status).toBe(401);

      const racer = await createStaff(api);
      const a = new DeskClient(api);
      const b = new DeskClient(api, '127.0.0.6');
      await a.password(racer);
      await b.password(racer);
      const same = await totpCode(api, racer.totpSecret!);
      const results = await Promise.all([a.secondFactor(same), b.secondFactor(same)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('an attempt with no wait due is never refused by another attempt stamped a moment after its own clock', async () => {
      // Two requests at once: the one that read its clock first may get the row second, after the other
      // stamped it with a later time. Stamped here 2 s ahead, as a failure with no wait due (the first of 3 free).
      const staff = await createStaff(api);
      const desk = new DeskClient(api, '127.0.0.11');
      expect((await desk.password(staff)).status).toBe(200);
      await api.sql(
        `update staff_accounts set factor_failures = 1, factor_next_attempt_at = now() + interval '2 seconds' where username = '${staff.username}'`,
      );
      expect((await desk.secondFactor('000001')).status).toBe(401);

      // The password step the same way: one wrong password (the first of 3 free), stamped 2 s ahead.
      await desk.send('POST', 'logout', {});
      expect((await desk.password({ ...staff, password: 'not-the-password' })).status).toBe(401);
      const stamped = await api.sql(
        `update staff_sign_in_attempts set next_attempt_at = now() + interval '2 seconds' where username = '${staff.username}' and failures = 1 returning failures`,
      );
      expect(stamped).toHaveLength(1);
      expect((await desk.password(staff)).status).toBe(200);
    });

    it('wrong codes are slowed on the account: 3 free, then 15 s, whatever client sends them', async () => {
      const staff = await createStaff(api);
      const statuses: number[] = [];
      for (const from of ['127.0.0.7', '127.0.0.8', '127.0.0.9', '127.0.0.10']) {
        const client = new DeskClient(api, from);
        await client.password(staff);
        statuses.push((await client.secondFactor('000001')).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('a recovery code signs in once; the demo account of README.md signs in with its documented secret and codes', async () => {
      const ayu = demoStaff('ayu.bandung');
      const desk = new DeskClient(api);
      expect((await desk.password(ayu)).status).toBe(200);
      const [code] = DEMO_RECOVERY_CODES;
      // Typed as it may be copied from paper: small letters, no dash, O for 0.
      const typed = code.toLowerCase().replace('-', ' ').replace(/0/g, 'o');
      const used = await desk.secondFactor(typed, 'recovery');
      expect(used.status).toBe(200);
      expect(used.body.data.recovery_codes_left).toBe(DEMO_RECOVERY_CODES.length - 1);
      await desk.send('POST', 'logout', {});
      await desk.password(ayu);
      const again = await desk.secondFactor(code, 'recovery');
      expect([again.status, (again.body as unknown as ErrorBody).error.message]).toEqual([
        401,
        'Kode pemulihan salah atau sudah dipakai.',
      ]);
      expect((await desk.secondFactor(await totpCode(api, ayu.totpSecret!))).status).toBe(200);
      const [stored] = await api.sql<{ h: string; s: string }>(
        `select min(r.code_hash) as h, a.totp_secret_encrypted as s from staff_recovery_codes r
           join staff_accounts a on a.id = r.staff_id where a.username = 'ayu.bandung' group by a.totp_secret_encrypted`,
      );
      expect(stored.h).toMatch(/^\$argon2id\$/);
      expect(stored.s).toMatch(/^v1\./);
      expect(stored.s).not.toContain(ayu.totpSecret);
      // The API's own password hashes keep the production cost (64 MiB, 3 passes, 4 lanes), whatever
      // cheaper hash the tests write for the people they make (support/desk.ts).
      const [seeded] = await api.sql<{ h: string }>(
        `select password_hash as h from staff_accounts where username = 'ayu.bandung'`,
      );
      expect(seeded.h).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
      // The shared accounts of issue 18 are no longer seeded.
      const shared = await api.sql(
        `select 1 from staff_accounts where username in ('desk.bandung', 'desk.cianjur')`,
      );
      expect(shared).toEqual([]);
    });

    it('a new account enrols at its first sign-in: key and QR code, the first code proves it, ten recovery codes shown once', async () => {
      const staff = await createStaff(api, { enrolled: false });
      const desk = new DeskClient(api);
      const first = await desk.password(staff);
      expect(first.body.data.step).toBe('enrol');
      const enrolment = first.body.data.enrolment!;
      expect(enrolment.otpauth_uri).toMatch(
        new RegExp(
          `^otpauth://totp/Medika%20Hospital:${staff.username.replace('.', '\\.')}\\?secret=[A-Z2-7]{32}&issuer=Medika%20Hospital`,
        ),
      );
      expect(enrolment.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
      expect(enrolment.qr_svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // A reload shows the same key.
      const state = await desk.send<ItemBody<DeskSessionState>>('GET', 'session');
      expect([state.body.data.step, state.body.data.enrolment?.secret]).toEqual(['enrol', enrolment.secret]);
      expect((await desk.send('POST', 'second-factor', { method: 'totp', code: '123456' })).status).toBe(401);

      const secret = enrolment.secret.replace(/ /g, '');
      const code = await totpCode(api, secret);
      const wrongCode = await desk.send<ErrorBody>('POST', 'enrol', {
        code: code === '000000' ? '000001' : '000000',
      });
      expect([wrongCode.status, wrongCode.body.error.code]).toEqual([401, 'wrong_code']);
      expect((await desk.send('GET', 'me')).status).toBe(401);
      const done = await desk.send<ItemBody<DeskEnrolled>>('POST', 'enrol', { code });
      expect(done.status).toBe(200);
      expect(done.body.data.recovery_codes).toHaveLength(10);
      for (const code of done.body.data.recovery_codes)
        expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(done.body.data.recovery_codes_left).toBe(10);
      expect((await desk.send('GET', 'me')).status).toBe(200);
      const hashes = await api.sql<{ h: string }>(
        `select r.code_hash as h from staff_recovery_codes r join staff_accounts a on a.id = r.staff_id where a.username = '${staff.username}'`,
      );
      expect(hashes).toHaveLength(10);
      for (const { h } of hashes) expect(h).toMatch(/^\$argon2id\$/);
      // From now on the second step asks for the code.
      await desk.send('POST', 'logout', {});
      expect((await desk.password(staff)).body.data).toEqual({
        step: 'second_factor',
        enrolment: null,
        csrf_token: expect.any(String),
      });
      const recovery = await desk.secondFactor(done.body.data.recovery_codes[3], 'recovery');
      expect([recovery.status, recovery.body.data.recovery_codes_left]).toEqual([200, 9]);
      // Ten argon2id hashes to make and several to check: minutes on a machine shared by many runs.
    }, 180_000);
  });

  describe('sessions: new ids, bound CSRF tokens, limits, signing out', () => {
    it('each step gets a new session id, and the one before it no longer works', async () => {
      const staff = await createStaff(api);
      const desk = new DeskClient(api);
      expect((await desk.signIn(staff)).status).toBe(200);
      const signedIn = sessionCookie(desk)!;
      // Signing in again from this browser ends the session it had.
      expect((await desk.password(staff)).status).toBe(200);
      const half = sessionCookie(desk)!;
      expect(half).not.toBe(signedIn);
      const old = new DeskClient(api);
      old.cookies.set('desk_session', signedIn);
      expect((await old.send('GET', 'me')).status).toBe(401);
      await forgetUsedCode(api, staff);
      expect((await desk.secondFactor(await totpCode(api, staff.totpSecret!))).status).toBe(200);
      const full = sessionCookie(desk)!;
      expect(full).not.toBe(half);
      const halfClient = new DeskClient(api);
      halfClient.cookies.set('desk_session', half);
      const state = await halfClient.send<ItemBody<DeskSessionState>>('GET', 'session');
      expect(state.body.data.step).toBe('signed_out');
      expect((await desk.send('GET', 'me')).status).toBe(200);
    });

    it('the CSRF token is bound to its session: a token (with its secret cookie) from another session is refused, and the one from before the sign-in too', async () => {
      const a = new DeskClient(api);
      const b = new DeskClient(api);
      await a.send('GET', 'session');
      const beforeSignIn = a.csrf;
      expect((await a.signIn()).status).toBe(200);
      expect((await b.signIn()).status).toBe(200);
      const late = { session_id: 1, minutes: 999 };
      // A's own token passes the CSRF check (and reaches validation: 400).
      expect((await a.send('POST', 'late', late)).status).toBe(400);
      // B's session with A's token and A's CSRF secret cookie: cookie tossing, refused.
      const tossed = new DeskClient(api);
      tossed.cookies.set('desk_session', b.cookies.get('desk_session')!);
      tossed.cookies.set('desk_csrf', a.cookies.get('desk_csrf')!);
      tossed.csrf = a.csrf;
      const refused = await tossed.send<ErrorBody>('POST', 'late', late);
      expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden']);
      const stale = await a.send<ErrorBody>('POST', 'late', late, false);
      expect(stale.status).toBe(403);
      a.csrf = beforeSignIn;
      expect((await a.send<ErrorBody>('POST', 'late', late)).status).toBe(403);
    });

    it('30 minutes idle and 10 hours at most; a half-open sign-in lives 5 minutes', async () => {
      const staff = await createStaff(api);
      const desk = new DeskClient(api);
      await desk.password(staff);
      const [half] = await api.sql<{ idle: string; total: string }>(
        `select extract(epoch from s.expires_at - s.created_at) as idle, extract(epoch from s.ends_at - s.created_at) as total
           from staff_sessions s join staff_accounts a on a.id = s.staff_id where a.username = '${staff.username}'`,
      );
      expect([Number(half.idle), Number(half.total)]).toEqual([
        DESK_SECOND_FACTOR_MINUTES * 60,
        DESK_SECOND_FACTOR_MINUTES * 60,
      ]);
      await desk.secondFactor(await totpCode(api, staff.totpSecret!));
      const [full] = await api.sql<{ idle: string; total: string }>(
        `select extract(epoch from s.expires_at - s.last_seen_at) as idle, extract(epoch from s.ends_at - s.created_at) as total
           from staff_sessions s join staff_accounts a on a.id = s.staff_id where a.username = '${staff.username}'`,
      );
      expect([Math.round(Number(full.idle)), Number(full.total)]).toEqual([
        DESK_SESSION_IDLE_MINUTES * 60,
        DESK_SESSION_HOURS * 3600,
      ]);
      const where = `staff_id = (select id from staff_accounts where username = '${staff.username}')`;
      await api.sql(`update staff_sessions set expires_at = '${serverTime(api, -1000)}' where ${where}`);
      expect((await desk.send('GET', 'me')).status).toBe(401);
      // Active but past its absolute limit: over too.
      await desk.password(staff);
      await forgetUsedCode(api, staff);
      await desk.secondFactor(await totpCode(api, staff.totpSecret!));
      expect((await desk.send('GET', 'me')).status).toBe(200);
      await api.sql(`update staff_sessions set ends_at = '${serverTime(api, -1000)}' where ${where}`);
      expect((await desk.send('GET', 'me')).status).toBe(401);
    });

    it('sign out everywhere ends every session of the person, this one too', async () => {
      const staff = await createStaff(api);
      const desks = [
        new DeskClient(api),
        new DeskClient(api, '127.0.0.11'),
        new DeskClient(api, '127.0.0.12'),
      ];
      for (const desk of desks) {
        expect((await desk.password(staff)).status).toBe(200);
      }
      for (const desk of desks) {
        await forgetUsedCode(api, staff);
        expect((await desk.secondFactor(await totpCode(api, staff.totpSecret!))).status).toBe(200);
      }
      const mine = await desks[1].send<ListBody<DeskSignIn>>('GET', 'sign-ins');
      expect(mine.body.data.results.map((s) => s.current).sort()).toEqual([false, false, true]);
      const out = await desks[0].send<ItemBody<DeskSignedOut>>('POST', 'logout-everywhere', {});
      expect([out.status, out.body.data.ended]).toEqual([200, 3]);
      for (const desk of desks) expect((await desk.send('GET', 'me')).status).toBe(401);
      const [event] = await api.sql<{ detail: { ended: number } }>(
        `select e.detail from desk_events e join staff_accounts a on a.id = e.staff_id
          where a.username = '${staff.username}' and e.action = 'sign_out_everywhere'`,
      );
      expect(event.detail.ended).toBe(3);
    });

    it('a supervisor sees the hospital’s sign-ins and ends a colleague’s; a desk cannot end anyone else’s; another hospital’s are out of reach', async () => {
      const supervisor = await createStaff(api, { role: 'supervisor' });
      const colleague = await createStaff(api);
      const other = await createStaff(api, { companyId: 2 });
      const boss = new DeskClient(api);
      const clerk = new DeskClient(api, '127.0.0.13');
      const elsewhere = new DeskClient(api, '127.0.0.14');
      expect((await boss.signIn(supervisor)).status).toBe(200);
      expect((await clerk.signIn(colleague)).status).toBe(200);
      expect((await elsewhere.signIn(other)).status).toBe(200);

      const list = await boss.send<ListBody<DeskSignIn>>('GET', 'sign-ins');
      const names = list.body.data.results.map((s) => s.staff.username);
      expect(names).toEqual(expect.arrayContaining([supervisor.username, colleague.username]));
      expect(names).not.toContain(other.username);
      const clerkRow = list.body.data.results.find((s) => s.staff.username === colleague.username)!;
      expect(clerkRow).toEqual({
        id: expect.any(Number),
        staff: { username: colleague.username, display_name: expect.any(String), role: 'desk' },
        since: expect.stringMatching(/\+07:00$/),
        last_seen: expect.stringMatching(/\+07:00$/),
        address: '127.0.0.13',
        current: false,
      });

      // The desk sees only its own sign-ins and cannot end the supervisor's.
      const own = await clerk.send<ListBody<DeskSignIn>>('GET', 'sign-ins');
      expect(own.body.data.results.map((s) => s.staff.username)).toEqual([colleague.username]);
      const bossRow = list.body.data.results.find((s) => s.current)!;
      for (const body of [{ id: bossRow.id }, { username: supervisor.username }]) {
        const refused = await clerk.send<ErrorBody>('POST', 'sign-ins/end', body);
        expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden']);
      }
      expect((await boss.send('GET', 'me')).status).toBe(200);

      // Another hospital's colleague: as if unknown.
      const far = await boss.send<ErrorBody>('POST', 'sign-ins/end', { username: other.username });
      expect(far.status).toBe(404);
      expect((await elsewhere.send('GET', 'me')).status).toBe(200);
      const none = await boss.send<ErrorBody>('POST', 'sign-ins/end', {});
      expect(none.status).toBe(400);

      const ended = await boss.send<ItemBody<{ ended: number }>>('POST', 'sign-ins/end', {
        username: colleague.username,
      });
      expect([ended.status, ended.body.data.ended]).toEqual([200, 1]);
      const after = await clerk.send<ErrorBody>('GET', 'sessions');
      expect([after.status, after.body.error.code]).toEqual([401, 'unauthorized']);
      const [event] = await api.sql<{ username: string; detail: { username: string; ended: number } }>(
        `select a.username, e.detail from desk_events e join staff_accounts a on a.id = e.staff_id
          where e.action = 'end_sign_ins' and e.detail->>'username' = '${colleague.username}'`,
      );
      expect(event).toEqual({
        username: supervisor.username,
        detail: { username: colleague.username, ended: 1 },
      });

      // One sign-in by its id.
      expect((await clerk.signIn(await createStaff(api))).status).toBe(200);
      const again = await boss.send<ListBody<DeskSignIn>>('GET', 'sign-ins');
      const row = again.body.data.results.find((s) => s.staff.username === clerk.account!.username)!;
      const byId = await boss.send<ItemBody<{ ended: number }>>('POST', 'sign-ins/end', { id: row.id });
      expect([byId.status, byId.body.data.ended]).toEqual([200, 1]);
      expect((await clerk.send('GET', 'me')).status).toBe(401);
    });

    it('five signed-in browsers per person at most: a sixth sign-in ends the oldest', async () => {
      const staff = await createStaff(api);
      const desks: DeskClient[] = [];
      for (let i = 0; i < 6; i += 1) {
        const desk = new DeskClient(api, `127.0.1.${i + 1}`);
        await forgetUsedCode(api, staff);
        expect((await desk.signIn(staff)).status).toBe(200);
        desks.push(desk);
      }
      const statuses = [];
      for (const desk of desks) statuses.push((await desk.send('GET', 'me')).status);
      expect(statuses).toEqual([401, 200, 200, 200, 200, 200]);
    });

    it('a person who left: the account disabled, every session over and no sign-in', async () => {
      const staff = await createStaff(api);
      const desk = new DeskClient(api);
      expect((await desk.signIn(staff)).status).toBe(200);
      await api.sql(
        `update staff_accounts set disabled_at = '${serverTime(api)}' where username = '${staff.username}'`,
      );
      expect((await desk.send('GET', 'me')).status).toBe(401);
      const refused = await new DeskClient(api).password(staff);
      expect([refused.status, (refused.body as unknown as ErrorBody).error.message]).toEqual([
        401,
        'Nama pengguna atau kata sandi salah.',
      ]);
    });

    it('the answers of each step carry the session’s CSRF token; signing out brings one for the next sign-in', async () => {
      const desk = new DeskClient(api);
      const staff = await createStaff(api);
      const first = await desk.password(staff);
      const second = await desk.secondFactor(await totpCode(api, staff.totpSecret!));
      expect(first.body.data.csrf_token).not.toBe((second.body as ItemBody<DeskSignedIn>).data.csrf_token);
      const out = await desk.send<ItemBody<DeskSignedOut>>('POST', 'logout', {});
      expect(out.body.data).toEqual({ signed_out: true, ended: 1, csrf_token: expect.any(String) });
      // Straight on with that token: the next sign-in's first step passes the CSRF check.
      expect((await desk.send<ItemBody<DeskLoginResult>>('POST', 'login', staff)).status).toBe(200);
    });
  });

  describe('accounts: the desk-staff command and the shared accounts of issue 18', () => {
    it('adds a person with a generated password who enrols at the first sign-in; resets a lost phone; disables one who left; retires a shared demo account still on its published password', async () => {
      const staff = await createStaff(api);
      const desk = new DeskClient(api);
      expect((await desk.signIn(staff)).status).toBe(200);
      const retired = RETIRED_DEMO_ACCOUNTS[0];
      const hash = await argon2.hash(retired.password, { type: argon2.argon2id });
      await api.sql(
        `insert into staff_accounts (username, display_name, company_id, password_hash) values ('${retired.username}', 'Pendaftaran Bandung', 1, '${hash}')`,
      );

      await api.terminate();
      const added = await deskStaffCli(
        api,
        'add',
        'nurul.cianjur',
        'cianjur',
        'Nurul Hidayah',
        '--supervisor',
      );
      const password = /Password \(shown once\): (\S+)/.exec(added)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
      expect(await deskStaffCli(api, 'reset-factor', staff.username)).toMatch(/1 session\(s\) ended/);
      const list = await deskStaffCli(api, 'list');
      expect(list).toMatch(/nurul\.cianjur\s+cianjur\s+supervisor\s+enrols at next sign-in/);
      await api.spawn({ clockOffsetMs: api.clockOffsetMs, migrateAndSeed: true });

      // The reset ended the session, and the next sign-in enrols a new authenticator.
      expect((await desk.send('GET', 'me')).status).toBe(401);
      expect((await desk.password(staff)).body.data.step).toBe('enrol');
      const nurul = await new DeskClient(api).password({ username: 'nurul.cianjur', password });
      expect([nurul.status, nurul.body.data.step]).toEqual([200, 'enrol']);
      // The restart seeded again: the shared account with its published password is disabled.
      const shared = await new DeskClient(api).password(retired);
      expect(shared.status).toBe(401);

      await api.terminate();
      expect(await deskStaffCli(api, 'disable', 'nurul.cianjur')).toMatch(/disabled/);
      await api.spawn({ clockOffsetMs: api.clockOffsetMs });
      expect((await new DeskClient(api).password({ username: 'nurul.cianjur', password })).status).toBe(401);
    }, 240_000);
  });
});
