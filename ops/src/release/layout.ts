import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

/*
 * The release layout, in one place: where an app's builds sit, the files a build holds, and the files of
 * the registry. The commands that deploy (ops/src/registry/) and the site server that serves what is
 * deployed (ops/src/server/) both find their files here, so neither leans on the other for a path.
 *
 *   dist/<app>/<version>/           one build, never changed once written (versions are content hashes)
 *     mf-manifest.json, remoteEntry.js, routes.json, route-assets.json   (a remote's)
 *     index.html                                                         (the shell's)
 *     server/renderer.js                                                 (every app's server renderer)
 *   dist/<app>/latest-build.json     the newest build of the app, written by `npm run build`
 *   dist/registry/                   (REGISTRY_DIR) what is live
 *     remotes.json    every remote's entry: version, entry URL, routes, previous versions
 *     shell.json      the shell's entry: version, previous versions
 *     canaries.json   each app's canary beside its stable entry: version, share, started at (canary.ts)
 *     history.jsonl   one line per deploy, rollback, canary step and promotion
 *     .lock           held while a deploy rewrites an entry
 *     decider-lease.json  which canary decider decides, until when (release/decider.ts)
 *     decider.json    the decider's last reading: each canary's figures and decision (npm run status)
 */

/** Where builds and the registry live; overridable so tests work in a temp folder. */
export function distDir(): string {
  return process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, 'dist');
}

export function registryDir(): string {
  return process.env.REGISTRY_DIR ? path.resolve(process.env.REGISTRY_DIR) : path.join(distDir(), 'registry');
}

/** The files of one build folder, by what they are. */
export const BUILD_FILES = {
  manifest: 'mf-manifest.json',
  routes: 'routes.json',
  routeAssets: 'route-assets.json',
  shellDocument: 'index.html',
  renderer: path.join('server', 'renderer.js'),
} as const;

/** The files of the registry folder, by what they are. */
export const REGISTRY_FILES = {
  remotes: 'remotes.json',
  shell: 'shell.json',
  canaries: 'canaries.json',
  history: 'history.jsonl',
  lock: '.lock',
  deciderLease: 'decider-lease.json',
  deciderReading: 'decider.json',
} as const;

export function buildDir(app: string, version: string): string {
  return path.join(distDir(), app, version);
}

export function buildFile(app: string, version: string, file: keyof typeof BUILD_FILES): string {
  return path.join(buildDir(app, version), BUILD_FILES[file]);
}

/** The server renderer of the build in `dir` (a build folder). */
export function rendererFile(dir: string): string {
  return path.join(dir, BUILD_FILES.renderer);
}

export function registryFile(file: keyof typeof REGISTRY_FILES): string {
  return path.join(registryDir(), REGISTRY_FILES[file]);
}

function latestBuildFile(app: string): string {
  return path.join(distDir(), app, 'latest-build.json');
}

/** The newest build of an app, or null when it was never built. */
export function latestBuild(app: string): string | null {
  const file = latestBuildFile(app);
  if (!fs.existsSync(file)) return null;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Names the build of the current sources, the one `npm start` and the tests deploy. */
export function markLatestBuild(app: string, version: string): void {
  fs.writeFileSync(
    latestBuildFile(app),
    JSON.stringify({ version, builtAt: new Date().toISOString() }) + '\n',
  );
}
