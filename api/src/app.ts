import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { ApiConfig } from './config';
import type { AppContext } from './context';
import { databaseKind, poolOf } from './db/open';
import type { Database } from './db/types';
import { HttpError, MESSAGES } from './http/errors';
import { installErrorHandlers, installRequestHooks } from './http/hooks';
import { installInputGuards } from './http/input';
import { installRequestMetrics } from './http/requestMetrics';
import { databaseWindowCounter, sharedRateLimitStore } from './http/sharedRateLimit';
import { httpServerOptions } from './http/server';
import { installOpenApi } from './openapi/install';
import { inProcessBus, postgresBus, type Bus } from './realtime/bus';
import { MailWorker } from './mail/worker';
import { registerRoutes } from './routes';
import type { Clock } from './lib/clock';
import { mediaUrlFor } from './media/urls';
import { ReferenceCache } from './lib/reference';
import { ScheduleCache } from './doctors/schedule';

export interface ApiPluginOptions {
  db: Database;
  config: ApiConfig;
  /** For tests: a fixed or shifted clock. */
  clock?: Clock;
}

export interface BuildApiOptions extends ApiPluginOptions {
  /** A pino level for structured logs (personal data redacted); `false` (default) for silence. */
  logLevel?: string | false;
  /** Where log lines go (default: standard output). */
  logStream?: NodeJS.WritableStream;
}

/**
 * The whole API as an encapsulated Fastify plugin: every route sits at the root of the
 * instance it is registered in, so `app.register(apiPlugin, { prefix: '/api', db, config })`
 * serves `/api/web/dokter`. Encapsulation keeps its hooks, parsers and error handler to itself.
 */
/** How often windows that are over are deleted from `rate_limit_windows`. */
const RATE_LIMIT_SWEEP_MS = 60_000;

/**
 * The bus between the site's processes: LISTEN/NOTIFY on a PostgreSQL server (several processes may
 * share it), in-process on PGlite (one process only: its data directory cannot be shared).
 */
async function openBus(db: Database, log: FastifyInstance['log']): Promise<Bus> {
  const pool = poolOf(db);
  const onError = (error: unknown) => log.warn({ err: error }, 'bus: error');
  return pool ? postgresBus(pool, { onError }) : inProcessBus({ onError });
}

export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (instance, opts) => {
  const { db, config } = opts;
  const bus = await openBus(db, instance.log);
  const ctx: AppContext = {
    db,
    config,
    kind: databaseKind(db),
    clock: opts.clock ?? (() => new Date()),
    ref: new ReferenceCache(db),
    schedules: new ScheduleCache(db),
    media: mediaUrlFor(config.publicBase),
    startedAt: Date.now(),
    bus,
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
  // The limits count in the database, so they hold across the site's processes (docs/decisions.md, issue 17).
  const counter = databaseWindowCounter(db);
  await instance.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(counter),
    // The address read on arrival (hooks.ts), never the socket's now; IPv6 by /64 as the plugin's own key.
    keyGenerator: (request) => normalizeIP(request.clientAddress),
    errorResponseBuilder: () => new HttpError(429, 'rate_limited', MESSAGES.rate_limited),
  });
  const sweep = setInterval(() => {
    counter.sweep().catch((error: unknown) => instance.log.warn({ err: error }, 'rate limit sweep failed'));
  }, RATE_LIMIT_SWEEP_MS);
  sweep.unref();
  instance.addHook('onClose', async () => {
    clearInterval(sweep);
    await bus.close();
  });
  installRequestMetrics(instance);
  installRequestHooks(instance, config.token);
  installInputGuards(instance);
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
  await installOpenApi(instance);
  registerRoutes(instance, ctx);
  startMailWorker(instance, ctx);
};

/** The outbox's sender (api/README.md, "E-mails (issue 19)"), in every process that serves the API. */
function startMailWorker(instance: FastifyInstance, ctx: AppContext): void {
  const { smtpUrl } = ctx.config.mail;
  if (!smtpUrl) {
    instance.log.warn('SMTP_URL is not set: e-mails are written to mail_outbox and stay queued (not sent)');
    return;
  }
  const worker = new MailWorker(ctx, smtpUrl, instance.log);
  worker.start();
  // Before the database closes: a message being sent is finished and marked.
  instance.addHook('preClose', async () => {
    await worker.stop();
  });
}

/** A standalone Fastify instance with the API at its root (tests, tools, `main.ts` adds a prefix). */
export async function buildApi(options: BuildApiOptions & { prefix?: string }): Promise<FastifyInstance> {
  const app = Fastify(
    httpServerOptions({
      trustProxy: options.config.trustProxy,
      requestTimeoutMs: options.config.requestTimeoutMs,
      bodyLimitBytes: options.config.bodyLimitBytes,
      logLevel: options.logLevel ?? false,
      logStream: options.logStream,
    }),
  );
  await app.register(apiPlugin, {
    db: options.db,
    config: options.config,
    clock: options.clock,
    prefix: options.prefix ?? '',
  });
  return app;
}
