import fs from 'node:fs';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { httpServerOptions } from '@hospital/api/http-server';
import type { SitemapEntry } from '@hospital/contract';
import { distDir, registryFile } from '../release/layout';
import { createReleaseReader } from '../release/registry';
import { sitemapXml } from './sitemap';
import { installVitalsCollection, type VitalsOptions } from './vitals';
import { contentSecurityPolicy, permissionsPolicy } from './securityHeaders';
import { FORM_BODY_LIMIT_BYTES, isPublishedBuildFile, siteConfig, type SiteConfig } from './siteConfig';
import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import { createFormState } from './ssr/formState';
import { createPageRendering, type PageRenderingOptions, type RenderAllowance } from './ssr/renderPage';
import { browserRegistry } from '../release/canary';
import { PREVIEW_COOKIE } from '../release/preview';
import { mountPreviewRoutes } from './previewRoutes';
import { createVisitorRelease } from './ssr/visitorRelease';

export interface SiteServerOptions {
  /** Mounts the API under /api (the reference backend); omitted -> static only. */
  mountApi?: (app: FastifyInstance) => Promise<void>;
  /** Every public item for /sitemap.xml (from the API's web/sitemap); omitted -> static pages only. */
  sitemapItems?: (app: FastifyInstance) => Promise<SitemapEntry[]>;
  /** pino level (personal data redacted, as in the API's own logs); false or omitted: no logs. */
  logLevel?: string | false;
  /** Default: from the environment (`siteConfig`). */
  config?: SiteConfig;
  /** The browsers' Web Vitals at POST /telemetry/vitals (vitals.ts); default: 120 reports per client and minute. */
  vitals?: VitalsOptions;
  /**
   * Server rendering of page routes (docs/architecture.md §2b). The site's origin defaults to `SITE_URL`, else
   * this server's address; the API's to this server's `/api/` (the reference API mounted here).
   */
  rendering: Omit<
    PageRenderingOptions,
    'origin' | 'apiBaseUrl' | 'renderAllowance' | 'formState' | 'visitorRelease'
  > &
    Partial<Pick<PageRenderingOptions, 'origin' | 'apiBaseUrl'>> & {
      /**
       * Page renders one client may cause per minute (`SSR_RENDERS_PER_MINUTE`); pages served from
       * the cache never count. 0 or omitted: no limit.
       */
      rendersPerMinute?: number;
      /**
       * Seals what the remotes' actions keep for a browser (docs/architecture.md §2c): at least 32 bytes, the same on
       * every site server (`siteStateKey`). Omitted: a key of this process, lost at its restart.
       */
      formStateKey?: Uint8Array;
      /**
       * Signs preview links (`previewKey` in ops/src/release/preview.ts; docs/decisions.md, issue 28).
       * Omitted: no previews.
       */
      previewKey?: Buffer;
    };
}

