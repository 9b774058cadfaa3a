import { serializeError } from '@hospital/api/src/http/logging';
import { createSiteServer } from './createSiteServer';
import { formStateKey } from './siteConfig';
import { MountedApi, mountReferenceApi } from './mountReferenceApi';
import { startDevMailCatcher, type DevMailCatcher } from './devMailCatcher';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

async function main() {
  const started = Date.now();
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
      formStateKey: formStateKey(),
    },
    mountApi: async (instance) => {
      // Before the API reads SMTP_URL: `npm start` without one sends to a catcher on this machine.
      if (process.env.MAIL_CATCHER === '1' && !process.env.SMTP_URL)
        mail = await startDevMailCatcher(instance);
      api = await mountReferenceApi(instance);
    },
    sitemapItems: (instance) => (api ? api.sitemapItems(instance) : Promise.resolve([])),
  });
  await app.listen({ port, host });
  // PORT=0 picks a free port: print the one actually bound (the e2e set-up reads this line).
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' ? 'localhost' : host;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Medika Hospital site ready in ${seconds} s: http://${shownHost}:${boundPort}/`);
  const caught = mail as DevMailCatcher | null;
  if (caught) {
    console.log(
      `E-mails the site sends are caught, not delivered: read them at http://${shownHost}:${boundPort}${caught.path} ` +
        `(SMTP ${caught.smtpUrl}; set SMTP_URL to send real mail).`,
    );
  }

  // Finish in-flight requests (bookings) before closing the database.
  const shutdown = async (signal: string) => {
    console.log(`${signal}: closing`);
    await app.close();
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
