import { loadConfig } from '../config';
import { migrateAndSeed, openDatabase } from '../db/open';

// `npm run seed -w api`: migrates, then seeds when the database is empty.
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const summary = await migrateAndSeed(opened.db);
    const what = summary.seeded
      ? `seeded ${JSON.stringify(summary.counts)}`
      : 'already seeded, nothing to do';
    console.log(`${opened.kind}: ${what} in ${Date.now() - started} ms`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
