import fs from 'node:fs';
import path from 'node:path';
import { validateRoutes, RouteDefinition } from '@hospital/registry';
import { buildDir, buildFile } from '../release/layout';

interface FederationManifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { name?: string; path?: string }[];
}

function readJson<T>(file: string, what: string): T {
  if (!fs.existsSync(file)) throw new Error(`${what} is missing`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    throw new Error(`${what} is not valid JSON`);
  }
}

/**
 * Checks that a built remote can be pointed at: its federation manifest names an entry that exists and
 * exposes `./app`, and its routes.json is valid. Throws with the reason; returns the routes.
 */
export function verifyBuild(app: string, version: string): RouteDefinition[] {
  const dir = buildDir(app, version);
  if (!fs.existsSync(dir)) throw new Error(`${app} ${version} is not built (no ${dir})`);
  const manifest = readJson<FederationManifest>(
    buildFile(app, version, 'manifest'),
    `${app} ${version}: mf-manifest.json`,
  );
  const entryFile = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  if (!fs.existsSync(path.join(dir, entryFile)))
    throw new Error(`${app} ${version}: entry ${entryFile} is missing`);
  if (!manifest.exposes?.some((e) => e.path === './app' || e.name === 'app'))
    throw new Error(`${app} ${version} does not expose ./app`);
  const routes = readJson<unknown>(buildFile(app, version, 'routes'), `${app} ${version}: routes.json`);
  if (!validateRoutes(routes)) throw new Error(`${app} ${version}: routes.json is malformed`);
  return routes;
}
