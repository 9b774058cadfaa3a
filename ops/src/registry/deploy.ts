import fs from 'node:fs';
import os from 'node:os';
import type { RouteDefinition } from '@hospital/registry';
import { assertEntryAnswers, entryUrl } from '../release/entryUrl';
import { buildFile, latestBuild } from '../release/layout';
import {
  appendHistory,
  entryFor,
  liveEntry,
  previousVersions,
  readRegistry,
  readShellEntry,
  withRegistryLock,
  writeRegistry,
  writeShellEntry,
} from '../release/registry';
import { verifyBuild } from './verifyBuild';
import { verifyRemoteRenderer, verifyShellRenderer } from './verifyRenderer';

function actor(): string {
  return process.env.DEPLOY_ACTOR || `${os.userInfo().username}@${os.hostname()}`;
}

/**
 * Checks a build of an app can go live: for the shell, its document and renderer; for a remote, its
 * manifest, routes, renderer and (on a CDN) its entry. Throws the reason; returns a remote's routes.
 */
async function verifyForDeploy(app: string, version: string): Promise<RouteDefinition[] | null> {
  if (app === 'shell') {
    if (!fs.existsSync(buildFile(app, version, 'shellDocument')))
      throw new Error(`shell ${version} is not built`);
    await verifyShellRenderer(version);
    return null;
  }
  const routes = verifyBuild(app, version);
  await verifyRemoteRenderer(app, version, routes);
  await assertEntryAnswers(entryUrl(app, version));
  return routes;
}

/**
 * Points the registry at a version of one app (the shell or a remote), under the registry's lock, and
 * keeps the version it replaces first among the previous ones; every other entry stays byte-identical.
 */
export async function deploy(
  app: string,
  version = latestBuild(app),
  action: 'deploy' | 'rollback' = 'deploy',
) {
  if (!version) throw new Error(`${app} has no build: run npm run build -- ${app}`);
  const routes = await verifyForDeploy(app, version);
  return withRegistryLock(() => {
    const registry = app === 'shell' ? null : readRegistry();
    const current = registry ? (registry[app] ?? null) : readShellEntry();
    const from = current?.version ?? null;
    if (from === version) return { app, from, to: version };
    const previous = previousVersions(current, version);
    if (registry) writeRegistry({ ...registry, [app]: entryFor(app, version, routes ?? [], previous) });
    else writeShellEntry({ version, previous });
    appendHistory({ at: new Date().toISOString(), action, app, from, to: version, by: actor() });
    return { app, from, to: version };
  });
}

/** Goes back to `version`, or to the version before the live one; the shell like any remote. */
export async function rollback(app: string, version?: string) {
  const target = version ?? liveEntry(app)?.previous[0];
  if (!target) throw new Error(`${app} has no previous version to roll back to`);
  return deploy(app, target, 'rollback');
}
