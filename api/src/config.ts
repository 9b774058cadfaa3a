import path from 'node:path';
import { BOOKING_WINDOW_DAYS_DEFAULT } from '@hospital/domain';
import { DEFAULT_API_TOKEN, DEFAULT_PRODUCT, type IceServer } from '@hospital/api-client';

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
  meetingOpenMinutesBefore: number;
  meetingCloseMinutesAfter: number;
  rateLimitWritesPerMinute: number;
  bodyLimitBytes: number;
  port: number;
  host: string;
}

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

/** Reads the configuration from the environment, with the defaults documented in api/README.md. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = env.DATA_DIR?.trim() || './data';
  const publicBase = env.API_PUBLIC_BASE?.trim() || '/api/';
  return {
    token: env.API_TOKEN?.trim() || DEFAULT_API_TOKEN,
    product: env.PRODUCT?.trim() || DEFAULT_PRODUCT,
    dataDir: dataDir === 'memory' || path.isAbsolute(dataDir) ? dataDir : path.resolve(REPO_ROOT, dataDir),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    bookingWindowDays: intFrom(env.BOOKING_WINDOW_DAYS, BOOKING_WINDOW_DAYS_DEFAULT, 1),
    siteOrigins: (env.SITE_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicBase: publicBase.endsWith('/') ? publicBase : `${publicBase}/`,
    signalingBase: env.SIGNALING_URL?.trim() || undefined,
    iceServers: iceServersFrom(env.ICE_SERVERS),
    meetingOpenMinutesBefore: intFrom(env.MEETING_OPEN_MINUTES_BEFORE, 15),
    meetingCloseMinutesAfter: intFrom(env.MEETING_CLOSE_MINUTES_AFTER, 30),
    rateLimitWritesPerMinute: intFrom(env.RATE_LIMIT_WRITES_PER_MINUTE, 30, 1),
    bodyLimitBytes: intFrom(env.API_BODY_LIMIT_BYTES, 64 * 1024, 1024),
    port: intFrom(env.API_PORT, 4000),
    host: env.API_HOST?.trim() || '127.0.0.1',
  };
}

/** Configuration for tests and tools: defaults plus overrides, no environment. */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return { ...loadConfig({}), dataDir: 'memory', rateLimitWritesPerMinute: 10_000, ...overrides };
}
