import type { FastifyInstance } from 'fastify';
import type { SitemapEntry } from '@hospital/contract';

/**
 * Mounts the reference API under /api with its embedded database (PGlite in ./data, or PostgreSQL when
 * DATABASE_URL is set), migrated and seeded on first start. Returns the database's close function.
 */
export interface MountedApi {
  close(): Promise<void>;
  /** The API's web/sitemap list, asked in-process (no network hop). */
  sitemapItems(app: FastifyInstance): Promise<SitemapEntry[]>;
  /**
   * Where the site now listens. Without `SITE_URL` it becomes the address the e-mails link to, so a
   * mail names the site that sent it, not the API's default 127.0.0.1:8080 (docs/decisions.md, issue 26).
   */
  servedAt(origin: string): void;
}

export async function mountReferenceApi(app: FastifyInstance): Promise<MountedApi> {
  const { openDatabase, migrateAndSeed } = await import('@hospital/api/database');
  const { withStartupLock } = await import('@hospital/api/startup-lock');
  const { apiPlugin } = await import('@hospital/api/app');
  const { loadConfig } = await import('@hospital/api/config');
  const config = loadConfig();
  const { source } = config.secrets;
  // Said once, on the console: losing this file loses the stored NIKs (api/README.md, "Trust").
  if (source.created)
    console.warn(`Generated the API's keys in ${source.file}: keep this file, apart from backups.`);
  if (source.kind === 'ephemeral') console.warn("The API's keys live in memory only (DATA_DIR=memory).");
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // Several site servers may start at once on one PostgreSQL database: one migrates and seeds at a time.
  const { backfill } = await withStartupLock(database.db, () => migrateAndSeed(database.db, config.secrets));
  if (backfill.encrypted > 0)
    console.log(`Encrypted ${backfill.encrypted} NIK(s) stored in clear by an older release.`);
  if (backfill.conflicts > 0) {
    console.warn(
      `${backfill.conflicts} patient(s) left with a NIK in clear: an encrypted twin exists (the desk merges them).`,
    );
  }
  await app.register(apiPlugin, { prefix: '/api', db: database.db, config });
  return {
    servedAt: (origin) => {
      if (!process.env.SITE_URL?.trim()) config.mail.siteUrl = origin.replace(/\/+$/, '');
    },
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
