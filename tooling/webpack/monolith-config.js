// Monolith build mode, for the benchmark's "federation tax" only (never deployed): the same shell, the
// same remotes' code, the same routes and layouts, built as ONE webpack compilation without Module
// Federation. The shell's composition runs unchanged; two of its modules are swapped at build time by
// modules that live with the benchmark (bench/monolith/), so the shell's sources hold no benchmark code:
// - composition/federation.ts -> bench/monolith/localRemotes.ts (each remote's src/app.tsx is a lazy chunk);
// - composition/fetchRegistry.ts -> bench/monolith/bundledRegistry.ts (routes.json read at build time).
// Usage: webpack --config tooling/webpack/monolith-config.js --mode production --env outputPath=... --env version=...
const path = require('path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createAppConfig, ROOT } = require('./app-config');
const { PreloadBootChunksPlugin } = require('./preload-boot-chunks-plugin');

const SHELL_DIR = path.join(ROOT, 'shell');
const MONOLITH_DIR = path.join(ROOT, 'bench/monolith');

/**
 * Swaps a shell module for a file of bench/monolith. Webpack keeps the replaced module's folder as the
 * context of its imports unless told otherwise, and the replacements' imports are relative to their
 * own folder.
 */
function replaceWith(file) {
  return (resolveData) => {
    if (!resolveData.createData || !resolveData.createData.resource) return;
    resolveData.createData.resource = file;
    resolveData.createData.context = path.dirname(file);
  };
}

module.exports = (env = {}, argv = {}) => {
  const base = createAppConfig({ kind: 'shell', appDir: SHELL_DIR }, env, argv);
  return {
    ...base,
    name: 'shell-monolith',
    // No async boundary is needed without shared-module negotiation: start at the shell's bootstrap.
    entry: { main: './src/bootstrap.tsx' },
    output: { ...base.output, uniqueName: 'shell_monolith' },
    plugins: [
      // Without federation there is no async boundary to preload past; with module concatenation the
      // entry module would also hold every remote's import() and the plugin would preload them all.
      ...base.plugins.filter(
        (plugin) =>
          !(plugin instanceof ModuleFederationPlugin) && !(plugin instanceof PreloadBootChunksPlugin),
      ),
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]shell[\\/]src[\\/]composition[\\/]federation\.ts$/,
        replaceWith(path.join(MONOLITH_DIR, 'localRemotes.ts')),
      ),
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]shell[\\/]src[\\/]composition[\\/]fetchRegistry\.ts$/,
        replaceWith(path.join(MONOLITH_DIR, 'bundledRegistry.ts')),
      ),
    ],
    optimization: {
      ...base.optimization,
      // A single bundle is built with webpack's production defaults, CommonJS concatenation included: the
      // federated apps leave their CommonJS modules (React and the like, all shared) unconcatenated, and
      // that is part of what federation costs.
      concatenateModules: argv.mode !== 'development',
    },
    cache: {
      ...base.cache,
      cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack', 'shell-monolith'),
      buildDependencies: { config: [...base.cache.buildDependencies.config, __filename] },
    },
  };
};