/** How long what a page's actions keep for a browser (a booking draft) stays valid after its last change. */
export const FORM_STATE_TTL_SECONDS = 2 * 60 * 60;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The site on one port: every page route rendered on the server (ssr/renderPage.ts, docs/server-rendering.md)
 * and its form posts answered by the owning remote's actions, versioned builds under /dist, the registry under
 * /registry, and the API under /api.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const config = options.config ?? siteConfig();
  const app = Fastify(
    httpServerOptions({
      trustProxy: config.trustProxy,
      requestTimeoutMs: config.requestTimeoutMs,
      logLevel: options.logLevel ?? false,
    }),
  );
  /** Where this server listens, as a URL this host can call. */
  const listeningOrigin = (): string => {
    const address = app.server.address();
    if (typeof address !== 'object' || !address) return 'http://127.0.0.1';
    const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  };
  /** SITE_URL, else where this server listens: what robots.txt, sitemap.xml and pages call the site. */
  const publicOrigin = (): string => config.siteUrl ?? listeningOrigin();

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy(request.url));
    if (config.serverName) reply.header('X-Served-By', config.serverName);
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  if (options.mountApi) await options.mountApi(app);
  await installVitalsCollection(app, options.vitals ?? { perMinute: 120 });

  // Versioned builds: a version folder never changes, so everything in it is cached for a year. Only
  // those: the registry, its deploy history and the build metadata beside the folders are not public.
  await app.register(fastifyStatic, {
    root: distDir(),
    prefix: '/dist/',
    decorateReply: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Not a build's server renderer either: it runs in this process, browsers have no use for it.
    // Nor its source maps: kept beside the build to decode errors, they hold the whole source
    // (docs/decisions.md, issue 24).
    allowedPath: (pathName) =>
      isPublishedBuildFile(pathName) &&
      !/^\/?[^/]+\/[^/]+\/server\//.test(pathName) &&
      !/\.map(\.(br|gz))?$/.test(pathName),
    setHeaders: (res) => {
      res.header('Cache-Control', IMMUTABLE);
      res.header('Access-Control-Allow-Origin', '*');
    },
  });

  const { formStateKey, rendersPerMinute, previewKey, ...rendering } = options.rendering;
  const origin = rendering.origin ?? publicOrigin;
  const visitorRelease = createVisitorRelease({ previewKey, secure: () => origin().startsWith('https:') });
  const readRelease = createReleaseReader();

  // The registry is read at every start-up of the shell: never served stale. While a canary is live (or
  // for a preview) it is the visitor's own: their canary entries, and the stable entry each falls back to.
  app.get('/registry/remotes.json', async (request, reply) => {
    const file = registryFile('remotes');
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    const release = readRelease();
    if (!fs.existsSync(file))
      return reply.code(404).send({ error: { code: 'not_found', message: 'registry is empty' } });
    if (
      !release.shell ||
      (!Object.keys(release.canaries).length && !request.headers.cookie?.includes(`${PREVIEW_COOKIE}=`))
    )
      return reply.type('application/json').send(fs.readFileSync(file));
    const visitor = visitorRelease(request, reply, { ...release, shell: release.shell });
    if (visitor.variesByCookie) reply.header('Cache-Control', 'private, no-store');
    return reply.type('application/json').send(JSON.stringify(browserRegistry(visitor)));
  });
  if (previewKey) mountPreviewRoutes(app, { key: previewKey, secure: () => origin().startsWith('https:') });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicOrigin();
    let items: SitemapEntry[] = [];
    try {
      items = options.sitemapItems ? await options.sitemapItems(app) : [];
    } catch (error) {
      request.log.error(error, 'sitemap items unavailable; serving static pages only');
    }
    const today = new Date().toISOString().slice(0, 10);
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin, readRelease().remotes, items, today));
  });

  // The API stays out of search results, but not its pictures: every og:image and JSON-LD image is
  // under /api/media/, and a preview or a crawler that may not fetch it shows none (docs/decisions.md,
  // issue 25 item 6). The longer rule wins (RFC 9309), so /api/media/ is allowed and the rest is not.
  app.get('/robots.txt', async (_request, reply) => {
    const origin = publicOrigin();
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nAllow: /api/media/\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`);
  });

  const pages = createPageRendering({
    ...rendering,
    visitorRelease,
    renderAllowance: rendersPerMinute ? await renderAllowance(app, rendersPerMinute) : undefined,
    origin,
    apiBaseUrl: rendering.apiBaseUrl ?? (() => `${listeningOrigin()}/api/`),
    formState: createFormState({
      key: formStateKey ?? randomBytes(32),
      ttlSeconds: FORM_STATE_TTL_SECONDS,
      secure: () => origin().startsWith('https:'),
    }),
  });
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('application/json')
      .send({ error: { code: 'not_found', message: 'Not found' } });

  // Every page route is rendered on the server; a missing asset (a path with a file extension) is a real 404.
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url);
    if (isPage) return pages.renderPage(request, reply);
    return notFound(reply);
  });

  // A form of a page posts to its page's URL (docs/architecture.md §2c): urlencoded fields only, at most
  // `config.formBodyLimitBytes`, for the owning remote's action. In a scope of its own, so the API keeps its
  // own parsers and limits.
  await app.register(async (scope) => {
    // What a browser's form sends, nothing else (no JSON or text bodies at page URLs).
    scope.removeAllContentTypeParsers();
    await scope.register(fastifyFormbody);
    scope.addHook('onRequest', async (request, reply) => {
      if (!isPagePath(request.url)) return notFound(reply);
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const problem =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'too-large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupported'
            : error.statusCode !== undefined && error.statusCode < 500
              ? 'unreadable'
              : null;
      if (problem) return pages.refuseForm(reply, problem);
      request.log.error({ err: error, url: request.url }, 'page post failed');
      return reply.code(503).header('Retry-After', '30').type('text/plain').send('Please try again.');
    });
    scope.post('/*', { bodyLimit: config.formBodyLimitBytes ?? FORM_BODY_LIMIT_BYTES }, (request, reply) =>
      pages.runPageAction(request, reply),
    );
  });

  return app;
}

/**
 * Each client's page renders, counted by @fastify/rate-limit (docs/decisions.md, issue 24): an uncached
 * render costs 20-25 ms of CPU, and a client asking distinct URLs (made-up slugs, query strings) would
 * otherwise have them all rendered. Counted in this process (it protects this process's CPU), by the
 * client address as TRUST_PROXY makes it; in a scope of its own, so the API's routes, which have
 * their own limits, are not counted twice.
 */
async function renderAllowance(
  app: FastifyInstance,
  perMinute: number,
): Promise<(request: FastifyRequest) => Promise<RenderAllowance>> {
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });
    check = scope.createRateLimit({
      max: perMinute,
      timeWindow: 60_000,
      // renderPage asks only while the client's connection is open, so its address is there.
      keyGenerator: (request) => normalizeIP(request.ip),
    });
  });
  return async (request) => {
    const limit = await check!(request);
    return limit.isAllowed || !limit.isExceeded
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.max(1, limit.ttlInSeconds) };
  };
}

/** A page route: not the API, not a build file, not a missing asset (a path with a file extension). */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return (
    !/\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.startsWith('/api/') && !pathname.startsWith('/dist/')
  );
}
