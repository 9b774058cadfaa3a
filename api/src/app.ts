import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { ApiConfig } from './config';
import type { AppContext } from './context';
import { databaseKind } from './db/open';
import type { Database } from './db/types';
import { HttpError, MESSAGES } from './http/errors';
import { installErrorHandlers, installRequestHooks } from './http/hooks';
import { registerRoutes } from './routes';
import type { Clock } from './services/clock';
import { mediaUrlFor } from './services/media';
import { ReferenceCache } from './services/reference';
import { ScheduleCache } from './services/schedule';

export interface ApiPluginOptions {
  db: Database;
  config: ApiConfig;
  /** For tests: a fixed or shifted clock. */
  clock?: Clock;
}

export interface BuildApiOptions extends ApiPluginOptions {
  /** `false` (default) for silence, `true` or a pino options object for structured logs. */
  logger?: boolean | object;
}

/**
 * The whole API as an encapsulated Fastify plugin: every route sits at the root of the
 * instance it is registered in, so `app.register(apiPlugin, { prefix: '/api', db, config })`
 * serves `/api/web/dokter`. Encapsulation keeps its hooks, parsers and error handler to itself.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (instance, opts) => {
  const { db, config } = opts;
  const ctx: AppContext = {
    db,
    config,
    kind: databaseKind(db),
    clock: opts.clock ?? (() => new Date()),
    ref: new ReferenceCache(db),
    schedules: new ScheduleCache(db),
    media: mediaUrlFor(config.publicBase),
    startedAt: Date.now(),
  };

  instance.addHook('onRoute', (route) => {
    route.bodyLimit ??= config.bodyLimitBytes;
  });
  await instance.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await instance.register(cors, {
    origin: config.siteOrigins.length > 0 ? config.siteOrigins : false,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
    maxAge: 600,
  });
  await instance.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'rate_limited', MESSAGES.rate_limited),
  });
  installRequestHooks(instance, config.token);
  installErrorHandlers(instance);
  // Graceful shutdown: a request still running when the server starts closing answers with
  // `Connection: close`, so its keep-alive socket ends and the close does not wait for the client.
  let closing = false;
  instance.addHook('preClose', async () => {
    closing = true;
  });
  instance.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
  registerRoutes(instance, ctx);
};

/** A standalone Fastify instance with the API at its root (tests, tools, `main.ts` adds a prefix). */
export async function buildApi(options: BuildApiOptions & { prefix?: string }): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.config.bodyLimitBytes,
    trustProxy: 'loopback',
  });
  await app.register(apiPlugin, {
    db: options.db,
    config: options.config,
    clock: options.clock,
    prefix: options.prefix ?? '',
  });
  return app;
}
