/**
 * What a remote's `./app` module needs before it can run, read from the federation manifest
 * (`mf-manifest.json`) its build writes beside remoteEntry.js.
 */
export interface AppExposeAssets {
  /** File name of the container entry (remoteEntry.js). */
  entryName: string;
  /** The build's public path: 'auto' means "the folder remoteEntry.js was loaded from". */
  publicPath: string;
  /** Chunks the federation runtime loads together with `./app`, relative to the public path. */
  js: string[];
  css: string[];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function stringList(v: unknown, what: string): string[] {
  if (!Array.isArray(v) || !v.every((s) => typeof s === 'string')) throw new Error(`${what} is not a list`);
  return v;
}

function syncFiles(v: unknown, what: string): string[] {
  if (!isRecord(v)) throw new Error(`${what} is missing`);
  return stringList(v.sync, `${what}.sync`);
}

/** Every file a shared module's own copy lives in: the shell provides those modules, so these never load. */
function sharedFiles(shared: unknown): Set<string> {
  const files = new Set<string>();
  if (!Array.isArray(shared)) return files;
  for (const module of shared) {
    if (!isRecord(module) || !isRecord(module.assets)) continue;
    for (const kind of ['js', 'css'] as const) {
      const lists = module.assets[kind];
      if (!isRecord(lists)) continue;
      for (const list of [lists.sync, lists.async])
        if (Array.isArray(list)) for (const f of list) if (typeof f === 'string') files.add(f);
    }
  }
  return files;
}

/**
 * The synchronous js and css of the `./app` expose (async chunks are lazily loaded pages: not needed
 * to start). Throws when the manifest does not have the expected shape.
 */
export function appExposeAssets(manifest: unknown): AppExposeAssets {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) throw new Error('manifest has no metaData');
  const { metaData } = manifest;
  const remoteEntry = isRecord(metaData.remoteEntry) ? metaData.remoteEntry : {};
  const entryName = typeof remoteEntry.name === 'string' && remoteEntry.name ? remoteEntry.name : null;
  if (!entryName) throw new Error('manifest names no remoteEntry');
  // An entry in a sub-folder of the public path would change what 'auto' resolves to: not produced by our builds.
  if (typeof remoteEntry.path === 'string' && remoteEntry.path !== '')
    throw new Error('remoteEntry in a sub-folder is not supported');
  if (typeof metaData.getPublicPath === 'string' && metaData.getPublicPath)
    throw new Error('a runtime public path cannot be known on the server');
  const publicPath = typeof metaData.publicPath === 'string' ? metaData.publicPath : 'auto';

  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const app = exposes.find((e) => isRecord(e) && (e.path === './app' || e.name === 'app'));
  if (!isRecord(app) || !isRecord(app.assets)) throw new Error('manifest does not expose ./app');
  const shared = sharedFiles(manifest.shared);
  const own = (files: string[]) => [...new Set(files)].filter((f) => !shared.has(f));
  return {
    entryName,
    publicPath,
    js: own(syncFiles(app.assets.js, './app js')),
    css: own(syncFiles(app.assets.css, './app css')),
  };
}
