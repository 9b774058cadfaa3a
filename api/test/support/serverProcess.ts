/**
 * Runs the API in its own Node process for the HTTP tests. PGlite loads its WebAssembly with
 * dynamic imports, which Jest's module sandbox cannot run, and a separate process also makes the
 * restart and graceful-shutdown tests real. Test-only SQL arrives over the IPC channel.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { apiPlugin, buildApi } from '../../src/app';
import { testConfig, type ApiConfig } from '../../src/config';
import { migrateAndSeed, openDatabase } from '../../src/db/open';
import { serveMetrics } from '../../src/http/metrics';
import { httpServerOptions } from '../../src/http/server';

export interface ServerOptions {
  dataDir?: string;
  databaseUrl?: string;
  config?: Partial<ApiConfig>;
  clockOffsetMs?: number;
  /** Mount `apiPlugin` under this prefix in a parent instance, as the site's static server does. */
  mountPrefix?: string;
  /** Migrate and seed first (the `npm start` path), for cold-start measurements. */
  migrateAndSeed?: boolean;
  /** Log (personal data redacted) into this file. */
  logFile?: string;
  /** The level of `logFile` (default info; the site logs at warn). */
  logLevel?: string;
  /** Serve the process's figures for Prometheus on a free loopback port (src/http/metrics.ts). */
  metrics?: boolean;
}

/** A route as Fastify registered it (with `mountPrefix` only: the routes of a parent instance). */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the OpenAPI document (`schema.hide`). */
  hidden: boolean;
}

export type ServerMessage =
  | {
      type: 'ready';
      port: number;
      kind: string;
      timings: Record<string, number>;
      routes: RegisteredRoute[];
      metricsUrl?: string;
    }
  | { type: 'result'; id: number; rows?: unknown[]; error?: string };

export type ParentMessage =
  | { type: 'sql'; id: number; text: string }
  /** Runs a query that fails with `value` as its parameter and logs the error as the API does. */
  | { type: 'failing-query'; id: number; value: string };

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as ServerOptions;
  const started = performance.now();
  const timings: Record<string, number> = {};
  const opened = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    poolSize: 20,
  });
  timings.openMs = performance.now() - started;
  const config = testConfig(options.config);
  if (options.migrateAndSeed) {
    await migrateAndSeed(opened.db, config.secrets);
    timings.migrateAndSeedMs = performance.now() - started - timings.openMs;
  }
  const offset = options.clockOffsetMs ?? 0;
  const clock = offset ? () => new Date(Date.now() + offset) : undefined;
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];
  const logging = {
    logLevel: options.logFile ? (options.logLevel ?? 'info') : false,
    logStream: options.logFile ? fs.createWriteStream(options.logFile, { flags: 'a' }) : undefined,
  } as const;
  if (options.mountPrefix) {
    app = Fastify(
      httpServerOptions({
        trustProxy: config.trustProxy,
        requestTimeoutMs: config.requestTimeoutMs,
        ...logging,
      }),
    );
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    // As the site server's own first hook (helmet's) is: async, so the API's hooks run only after
    // Node has read the rest of what arrived with the headers.
    app.addHook('onRequest', async () => undefined);
    app.get('/', async () => 'site');
    await app.register(apiPlugin, { prefix: options.mountPrefix, db: opened.db, config, clock });
  } else {
    app = await buildApi({
      db: opened.db,
      config,
      clock,
      ...logging,
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const metrics = options.metrics ? await serveMetrics(0, '127.0.0.1') : null;
  timings.readyMs = performance.now() - started;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  process.on('message', (message: ParentMessage) => {
    if (message.type === 'failing-query') {
      opened.db
        .execute(sql`select ${message.value}::integer as n`)
        .then(() => process.send?.({ type: 'result', id: message.id, error: 'the query did not fail' }))
        .catch((error: unknown) => {
          // Exactly what the error handler does with an error it did not expect (src/http/hooks.ts).
          app.log.error({ err: error }, 'unhandled error');
          process.send?.({ type: 'result', id: message.id, rows: [] });
        });
      return;
    }
    opened.db
      .execute(sql.raw(message.text))
      .then((result) => {
        const rows = (result as unknown as { rows: unknown[] }).rows;
        process.send?.({ type: 'result', id: message.id, rows });
      })
      .catch((error: unknown) => {
        process.send?.({ type: 'result', id: message.id, error: String(error) });
      });
  });

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    const force = setTimeout(() => {
      console.error(`API process: graceful shutdown took over ${Date.now() - started} ms, exiting`);
      process.exit(1);
    }, 10_000);
    force.unref();
    // Same order as main.ts: in-flight requests finish, then the database closes.
    app
      .close()
      .then(() => {
        if (process.env.API_TEST_VERBOSE) console.error(`app closed in ${Date.now() - started} ms`);
        return opened.close();
      })
      .then(() => {
        if (process.env.API_TEST_VERBOSE) console.error(`database closed in ${Date.now() - started} ms`);
      })
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', shutdown);
  process.on('disconnect', shutdown);
  // Read once the server is ready: hooks registered after ours may still have changed a route's schema.
  const registered = routes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      method,
      url: route.url,
      hidden: Boolean(route.schema?.hide),
    })),
  );
  process.send?.({
    type: 'ready',
    port,
    kind: opened.kind,
    timings,
    routes: registered,
    metricsUrl: metrics?.url,
  } satisfies ServerMessage);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
