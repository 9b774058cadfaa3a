import { loadConfig } from '../config';
import { serializeError } from '../http/logging';
import { migrateAndSeed, openDatabase } from '../db/open';

// `npm run seed -w api`: migrates, then seeds when the database is empty.
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const summary = await migrateAndSeed(opened.db, config.secrets);
    const what = summary.seeded
      ? `seeded ${JSON.stringify(summary.counts)}, then ${JSON.stringify(summary.content)}`
      : `already seeded; issue 15 content added: ${JSON.stringify(summary.content)}`;
    console.log(`${opened.kind}: ${what} in ${Date.now() - started} ms`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  // Without the values a failed query would print (serializeError keeps codes and frames).
  console.error(JSON.stringify(serializeError(error)));
  process.exitCode = 1;
});
