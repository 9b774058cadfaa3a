import { trustProxyFrom, type TrustProxy } from '@hospital/api/src/config';
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
  };
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
