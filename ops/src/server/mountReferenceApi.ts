import type { FastifyInstance } from 'fastify';
import type { SitemapEntry } from '@hospital/api-client';

/**
 * Mounts the reference API under /api with its embedded database (PGlite in ./data, or PostgreSQL when
 * DATABASE_URL is set), migrated and seeded on first start. Returns the database's close function.
 */
export interface MountedApi {
  close(): Promise<void>;
  /** The API's web/sitemap list, asked in-process (no network hop). */
  sitemapItems(app: FastifyInstance): Promise<SitemapEntry[]>;
}

export async function mountReferenceApi(app: FastifyInstance): Promise<MountedApi> {
  const { openDatabase, migrateAndSeed } = await import('@hospital/api/src/db/open');
  const { apiPlugin } = await import('@hospital/api/src/app');
  const { loadConfig } = await import('@hospital/api/src/config');
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrateAndSeed(database.db, config.secrets);
  await app.register(apiPlugin, { prefix: '/api', db: database.db, config });
  return {
    close: () => database.close(),
    sitemapItems: async (site) => {
      const response = await site.inject({
        url: '/api/web/sitemap',
        headers: { authorization: `Bearer ${config.token}` },
      });
      if (response.statusCode !== 200) throw new Error(`web/sitemap answered ${response.statusCode}`);
      return (response.json() as { data: { results: SitemapEntry[] } }).data.results;
    },
  };
}
