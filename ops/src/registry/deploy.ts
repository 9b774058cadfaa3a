import fs from 'node:fs';
import os from 'node:os';
import type { RouteDefinition } from '@hospital/registry';
import { assertEntryAnswers, entryUrl } from '../release/entryUrl';
import { buildFile, latestBuild } from '../release/layout';
import type { CanaryEntry } from '../release/canary';
import {
  appendHistory,
  type HistoryRecord,
  readCanaries,
  writeCanaries,
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

export interface Decision {
  /** What the decision was based on (issue 28 item 3), written to the history with it. */
  figures?: Record<string, number>;
  reason?: string;
  /** Who decided, when not the operator running the command (the canary decider). */
  by?: string;
}

/**
 * Makes `version` the app's stable version (under the registry's lock, which the caller holds) and keeps
 * the version it replaces first among the previous ones; every other entry stays byte-identical. A
 * canary of that same version has nothing left to show: it ends.
 */
function switchStable(
  app: string,
  version: string,
  routes: RouteDefinition[] | null,
  action: HistoryRecord['action'],
  decision: Decision = {},
) {
  const registry = app === 'shell' ? null : readRegistry();
  const current = registry ? (registry[app] ?? null) : readShellEntry();
  const from = current?.version ?? null;
  const canaries = readCanaries();
  if (canaries[app]?.version === version) writeCanaries(withoutApp(canaries, app));
  if (from === version) return { app, from, to: version };
  const previous = previousVersions(current, version);
  if (registry) writeRegistry({ ...registry, [app]: entryFor(app, version, routes ?? [], previous) });
  else writeShellEntry({ version, previous });
  appendHistory({ at: new Date().toISOString(), action, app, from, to: version, by: actor(), ...decision });
  return { app, from, to: version };
}

function withoutApp<T>(record: Record<string, T>, app: string): Record<string, T> {
  const { [app]: _dropped, ...rest } = record;
  return rest;
}

/** Points the registry at a version of one app (the shell or a remote), for every visitor. */
export async function deploy(
  app: string,
  version = latestBuild(app),
  action: 'deploy' | 'rollback' = 'deploy',
) {
  if (!version) throw new Error(`${app} has no build: run npm run build -- ${app}`);
  const routes = await verifyForDeploy(app, version);
  return withRegistryLock(() => switchStable(app, version, routes, action));
}

/**
 * Makes `version` live for `share` percent of visitors beside the stable version (docs/decisions.md,
 * issue 28), after the same checks as a deploy; run again with a larger share to step it up. A share
 * never goes down: the visitors already on the canary would flip back (roll back to end it instead).
 */
export async function deployCanary(app: string, version: string | null | undefined, share: number) {
  if (!version) throw new Error(`${app} has no build: run npm run build -- ${app}`);
  const routes = await verifyForDeploy(app, version);
  return withRegistryLock(() => {
    const stable = liveEntry(app);
    if (!stable) throw new Error(`${app} has no stable version yet: deploy it first`);
    if (stable.version === version) throw new Error(`${app} ${version} is the stable version already`);
    const canaries = readCanaries();
    const current = canaries[app]?.version === version ? canaries[app] : null;
    if (current && share < current.share)
      throw new Error(
        `${app} ${version} is live for ${current.share}%: a share only grows (roll back to end it)`,
      );
    const canary: CanaryEntry = {
      version,
      share,
      startedAt: current?.startedAt ?? new Date().toISOString(),
      ...(routes ? { entry: entryUrl(app, version), routes } : {}),
    };
    writeCanaries({ ...canaries, [app]: canary });
    const at = new Date().toISOString();
    appendHistory({ at, action: 'canary', app, from: stable.version, to: version, by: actor(), share });
    return { app, stable: stable.version, canary: version, share };
  });
}

/**
 * Steps a live canary's share (a decider's step: issue 28 item 3), with the figures it was decided on.
 * Only up, as deployCanary.
 */
export async function stepCanary(app: string, share: number, decision: Decision = {}) {
  return withRegistryLock(() => {
    const canaries = readCanaries();
    const canary = canaries[app];
    if (!canary) throw new Error(`${app} has no canary`);
    if (share < canary.share) throw new Error(`${app}'s canary is at ${canary.share}%: a share only grows`);
    writeCanaries({ ...canaries, [app]: { ...canary, share } });
    const stable = liveEntry(app)?.version ?? null;
    const at = new Date().toISOString();
    appendHistory({
      at,
      action: 'canary',
      app,
      from: stable,
      to: canary.version,
      by: actor(),
      share,
      ...decision,
    });
    return { app, canary: canary.version, share };
  });
}

/** The canary becomes the stable version for everyone; the stable one is kept first for rollback. */
export async function promote(app: string, decision: Decision = {}) {
  return withRegistryLock(() => {
    const canary = readCanaries()[app];
    if (!canary) throw new Error(`${app} has no canary to promote`);
    return switchStable(app, canary.version, canary.routes ?? null, 'promote', decision);
  });
}

/**
 * During a canary: ends it, everyone is on the stable version at their next request (and `version`, when
 * given, is then deployed as a rollback). Otherwise: goes back to `version`, or to the version before
 * the live one; the shell like any remote.
 */
export async function rollback(app: string, version?: string, decision: Decision = {}) {
  const dropped = await withRegistryLock(() => {
    const canaries = readCanaries();
    const canary = canaries[app];
    if (!canary) return null;
    writeCanaries(withoutApp(canaries, app));
    const stable = liveEntry(app)?.version ?? canary.version;
    const at = new Date().toISOString();
    appendHistory({
      at,
      action: 'rollback',
      app,
      from: canary.version,
      to: stable,
      by: actor(),
      share: 0,
      ...decision,
    });
    return { app, from: canary.version, to: stable, canary: true };
  });
  if (dropped && !version) return dropped;
  const target = version ?? liveEntry(app)?.previous[0];
  if (!target) throw new Error(`${app} has no previous version to roll back to`);
  return deploy(app, target, 'rollback');
}
