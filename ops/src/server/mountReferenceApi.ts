import type { FastifyInstance } from 'fastify';

/**
 * Mounts the reference API under /api with its embedded database (PGlite in ./data, or PostgreSQL when
 * DATABASE_URL is set), migrated and seeded on first start. Returns the database's close function.
 */
export async function mountReferenceApi(app: FastifyInstance): Promise<() => Promise<void>> {
  const { openDatabase, migrateAndSeed } = await import('@hospital/api/src/db/open');
  const { apiPlugin } = await import('@hospital/api/src/app');
  const { loadConfig } = await import('@hospital/api/src/config');
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrateAndSeed(database.db);
  await app.register(apiPlugin, { prefix: '/api', db: database.db, config });
  return () => database.close();
}
