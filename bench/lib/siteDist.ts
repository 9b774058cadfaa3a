import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appVersion } from '../../ops/src/build/sourceHash';
import { entryFor } from '../../ops/src/release/registry';
import { log } from './log';
import { APPS, ROOT, TMP_DIR, TSX } from './paths';

/** How the benchmark's site serves an app's last good build. */
export interface ServedBuild {
  app: string;
  version: string | null;
  /**
   * `server-rendered`: deployed as `npm start` deploys it (ops verify passed). `browser-rendered`: its
   * build has no working server renderer, so the site server leaves its slot to the browser
   * (docs/server-rendering.md, "Outcome": failed). `not served`: no build at all.
   */
  serving: 'server-rendered' | 'browser-rendered' | 'not served';
  reason?: string;
  /** The served build is what today's sources build (ops sourceHash), not an older one. */
  fromCurrentSources: boolean;
}

export interface SiteDist {
  /** DIST_DIR of the benchmark's sites: the last good builds, and the page snapshots. */
  distDir: string;
  /** A registry with every served app, copied for each site the benchmark starts. */
  seedRegistryDir: string;
  served: ServedBuild[];
  /** False when the shell cannot be deployed: no page can be composed. */
  servable: boolean;
}

export const SITE_DIR = path.join(TMP_DIR, 'site');

function latestBuild(app: string): string | null {
  const file = path.join(ROOT, 'dist', app, 'latest-build.json');
  if (!fs.existsSync(file)) return null;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function opsCli(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, ['ops/src/cli/ops.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DEPLOY_ACTOR: 'bench', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}

/**
 * The benchmark serves the site from a folder of its own (bench/tmp/site/dist): one link per app to its
 * last good build in dist/, so the bytes served are the builds' own, plus the page snapshots
 * (snapshots.ts). Each app is deployed into a registry of the benchmark's with `ops deploy`, which runs
 * the same checks as `npm start`. Other teams convert their remotes in this tree at the same time: a
 * remote whose last build has no server renderer, or one that fails the check, is still put in the
 * registry by hand, so its pages are measured as the site server serves such a remote (its slot
 * rendered by the browser), and the report says so. Without a deployable shell no page can be served.
 */
export async function prepareSiteDist(): Promise<SiteDist> {
  fs.rmSync(SITE_DIR, { recursive: true, force: true });
  const distDir = path.join(SITE_DIR, 'dist');
  const seedRegistryDir = path.join(SITE_DIR, 'registry');
  fs.mkdirSync(seedRegistryDir, { recursive: true });
  const env = { DIST_DIR: distDir, REGISTRY_DIR: seedRegistryDir };
  const served: ServedBuild[] = [];
  for (const app of APPS) {
    const version = latestBuild(app);
    if (!version) {
      served.push({
        app,
        version: null,
        serving: 'not served',
        reason: 'no build in dist/',
        fromCurrentSources: false,
      });
      continue;
    }
    const fromCurrentSources = version === appVersion(app);
    fs.mkdirSync(path.join(distDir, app), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'dist', app, version), path.join(distDir, app, version), 'dir');
    const deployed = await opsCli(['deploy', app, version], env);
    if (deployed.code === 0) {
      served.push({ app, version, serving: 'server-rendered', fromCurrentSources });
      continue;
    }
    const reason = deployed.output.split('\n').slice(-3).join(' / ');
    if (app === 'shell') {
      served.push({ app, version, serving: 'not served', reason, fromCurrentSources });
      continue;
    }
    const routesFile = path.join(ROOT, 'dist', app, version, 'routes.json');
    if (!fs.existsSync(routesFile)) {
      served.push({
        app,
        version,
        serving: 'not served',
        reason: `${reason} / no routes.json`,
        fromCurrentSources,
      });
      continue;
    }
    const registryFile = path.join(seedRegistryDir, 'remotes.json');
    const registry = fs.existsSync(registryFile)
      ? (JSON.parse(fs.readFileSync(registryFile, 'utf8')) as Record<string, unknown>)
      : {};
    const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as Parameters<typeof entryFor>[2];
    registry[app] = entryFor(app, version, routes, []);
    fs.writeFileSync(registryFile, JSON.stringify(registry, null, 2) + '\n');
    served.push({ app, version, serving: 'browser-rendered', reason, fromCurrentSources });
  }
  for (const b of served)
    log(
      `site: ${b.app} ${b.version ?? '-'} ${b.serving}${b.fromCurrentSources ? '' : ', older than its sources'}` +
        (b.reason ? ` (${b.reason})` : ''),
    );
  return {
    distDir,
    seedRegistryDir,
    served,
    servable: served.find((b) => b.app === 'shell')?.serving === 'server-rendered',
  };
}

/** A fresh copy of the seed registry for one site (a site's deploy history is its own). */
export function registryCopy(dist: SiteDist, name: string): string {
  const dir = path.join(SITE_DIR, `registry-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(dist.seedRegistryDir, dir, { recursive: true });
  return dir;
}
