import fs from 'node:fs';
import path from 'node:path';
import type { RouteDefinition } from '@hospital/registry';
import { remoteRendererSource, writeRenderer, type RemoteRendererOptions } from './renderers';

export interface RemoteBuildFiles {
  routes: RouteDefinition[];
  /** Sync files of ./app (the expose's own chunks). */
  js: string[];
  css: string[];
  /** Lazily loaded page chunks of ./app. */
  asyncJs?: string[];
  /** Chunks of the remote's own copies of shared modules (react...). */
  sharedJs?: string[];
  publicPath?: string;
  /** route-assets.json: the files of each route's page (none written when absent, as older builds). */
  routeAssets?: Record<string, { js: string[]; css: string[] }>;
  /** Written as the manifest instead of the generated one (to make a broken build). */
  manifest?: unknown;
  /** How its server renderer behaves (renderers.ts). */
  renderer?: RemoteRendererOptions;
}

/**
 * A remote build shaped like the real ones (dist/mf-x/<version>/mf-manifest.json from
 * @module-federation/enhanced 2.x, server/renderer.js), complete enough for `deploy` to accept it.
 */
export function writeRemoteBuild(dist: string, app: string, version: string, files: RemoteBuildFiles) {
  const dir = path.join(dist, app, version);
  fs.mkdirSync(dir, { recursive: true });
  const container = app.replace(/[^a-zA-Z0-9_]/g, '_');
  const manifest = files.manifest ?? {
    id: container,
    name: container,
    metaData: {
      name: container,
      type: 'app',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: container,
      pluginVersion: '2.9.2',
      publicPath: files.publicPath ?? 'auto',
    },
    shared: [
      {
        id: `${container}:react`,
        name: 'react',
        version: '19.3.1',
        singleton: true,
        assets: {
          js: { async: [], sync: files.sharedJs ?? [] },
          css: { async: [], sync: [] },
        },
        fallback: '',
      },
    ],
    remotes: [],
    exposes: [
      {
        id: `${container}:app`,
        name: 'app',
        path: './app',
        assets: {
          js: { sync: files.js, async: files.asyncJs ?? [] },
          css: { sync: files.css, async: [] },
        },
      },
    ],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${app} ${version} */`);
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(files.routes));
  writeRenderer(dir, remoteRendererSource(app, version, files.renderer));
  if (files.routeAssets)
    fs.writeFileSync(path.join(dir, 'route-assets.json'), JSON.stringify(files.routeAssets));
  fs.writeFileSync(path.join(dist, app, 'latest-build.json'), JSON.stringify({ version }));
}
