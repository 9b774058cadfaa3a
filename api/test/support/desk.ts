import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { generate, generateSecret } from 'otplib';
import type { DeskLoginResult, DeskSignedIn } from '@hospital/contract';
import { testConfig } from '../../src/config';
import { sealTotpSecret } from '../../src/security/crypto';
import { DEMO_STAFF } from '../../src/seed/demoStaff';
import type { HttpResult, ItemBody, TestApi } from './harness';

/** A desk person the test made (or a seeded demo one): what they know and what their app holds. */
export interface TestStaff {
  username: string;
  password: string;
  /** Base32; null until enrolled. */
  totpSecret: string | null;
  companyId: number;
  role: 'desk' | 'supervisor';
}

let made = 0;

/**
 * argon2id at a small cost for the tests' own people: the server verifies with the parameters stored
 * in the hash, so each of the suites' hundreds of sign-ins costs milliseconds instead of a 64 MiB,
 * 3-pass run (seconds each on a loaded machine). What the tests check is the sign-in around it; the
 * production cost of a hash the API makes is pinned in deskSignIn.test.ts (docs/decisions.md, npm test time).
 */
const TEST_PASSWORD_HASH = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/**
 * A person of their own for each test (docs/decisions.md, issue 24: personal accounts), written
 * straight into the test database the way the seed writes one: an argon2id hash (cheap, see above)
 * and a sealed TOTP secret (the tests' keys are the server's, `testConfig`). Nobody else's attempts
 * or codes touch them.
 */
export async function createStaff(
  api: TestApi,
  options: { companyId?: number; role?: 'desk' | 'supervisor'; enrolled?: boolean } = {},
): Promise<TestStaff> {
  made += 1;
  const companyId = options.companyId ?? 1;
  const role = options.role ?? 'desk';
  const username = `t${process.pid}n${made}.${companyId === 1 ? 'bandung' : 'cianjur'}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const totpSecret = options.enrolled === false ? null : generateSecret();
  const hash = await argon2.hash(password, TEST_PASSWORD_HASH);
  const sealed = totpSecret ? `'${sealTotpSecret(testConfig().secrets, username, totpSecret)}'` : 'null';
  await api.sql(
    `insert into staff_accounts (username, display_name, company_id, role, password_hash, totp_secret_encrypted)
     values ('${username}', 'Petugas ${made}', ${companyId}, '${role}', '${hash}', ${sealed})`,
  );
  return { username, password, totpSecret, companyId, role };
}

/** The seeded demo account of that name, as README.md documents it. */
export function demoStaff(username: string): TestStaff {
  const demo = DEMO_STAFF.find((a) => a.username === username);
  if (!demo) throw new Error(`no demo account ${username}`);
  return { ...demo, totpSecret: demo.totpSecret };
}

/** The code the person's app shows now by the server's clock (`steps` periods later or earlier). */
export function totpCode(api: TestApi, secret: string, steps = 0): Promise<string> {
  const epoch = Math.floor((Date.now() + api.clockOffsetMs) / 1000) + steps * 30;
  return generate({ secret, epoch });
}

/** A browser of the desk: its cookies and CSRF token, sending from its own loopback address if given. */
export class DeskClient {
  readonly cookies = new Map<string, string>();
  csrf = '';
  /** The person it signed in last. */
  account: TestStaff | null = null;

  /** `from`: the loopback address this browser sends from (another client to the API). */
  constructor(
    private readonly api: TestApi,
    private readonly from?: string,
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send<T>(method: 'GET' | 'POST', path: string, body?: unknown, withCsrf = true) {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (withCsrf && this.csrf) headers['x-csrf-token'] = this.csrf;
    const res = await this.api.request<T>(method, `frontdesk/${path}`, body, {
      token: null,
      headers,
      from: this.from,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    // Each step of the sign-in opens a new session, and its answer carries that session's token.
    const token = (res.body as { data?: { csrf_token?: unknown } } | undefined)?.data?.csrf_token;
    if (res.status === 200 && typeof token === 'string') this.csrf = token;
    return res;
  }

  /** The first step: the page's state (cookies and a CSRF token), then the password. */
  async password(account: Pick<TestStaff, 'username' | 'password'>) {
    await this.send('GET', 'session');
    return this.send<ItemBody<DeskLoginResult>>('POST', 'login', {
      username: account.username,
      password: account.password,
    });
  }

  async secondFactor(code: string, method: 'totp' | 'recovery' = 'totp') {
    return this.send<ItemBody<DeskSignedIn>>('POST', 'second-factor', { method, code });
  }

  /**
   * Both steps with the app's current code; a person of its own when none is given. Answers the
   * first step that failed, or the second factor's answer.
   */
  async signIn(account?: TestStaff): Promise<HttpResult<ItemBody<unknown>>> {
    const who = account ?? (await createStaff(this.api));
    this.account = who;
    const first = await this.password(who);
    if (first.status !== 200 || !who.totpSecret) return first;
    return this.secondFactor(await totpCode(this.api, who.totpSecret));
  }
}
