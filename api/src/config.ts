import net from 'node:net';
import path from 'node:path';
import { BOOKING_WINDOW_DAYS_DEFAULT } from '@hospital/domain';
import { DEFAULT_API_TOKEN, DEFAULT_PRODUCT, type IceServer } from '@hospital/contract';
import { resolveSecrets, type ApiSecrets } from './security/secrets';

/** Repository root: `api/src/..` → `api/..`. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface ApiConfig {
  /** Public access token (`Authorization: Bearer <token>`); an identifier, not a secret. */
  token: string;
  /** Brand code in the appointment backend paths (`<product>.patient`). */
  product: string;
  /** PGlite data directory, or 'memory'. Ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  bookingWindowDays: number;
  /** Origins allowed by CORS; empty means same-origin only. */
  siteOrigins: string[];
  /** Where entity images point: `<publicBase>media/...`. */
  publicBase: string;
  /** Prefix of the signalling WebSocket URL; default `<publicBase><product>.encounter/signal/`. */
  signalingBase: string | undefined;
  iceServers: IceServer[];
  /**
   * A TURN relay with coturn's REST credentials (`use-auth-secret`): `create_meeting` hands out a
   * username and password valid `ttlSeconds`, made from the shared secret (`telemedicine/turn.ts`).
   * Null: no relay, the ICE servers of `ICE_SERVERS` only.
   */
  turn: TurnConfig | null;
  meetingOpenMinutesBefore: number;
  meetingCloseMinutesAfter: number;
  rateLimitWritesPerMinute: number;
  /** Per IP, for the booking look-up and cancel calls (each has its own budget). */
  rateLimitLookupsPerMinute: number;
  /** Wrong birth dates for one booking code before it is locked, and for how long. */
  lookupLockAttempts: number;
  lookupLockMinutes: number;
  /** How long a patient handle (the answer of `<product>.patient`) can be used to book. */
  patientHandleTtlSeconds: number;
  /** How long a mailed link to every booking made with one address works (docs/decisions.md, issue 24). */
  accessLinkMinutes: number;
  bodyLimitBytes: number;
  /** Time to receive a whole request, headers and body (slow clients are cut off). */
  requestTimeoutMs: number;
  /** Which proxies' `X-Forwarded-*` headers are believed: false (default), a hop count or addresses. */
  trustProxy: TrustProxy;
  secrets: ApiSecrets;
  port: number;
  host: string;
  /** `SERVER_NAME`: sent as `X-Served-By`, to tell the processes behind a load balancer apart. */
  serverName: string | undefined;
  /** E-mails to patients (issue 19; api/README.md, "E-mails (issue 19)"). */
  mail: MailConfig;
}

export interface MailConfig {
  /** `SMTP_URL` (`smtp://host:port`, `smtps://user:pass@host`): unset, the worker does not run and messages stay queued. */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender; its domain is also the domain of every Message-ID. */
  from: string;
  /** `SITE_URL`: the site's public address, for the look-up link in every message. */
  siteUrl: string;
  /** `REMINDER_HOUR` (0-23, Asia/Jakarta): from this hour the day before a visit, its reminder is written. */
  reminderHour: number;
  /** How often the worker looks for due messages. */
  pollMs: number;
  /** How often, at most, it looks for bookings due a reminder (a minute; the tests shorten it). */
  reminderSweepMs: number;
  /** First back-off after a failed attempt; doubled by each further failure, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a message is given up as `failed` (it stays in the table). */
  maxAttempts: number;
  /**
   * How long a claim holds a message. Longer than any send can take (the SMTP time-outs are shorter),
   * so two workers never send one message at once; a worker that died mid-send leaves its message to
   * be sent again once this has passed.
   */
  leaseMs: number;
}

export interface TurnConfig {
  urls: string[];
  secret: string;
  ttlSeconds: number;
}

/** Fastify's `trustProxy`, limited to what `TRUST_PROXY` can say (never "everyone"). */
export type TrustProxy = false | number | string[];

function intFrom(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min ? parsed : fallback;
}

function iceServersFrom(value: string | undefined): IceServer[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as IceServer[]) : [];
  } catch {
    // A comma list of URLs is the friendlier way to write it.
    return value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean)
      .map((urls) => ({ urls }));
  }
}

/**
 * `TURN_URLS` (comma list of `turn:`/`turns:` URLs) and `TURN_SECRET` (coturn's `static-auth-secret`)
 * together, or neither. One without the other is a mistake worth stopping for.
 */
