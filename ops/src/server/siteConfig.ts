import { hkdfSync } from 'node:crypto';
import { loadConfig, trustProxyFrom, type TrustProxy } from '@hospital/api/config';
import { parseKey } from '@hospital/api/secrets';
import { APPS } from '../paths';

/** What the site server reads from the environment (README "Configuration"). */
export interface SiteConfig {
  /** `TRUST_PROXY`: which proxies' `X-Forwarded-*` headers count (default: none). */
  trustProxy: TrustProxy;
  /**
   * `SITE_URL`: the public origin written into robots.txt and sitemap.xml. Unset: the address the
   * server listens on. Never the request's Host or X-Forwarded-Host, which anyone can forge and a
   * cache would keep for everyone.
   */
  siteUrl: string | undefined;
  /** `REQUEST_TIMEOUT_MS`: time to receive a whole request. */
  requestTimeoutMs: number;
  /**
   * `SERVER_NAME`: sent as `X-Served-By` on every answer (and a WebSocket's upgrade), so behind a load
   * balancer one can tell which site server answered. Unset: no such header.
   */
  serverName?: string;
  /** `FORM_BODY_LIMIT_BYTES`: the largest page form post (docs/architecture.md §2c); 16 KiB when unset. */
  formBodyLimitBytes?: number;
}

export function siteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const siteUrl = env.SITE_URL?.trim();
  let origin: string | undefined;
  if (siteUrl) {
    const url = new URL(siteUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error('SITE_URL must be an http(s) URL');
    origin = url.origin;
  }
  const timeout = Number(env.REQUEST_TIMEOUT_MS);
  return {
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    siteUrl: origin,
    requestTimeoutMs: Number.isInteger(timeout) && timeout >= 1000 ? timeout : 10_000,
    serverName: env.SERVER_NAME?.trim() || undefined,
    formBodyLimitBytes: positiveInteger(env.FORM_BODY_LIMIT_BYTES) ?? FORM_BODY_LIMIT_BYTES,
  };
}

/** Page forms are a few fields of text: 16 KiB is room for all of them many times over. */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

function positiveInteger(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

const APP_NAMES = new Set<string>(APPS);
const VERSION_FOLDER = /^[0-9A-Za-z][0-9A-Za-z._+-]*$/;

/**
 * Under /dist only the files of an app's version folders are public (`/<app>/<version>/...`):
 * not the registry and its deploy history, not `latest-build.json`, not a build still in progress.
 */
export function isPublishedBuildFile(pathName: string): boolean {
  const [app, version, ...rest] = pathName.replace(/^\/+/, '').split('/');
  return (
    APP_NAMES.has(app) &&
    VERSION_FOLDER.test(version ?? '') &&
    rest.length > 0 &&
    rest.every((s) => s !== '' && !s.startsWith('.'))
  );
}

/**
 * The key that seals what page actions keep for a browser (docs/architecture.md §2c, ops/src/server/ssr/formState.ts):
 * `FORM_STATE_KEY` (32 bytes, hex or base64), else derived from the API's `TOKEN_SECRET` (its environment
 * variable or its key file, api/src/security/secrets.ts) for this one purpose. Every site server behind one
 * load balancer must have the same: set one of the two variables from the secret store.
 */
export function formStateKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const own = env.FORM_STATE_KEY?.trim();
  if (own) return parseKey(own, 'FORM_STATE_KEY');
  const { tokenSecret } = loadConfig(env).secrets;
  return Buffer.from(hkdfSync('sha256', tokenSecret, Buffer.alloc(0), 'medika site form state v1', 32));
}
