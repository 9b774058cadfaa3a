import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteRendererSource, writeRenderer, type RemoteRendererOptions } from './renderers';

/** A temp dist/ folder; ops code reads DIST_DIR at call time. */
export function withTempDist(): { dist: () => string } {
  let dir = '';
  const previous = { dist: process.env.DIST_DIR, registry: process.env.REGISTRY_DIR };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-test-'));
    process.env.DIST_DIR = dir;
    delete process.env.REGISTRY_DIR;
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    process.env.DIST_DIR = previous.dist;
    if (previous.registry) process.env.REGISTRY_DIR = previous.registry;
    if (previous.dist === undefined) delete process.env.DIST_DIR;
  });
  return { dist: () => dir };
}

/**
 * Writes a fake build of a remote: manifest, entry, routes and server renderer, each optional (or
 * broken) to make broken builds.
 */
export function fakeBuild(
  dist: string,
  app: string,
  version: string,
  parts: {
    exposesApp?: boolean;
    routes?: unknown;
    entry?: boolean;
    renderer?: RemoteRendererOptions | null;
  } = {},
): void {
  const dir = path.join(dist, app, version);
  fs.mkdirSync(dir, { recursive: true });
  const {
    exposesApp = true,
    routes = [{ path: `/${app}`, layout: 'default' }],
    entry = true,
    renderer = {},
  } = parts;
  if (renderer) writeRenderer(dir, remoteRendererSource(app, version, renderer));
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: app,
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: exposesApp ? [{ name: 'app', path: './app' }] : [],
    }),
  );
  if (entry) fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${app} ${version} */`);
  if (routes !== null) fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(routes));
  fs.writeFileSync(path.join(dist, app, 'latest-build.json'), JSON.stringify({ version }));
}
