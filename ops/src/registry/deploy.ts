import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertEntryAnswers, entryUrl } from './entryUrl';
import { verifyBuild } from './verifyBuild';
import { verifyRemoteRenderer, verifyShellRenderer } from './verifyRenderer';
import {
  appendHistory,
  buildDir,
  entryFor,
  latestBuild,
  readRegistry,
  readShellPointer,
  registryPath,
  withRegistryLock,
  writeJsonAtomic,
  writeShellPointer,
} from './registryStore';

function actor(): string {
  return process.env.DEPLOY_ACTOR || `${os.userInfo().username}@${os.hostname()}`;
}

/** Points the registry at a version of one remote; every other entry stays byte-identical. */
export async function deploy(
  app: string,
  version = latestBuild(app),
  action: 'deploy' | 'rollback' = 'deploy',
) {
  if (!version) throw new Error(`${app} has no build: run npm run build -- ${app}`);
  if (app === 'shell') {
    const from = readShellPointer()?.version ?? null;
    if (!fs.existsSync(path.join(buildDir(app, version), 'index.html')))
      throw new Error(`shell ${version} is not built`);
    await verifyShellRenderer(version);
    writeShellPointer(version);
    appendHistory({ at: new Date().toISOString(), action, app, from, to: version, by: actor() });
    return { app, from, to: version };
  }
  const routes = verifyBuild(app, version);
  await verifyRemoteRenderer(app, version, routes);
  await assertEntryAnswers(entryUrl(app, version));
  return withRegistryLock(() => {
    const registry = readRegistry();
    const current = registry[app];
    const from = current?.version ?? null;
    if (from === version) return { app, from, to: version };
    const previous = current
      ? [current.version, ...current.previous.filter((v) => v !== current.version && v !== version)]
      : [];
    writeJsonAtomic(registryPath(), { ...registry, [app]: entryFor(app, version, routes, previous) });
    appendHistory({ at: new Date().toISOString(), action, app, from, to: version, by: actor() });
    return { app, from, to: version };
  });
}
