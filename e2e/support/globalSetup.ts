import fs from 'node:fs';
import path from 'node:path';
import { buildAll, startSite } from './site';

export const STATE_FILE = path.join(
  __dirname,
  `../../test-results/.e2e-site-${process.env.E2E_RUN_ID ?? 'local'}.json`,
);

export default async function globalSetup() {
  buildAll();
  const site = await startSite();
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(
    STATE_FILE,
    JSON.stringify({ pid: site.process.pid, url: site.url, registryDir: site.registryDir }),
  );
  // Workers start after global setup and inherit the environment.
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_REGISTRY_DIR = site.registryDir;
  site.process.unref();
}
