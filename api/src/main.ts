import { buildApi } from './app';
import { loadConfig } from './config';
import { migrateAndSeed, openDatabase } from './db/open';
import { withStartupLock } from './db/startupLock';
import { serializeError } from './http/logging';
import { startMetricsServer } from './http/metrics';

/** Standalone API: `npm start -w api` serves it under `/api` on API_HOST:API_PORT (127.0.0.1:4000). */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const summary = await withStartupLock(opened.db, () => migrateAndSeed(opened.db, config.secrets));
  const app = await buildApi({
    db: opened.db,
    config,
    logLevel: process.env.LOG_LEVEL ?? 'info',
    prefix: '/api',
  });
  // Fastify's close waits for in-flight requests (a booking transaction finishes), then the DB closes.
  app.addHook('onClose', async () => {
    await opened.close();
  });
  // Figures for Prometheus on their own port (METRICS_PORT; docs/decisions.md, "Issue 28 — metrics").
  const metrics = await startMetricsServer(process.env, (line) => app.log.warn(line));
  app.addHook('onClose', async () => {
    await metrics?.close();
  });
  await app.listen({ port: config.port, host: config.host });
  if (metrics) app.log.info({ metrics: metrics.url }, 'metrics served');
  app.log.info(
    {
      database: opened.kind,
      seeded: summary.seeded,
      niksEncrypted: summary.backfill.encrypted,
      // What a database seeded before docs/decisions.md, issue 15 was given at this start (all 0 afterwards).
      contentAdded: summary.content,
      keys: config.secrets.source,
      coldStartMs: Date.now() - started,
    },
    'API ready',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // Without the values a failed query would print (serializeError keeps codes and frames).
  console.error(JSON.stringify(serializeError(error)));
  process.exit(1);
});
