import { createSiteServer } from './createSiteServer';
import { mountReferenceApi } from './mountReferenceApi';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

async function main() {
  const started = Date.now();
  let closeApi: (() => Promise<void>) | null = null;
  const app = await createSiteServer({
    logger: process.env.LOG_LEVEL ? true : false,
    mountApi: async (instance) => {
      closeApi = await mountReferenceApi(instance);
    },
  });
  await app.listen({ port, host });
  console.log(
    `Medika Hospital site ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );

  // Finish in-flight requests (bookings) before closing the database.
  const shutdown = async (signal: string) => {
    console.log(`${signal}: closing`);
    await app.close();
    if (closeApi) await (closeApi as () => Promise<void>)();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
