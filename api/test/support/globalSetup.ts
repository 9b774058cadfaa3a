import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { testConfig } from '../../src/config';
import { migrateAndSeed, openDatabase } from '../../src/db/open';
import { startCluster, type Cluster } from './postgres';

declare global {
  var __apiTestCluster: Cluster | undefined;
  var __apiTestTemplateDir: string | undefined;
}

export const PG_TEMPLATE_DB = 'medika_template';

/**
 * Once per test run: a migrated and seeded PGlite data directory that every test file copies,
 * and, when PostgreSQL is installed, a throwaway cluster with a seeded template database.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  // The two templates are independent: PGlite seeds in this process while PostgreSQL seeds in its own
  // server, so both cores work at once (sequential, the set-up took about twice as long).
  const [templateDir, cluster] = await Promise.all([pgliteTemplate(), postgresTemplate()]);
  globalThis.__apiTestTemplateDir = templateDir;
  process.env.API_TEST_PGLITE_TEMPLATE = templateDir;
  if (cluster) {
    globalThis.__apiTestCluster = cluster;
    process.env.API_TEST_PG_URL = cluster.url;
  }
  if (process.env.API_TEST_VERBOSE) {
    console.log(`api test setup: ${Date.now() - started} ms (postgres: ${cluster ? 'yes' : 'no'})`);
  }
}

async function pgliteTemplate(): Promise<string> {
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-pglite-template-'));
  const opened = await openDatabase({ dataDir: templateDir });
  await migrateAndSeed(opened.db, testConfig().secrets);
  await opened.close();
  return templateDir;
}

async function postgresTemplate(): Promise<Cluster | undefined> {
  const cluster = process.env.API_TEST_SKIP_POSTGRES ? undefined : await startCluster();
  if (!cluster) return undefined;
  const admin = new Client({ connectionString: `${cluster.url}/postgres` });
  await admin.connect();
  await admin.query(`create database ${PG_TEMPLATE_DB}`);
  await admin.end();
  const pg = await openDatabase({ databaseUrl: `${cluster.url}/${PG_TEMPLATE_DB}`, poolSize: 2 });
  await migrateAndSeed(pg.db, testConfig().secrets);
  await pg.close();
  return cluster;
}
