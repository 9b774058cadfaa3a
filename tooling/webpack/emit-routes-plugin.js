// Emits the remote's routes.json next to its entry, after checking its shape, so the registry and the
// shell learn a remote's routes without any shell release (docs/architecture.md §2).
const fs = require('fs');
const path = require('path');
const { routeAssets } = require('./route-assets');

const LAYOUTS = new Set(['default', 'event', 'full-page', 'screening']);

function readRoutes(file) {
  const routes = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(routes) || routes.length === 0)
    throw new Error(`${file}: routes must be a non-empty array`);
  for (const r of routes) {
    if (typeof r.path !== 'string' || !r.path.startsWith('/'))
      throw new Error(`${file}: bad path ${JSON.stringify(r)}`);
    if (!LAYOUTS.has(r.layout)) throw new Error(`${file}: bad layout for ${r.path}`);
    if (r.personal !== undefined && typeof r.personal !== 'boolean')
      throw new Error(`${file}: personal of ${r.path} must be true or false`);
  }
  return routes;
}

class EmitRoutesPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRoutesPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'EmitRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const routes = readRoutes(this.file);
          compilation.emitAsset(
            'routes.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(routes, null, 2)),
          );
        },
      );
      // After the real content hashes are in the file names.
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitRoutesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        () => {
          const pagesFile = path.join(path.dirname(this.file), 'pages.tsx');
          if (!fs.existsSync(pagesFile)) return;
          const assets = routeAssets(compilation, pagesFile, fs.readFileSync(pagesFile, 'utf8'));
          if (!assets) return;
          compilation.emitAsset(
            'route-assets.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(assets, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { EmitRoutesPlugin, readRoutes };
