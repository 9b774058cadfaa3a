import fs from 'node:fs';
import path from 'node:path';
import Fastify, { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { distDir, registryDir } from '../paths';
import type { SitemapEntry } from '@hospital/api-client';
import { readRegistry } from '../registry/registryStore';
import { sitemapXml } from './sitemap';
import { contentSecurityPolicy, permissionsPolicy } from './securityHeaders';
import { createPageRendering, type PageRenderingOptions } from './ssr/renderPage';

export interface SiteServerOptions {
  /** Mounts the API under /api (the reference backend); omitted -> static only. */
  mountApi?: (app: FastifyInstance) => Promise<void>;
  /** Every public item for /sitemap.xml (from the API's web/sitemap); omitted -> static pages only. */
  sitemapItems?: (app: FastifyInstance) => Promise<SitemapEntry[]>;
  logger?: boolean | { level: string };
  /** Server rendering of page routes (ARCHITECTURE 2b). */
  rendering: PageRenderingOptions;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The site on one port: the shell's index.html for every page route, versioned builds under /dist,
 * the registry under /registry, and the API under /api.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy(request.url));
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  if (options.mountApi) await options.mountApi(app);

  // Versioned builds: a version folder never changes, so everything in it is cached for a year.
  await app.register(fastifyStatic, {
    root: distDir(),
    prefix: '/dist/',
    decorateReply: true,
    index: false,
    // A build's server renderer (server/renderer.js) runs in this process; browsers have no use for it.
    allowedPath: (pathName) => !/^\/[^/]+\/[^/]+\/server\//.test(pathName),
    preCompressed: true,
    cacheControl: false,
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
    const origin = process.env.SITE_URL?.replace(/\/+$/, '') || `${request.protocol}://${request.host}`;
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

  app.get('/robots.txt', async (request, reply) => {
    const origin = process.env.SITE_URL?.replace(/\/+$/, '') || `${request.protocol}://${request.host}`;
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`);
  });

  const renderPage = createPageRendering(options.rendering);

  // Every page route is rendered on the server; a missing asset (a path with a file extension) is a real 404.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.[a-z0-9]{1,8}$/i.test(pathname) &&
      !pathname.startsWith('/api/');
    if (isPage) return renderPage(request, reply);
    return reply
      .code(404)
      .type('application/json')
      .send({ error: { code: 'not_found', message: 'Not found' } });
  });

  return app;
}
