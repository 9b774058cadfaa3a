import fs from 'node:fs';
import path from 'node:path';
import Fastify, { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { httpServerOptions } from '@hospital/api/src/http/server';
import { distDir, registryDir } from '../paths';
import type { SitemapEntry } from '@hospital/api-client';
import { readRegistry } from '../registry/registryStore';
import { sitemapXml } from './sitemap';
import { contentSecurityPolicy, permissionsPolicy } from './securityHeaders';
import { isPublishedBuildFile, siteConfig, type SiteConfig } from './siteConfig';
import { createPageRendering, type PageRenderingOptions } from './ssr/renderPage';

export interface SiteServerOptions {
  /** Mounts the API under /api (the reference backend); omitted -> static only. */
  mountApi?: (app: FastifyInstance) => Promise<void>;
  /** Every public item for /sitemap.xml (from the API's web/sitemap); omitted -> static pages only. */
  sitemapItems?: (app: FastifyInstance) => Promise<SitemapEntry[]>;
  /** pino level (personal data redacted, as in the API's own logs); false or omitted: no logs. */
  logLevel?: string | false;
  /** Default: from the environment (`siteConfig`). */
  config?: SiteConfig;
  /**
   * Server rendering of page routes (ARCHITECTURE 2b). The site's origin defaults to `SITE_URL`, else
   * this server's address; the API's to this server's `/api/` (the reference API mounted here).
   */
  rendering: Omit<PageRenderingOptions, 'origin' | 'apiBaseUrl'> &
    Partial<Pick<PageRenderingOptions, 'origin' | 'apiBaseUrl'>>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The site on one port: the shell's index.html for every page route, versioned builds under /dist,
 * the registry under /registry, and the API under /api.
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
    allowedPath: (pathName) => isPublishedBuildFile(pathName) && !/^\/?[^/]+\/[^/]+\/server\//.test(pathName),
    setHeaders: (res) => {
      res.header('Cache-Control', IMMUTABLE);
      res.header('Access-Control-Allow-Origin', '*');
    },
  });

  // The registry is read at every start-up of the shell: never served stale.
  app.get('/registry/remotes.json', async (_request, reply) => {
    const file = path.join(registryDir(), 'remotes.json');
    reply.header('Cache-Control', 'no-cache');
    if (!fs.existsSync(file))
      return reply.code(404).send({ error: { code: 'not_found', message: 'registry is empty' } });
    return reply.type('application/json').send(fs.readFileSync(file));
  });

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
      .send(sitemapXml(origin, readRegistry(), items, today));
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

  const renderPage = createPageRendering({
    ...options.rendering,
    origin: options.rendering.origin ?? publicOrigin,
    apiBaseUrl: options.rendering.apiBaseUrl ?? (() => `${listeningOrigin()}/api/`),
  });

  // Every page route is rendered on the server; a missing asset (a path with a file extension) is a real 404.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.[a-z0-9]{1,8}$/i.test(pathname) &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/dist/');
    if (isPage) return renderPage(request, reply);
    return reply
      .code(404)
      .type('application/json')
      .send({ error: { code: 'not_found', message: 'Not found' } });
  });

  return app;
}
