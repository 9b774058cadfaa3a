import { serializeError } from '@hospital/api/logging';
import { startMetricsServer } from '@hospital/api/metrics';
import { createSiteServer } from './createSiteServer';
import { startDecider } from '../release/decider';
import { deciderSettings } from '../release/deciderConfig';
import { previewKey } from '../release/preview';
import { formStateKey } from './siteConfig';
import { MountedApi, mountReferenceApi } from './mountReferenceApi';
import { mailCatcherRefusal, startDevMailCatcher, type DevMailCatcher } from './devMailCatcher';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

/** A per-client allowance from the environment: a whole number, 0 for no limit. */
function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number (0: no limit)`);
  return n;
}

/** Uncached page renders per client and minute (docs/decisions.md, issue 24); 0: no limit. */
function rendersPerMinute(value: string | undefined): number {
  return wholeNumber('SSR_RENDERS_PER_MINUTE', value, 60);
}

async function main() {
  const started = Date.now();
  // Read before anything starts: a wrong threshold stops the server with its variable's name.
  const canaryDecider = deciderSettings();
  let api: MountedApi | null = null;
  let mail: DevMailCatcher | null = null;
  const app = await createSiteServer({
    // Warnings and errors always reach the log (a remote rendered in the browser instead, a failed
    // render); LOG_LEVEL asks for more.
    logLevel: process.env.LOG_LEVEL || 'warn',
    rendering: {
      // The API is mounted in this process; API_INTERNAL_URL points elsewhere when it is not.
      apiBaseUrl: process.env.API_INTERNAL_URL ? () => process.env.API_INTERNAL_URL as string : undefined,
      token: process.env.API_TOKEN,
      product: process.env.PRODUCT,
      dataBudgetMs: Number(process.env.SSR_DATA_BUDGET_MS ?? 300),
      streamBudgetMs: Number(process.env.SSR_STREAM_BUDGET_MS ?? 2000),
      cacheSeconds: Number(process.env.SSR_CACHE_SECONDS ?? 30),
      rendersPerMinute: rendersPerMinute(process.env.SSR_RENDERS_PER_MINUTE),
      formStateKey: formStateKey(),
      previewKey: previewKey(),
    },
    mountApi: async (instance) => {
      // Before the API reads SMTP_URL: `npm start` without one sends to a catcher on this machine,
      // where it may run (devMailCatcher.ts; docs/decisions.md, issue 24).
      if (process.env.MAIL_CATCHER === '1' && !process.env.SMTP_URL) {
        const refusal = mailCatcherRefusal(process.env, host);
        if (refusal) {
          console.warn(
            `Mail catcher NOT started (${refusal}). E-mails wait in mail_outbox until SMTP_URL names an SMTP server; ` +
              'the catcher runs only with `npm start` on a loopback HOST (the default 127.0.0.1), without NODE_ENV=production.',
          );
        } else {
          mail = await startDevMailCatcher(instance);
        }
      }
      api = await mountReferenceApi(instance);
    },
    sitemapItems: (instance) => (api ? api.sitemapItems(instance) : Promise.resolve([])),
    vitals: { perMinute: wholeNumber('VITALS_PER_MINUTE', process.env.VITALS_PER_MINUTE, 120) },
  });
  await app.listen({ port, host });
  // PORT=0 picks a free port: print the one actually bound (the e2e set-up reads this line).
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' ? 'localhost' : host;
  // `npm start` without SITE_URL: the e-mails link to the address printed below.
  (api as MountedApi | null)?.servedAt(`http://${shownHost}:${boundPort}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Medika Hospital site ready in ${seconds} s: http://${shownHost}:${boundPort}/`);
  // After the line above (the e2e set-up reads the first URL printed): the figures for Prometheus, on
  // their own port (METRICS_PORT, METRICS_HOST; docs/decisions.md, "Issue 28 — metrics").
  const metrics = await startMetricsServer();
  if (metrics) console.log(`Metrics for Prometheus: ${metrics.url}`);
  // The canary decider (docs/decisions.md, "Issue 28 — decider"): one at a time across servers (a lease
  // in the registry folder), so every server may run it.
  const decider = canaryDecider.enabled ? startDecider({ settings: canaryDecider }) : null;
  if (decider)
    console.log(
      `Canary decider on: every ${canaryDecider.everySeconds} s, figures from ${canaryDecider.prometheusUrl ?? 'this server'}`,
    );
  const caught = mail as DevMailCatcher | null;
  if (caught) {
    console.log(
      `E-mails the site sends are caught, not delivered: read them on this machine at ` +
        `http://${shownHost}:${boundPort}${caught.pathWithToken} (the token is new at every start; ` +
        `SMTP ${caught.smtpUrl}; set SMTP_URL to send real mail).`,
    );
  }

  // Finish in-flight requests (bookings) before closing the database.
  const shutdown = async (signal: string) => {
    console.log(`${signal}: closing`);
    await decider?.stop();
    await app.close();
    await metrics?.close();
    await (api as MountedApi | null)?.close();
    await (mail as DevMailCatcher | null)?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A start-up failure of the API (a migration, the NIK backfill) without the values of its query.
  console.error(JSON.stringify(serializeError(error)));
  process.exit(1);
});
