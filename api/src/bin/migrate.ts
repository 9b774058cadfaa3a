import { loadConfig } from '../config';
import { serializeError } from '../http/logging';
import { migrate, openDatabase } from '../db/open';

// `npm run migrate -w api`: applies pending migrations, nothing else.
async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(opened.db);
    console.log(`migrated (${opened.kind})`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  // Without the values a failed query would print (serializeError keeps codes and frames).
  console.error(JSON.stringify(serializeError(error)));
  process.exitCode = 1;
});
