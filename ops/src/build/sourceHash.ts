import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

const IGNORED_DIRS = new Set(['node_modules', 'dist', '.cache', 'coverage']);

function listFiles(dir: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/** Public build-time configuration baked into bundles: part of the version, like the sources. */
const BUILD_ENV_KEYS = [
  // A CI build number, when a pipeline wants one version per run of the same sources.
  'BUILD_ID',
  'API_BASE_URL',
  'API_TOKEN',
  'PRODUCT',
  'REGISTRY_URL',
  'ONLINE_BOOKING_URL',
  'BUILD_MODE',
];

/**
 * A build's identity: everything that can change its output (the app's sources, the shared libraries,
 * the build tooling, the lockfile, public config). Same hash -> same version -> the build is skipped.
 */
export function sourceHash(app: string): string {
  const files: string[] = [];
  listFiles(path.join(ROOT, app, 'src'), files);
  listFiles(path.join(ROOT, 'shared-libs'), files);
  listFiles(path.join(ROOT, 'tooling'), files);
  files.push(
    path.join(ROOT, app, 'package.json'),
    path.join(ROOT, app, 'webpack.config.js'),
    path.join(ROOT, 'package-lock.json'),
  );
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  for (const key of BUILD_ENV_KEYS) hash.update(`${key}=${process.env[key] ?? ''}\0`);
  return hash.digest('hex').slice(0, 10);
}

export function appVersion(app: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `${pkg.version}-${sourceHash(app)}`;
}