export function turnFrom(env: NodeJS.ProcessEnv): TurnConfig | null {
  const urls = (env.TURN_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const secret = env.TURN_SECRET?.trim() ?? '';
  if (urls.length === 0 && secret === '') return null;
  if (urls.length === 0 || secret === '') throw new Error('TURN_URLS and TURN_SECRET go together');
  const wrong = urls.find((url) => !/^turns?:[^\s]+$/.test(url));
  if (wrong) throw new Error(`TURN_URLS: '${wrong}' is not a turn: or turns: URL`);
  return { urls, secret, ttlSeconds: intFrom(env.TURN_TTL_SECONDS, 4 * 3600, 60) };
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: unset, `false`, `0` or `off` trusts no proxy (the client's own address counts);
 * a number trusts that many hops; otherwise a comma list of addresses, CIDR ranges or
 * `loopback` / `linklocal` / `uniquelocal`. `true` is refused: with it anyone can claim any
 * address and walk around the per-IP rate limits.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === 'off' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address);
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_KEYWORDS.has(entry) && (family === 0 || !bitsOk || extra !== undefined)) {
      throw new Error(
        `TRUST_PROXY: '${entry}' is not a hop count, an address, a CIDR range or loopback/linklocal/uniquelocal`,
      );
    }
  }
  return entries;
}

/** Reads the configuration from the environment, with the defaults documented in api/README.md. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDirSetting = env.DATA_DIR?.trim() || './data';
  const dataDir =
    dataDirSetting === 'memory' || path.isAbsolute(dataDirSetting)
      ? dataDirSetting
      : path.resolve(REPO_ROOT, dataDirSetting);
  const publicBase = env.API_PUBLIC_BASE?.trim() || '/api/';
  return {
    token: env.API_TOKEN?.trim() || DEFAULT_API_TOKEN,
    product: env.PRODUCT?.trim() || DEFAULT_PRODUCT,
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    bookingWindowDays: intFrom(env.BOOKING_WINDOW_DAYS, BOOKING_WINDOW_DAYS_DEFAULT, 1),
    siteOrigins: (env.SITE_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicBase: publicBase.endsWith('/') ? publicBase : `${publicBase}/`,
    signalingBase: env.SIGNALING_URL?.trim() || undefined,
    iceServers: iceServersFrom(env.ICE_SERVERS),
    turn: turnFrom(env),
    meetingOpenMinutesBefore: intFrom(env.MEETING_OPEN_MINUTES_BEFORE, 15),
    meetingCloseMinutesAfter: intFrom(env.MEETING_CLOSE_MINUTES_AFTER, 30),
    rateLimitWritesPerMinute: intFrom(env.RATE_LIMIT_WRITES_PER_MINUTE, 30, 1),
    rateLimitLookupsPerMinute: intFrom(env.RATE_LIMIT_LOOKUPS_PER_MINUTE, 10, 1),
    lookupLockAttempts: intFrom(env.LOOKUP_LOCK_ATTEMPTS, 5, 1),
    lookupLockMinutes: intFrom(env.LOOKUP_LOCK_MINUTES, 15, 1),
    patientHandleTtlSeconds: intFrom(env.PATIENT_HANDLE_TTL_SECONDS, 15 * 60, 1),
    accessLinkMinutes: intFrom(env.ACCESS_LINK_MINUTES, 60, 1),
    bodyLimitBytes: intFrom(env.API_BODY_LIMIT_BYTES, 64 * 1024, 1024),
    requestTimeoutMs: intFrom(env.REQUEST_TIMEOUT_MS, 10_000, 1000),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    secrets: resolveSecrets(env, dataDir),
    port: intFrom(env.API_PORT, 4000),
    host: env.API_HOST?.trim() || '127.0.0.1',
    serverName: env.SERVER_NAME?.trim() || undefined,
    mail: mailFrom(env),
  };
}

function mailFrom(env: NodeJS.ProcessEnv): MailConfig {
  const siteUrl = env.SITE_URL?.trim() || 'http://127.0.0.1:8080';
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.MAIL_FROM?.trim() || 'Medika Hospital <no-reply@medikahospital.co.id>',
    siteUrl: siteUrl.replace(/\/+$/, ''),
    reminderHour: Math.min(intFrom(env.REMINDER_HOUR, 18), 23),
    pollMs: intFrom(env.MAIL_POLL_MS, 5000, 50),
    reminderSweepMs: 60_000,
    retryBaseMs: intFrom(env.MAIL_RETRY_BASE_MS, 30_000, 10),
    retryMaxMs: intFrom(env.MAIL_RETRY_MAX_MS, 3_600_000, 10),
    maxAttempts: intFrom(env.MAIL_MAX_ATTEMPTS, 20, 1),
    leaseMs: intFrom(env.MAIL_LEASE_MS, 5 * 60_000, 100),
  };
}

/**
 * Fixed keys of the tests, so every test process (and a restarted one) reads what another wrote.
 * Never used outside tests: `loadConfig` takes keys from the environment or the key file.
 */
export const TEST_SECRETS_ENV = {
  NIK_ENCRYPTION_KEY: '0101010101010101010101010101010101010101010101010101010101010101',
  NIK_HMAC_KEY: '0202020202020202020202020202020202020202020202020202020202020202',
  TOKEN_SECRET: '0303030303030303030303030303030303030303030303030303030303030303',
};

/** Configuration for tests and tools: defaults plus overrides, no environment. */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    ...loadConfig({ DATA_DIR: 'memory', ...TEST_SECRETS_ENV }),
    rateLimitWritesPerMinute: 10_000,
    rateLimitLookupsPerMinute: 10_000,
    ...overrides,
  };
}
