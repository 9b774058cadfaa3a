// One webpack configuration for every app of the site (shell and remotes).
// Options decide the role: `kind: 'shell' | 'remote'`.
const path = require('path');
const fs = require('fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
// webpack 5.111 ships minimizer-webpack-plugin (the successor of terser-webpack-plugin); SWC minifies fast on 2 cores.
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-deps');
const { EmitRoutesPlugin } = require('./emit-routes-plugin');
const { PreloadBootChunksPlugin } = require('./preload-boot-chunks-plugin');

const ROOT = path.resolve(__dirname, '../..');

/** Module Federation container names must be JS identifiers: mf-booking -> mf_booking. */
function containerName(appName) {
  return appName.replace(/[^a-zA-Z0-9_]/g, '_');
}

function swcRule(isProd) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProd } },
          target: 'es2020',
        },
      },
    },
  };
}

function publicConfig() {
  return {
    'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL || '/api/'),
    'process.env.API_TOKEN': JSON.stringify(process.env.API_TOKEN || 'medika-web-public-2026'),
    'process.env.PRODUCT': JSON.stringify(process.env.PRODUCT || 'medika'),
    'process.env.REGISTRY_URL': JSON.stringify(process.env.REGISTRY_URL || '/registry/remotes.json'),
    'process.env.ONLINE_BOOKING_URL': JSON.stringify(process.env.ONLINE_BOOKING_URL || '/appointment/create'),
  };
}

/**
 * @param {object} o
 * @param {'shell'|'remote'} o.kind
 * @param {string} o.appDir absolute path of the app folder
 * @param {Record<string,string>} [o.exposes]
 * @param {object} env webpack --env values: { outputPath, version, standalone, monolith }
 * @param {object} argv webpack argv (mode)
 */
function createAppConfig(o, env = {}, argv = {}) {
  const pkg = require(path.join(o.appDir, 'package.json'));
  const appName = pkg.name;
  const mode = argv.mode || (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isProd = mode === 'production';
  const version = env.version || process.env.APP_VERSION || `${pkg.version}-dev`;
  const outputPath = env.outputPath || path.join(ROOT, 'dist', appName, version);
  const isShell = o.kind === 'shell';
  // A remote run on its own dev server gets an HTML page; inside the site only the shell has one.
  const standalone = Boolean(env.standalone) || (!isProd && !isShell);
  const shellPublicPath = env.publicPath || `/dist/${appName}/${version}/`;

  const federation = new ModuleFederationPlugin({
    name: containerName(appName),
    ...(isShell
      ? {
          remotes: {},
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(ROOT, 'shell/src/composition/federationErrorPlugin.ts')],
        }
      : { filename: 'remoteEntry.js', exposes: o.exposes || { './app': './src/app.tsx' } }),
    shared: sharedConfig(),
    dts: false,
    manifest: !isShell,
    // One federation runtime per page (about 27 KB gzip saved per remote): the shell provides it on
    // window, remotes use that one instead of bundling their own.
    // We load remotes from remoteEntry.js URLs (no manifest snapshots) in browsers only: drop that code.
    experiments: {
      ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
      optimization: { disableSnapshot: true, target: 'web' },
    },
  });

  return {
    name: appName,
    mode,
    context: o.appDir,
    entry: { main: './src/index.ts' },
    target: 'web',
    // No eval-based maps: the site's CSP forbids eval, in development too. In production the maps are
    // written beside the build (to decode an error's stack) but named by no file and never served
    // (docs/decisions.md, issue 24: they hold the whole source).
    devtool: isProd ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: outputPath,
      // A remote's own dev server serves its page at nested routes (/appointment/create), where a
      // relative 'auto' path would point at the wrong folder; inside the site 'auto' follows the entry URL.
      publicPath: isShell ? shellPublicPath : env.WEBPACK_SERVE ? '/' : 'auto',
      // Entry files sit in an immutable version folder already; MF's runtime cannot contenthash them.
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: containerName(appName),
      // The server renderer is built into server/ of the same version folder (createServerConfig).
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // The injected external-runtime plugin `require`s the federation runtime, which would pull in its
      // CommonJS build beside the ESM one the bundler runtime imports: point both at the ESM build.
      alias: {
        'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-shim.js'),
        '@module-federation/runtime-tools/runtime-core$': path.join(
          ROOT,
          'node_modules/@module-federation/runtime-tools/dist/runtime-core.js',
        ),
        '@module-federation/runtime/core$': path.join(
          ROOT,
          'node_modules/@module-federation/runtime/dist/core.js',
        ),
        '@module-federation/runtime-core$': path.join(
          ROOT,
          'node_modules/@module-federation/runtime-core/dist/index.js',
        ),
      },
    },
    module: {
      rules: [
        swcRule(isProd),
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: cssModulesOptions(appName, isProd),
              },
            },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp|ico)$/, type: 'asset/resource' },
        {
          // @hospital/domain is bundled per app, not shared (shared-deps.js): without side effects, a page
          // that imports a constant does not pull in the validation schemas and yup behind the index file.
          test: /[\\/]shared-libs[\\/]domain[\\/]src[\\/]/,
          sideEffects: false,
        },
        {
          // Same for the UI kit's components (not its CSS): a page gets the components it renders only.
          test: /[\\/]shared-libs[\\/]ui[\\/]src[\\/].*\.tsx?$/,
          sideEffects: false,
        },
        {
          // A remote's feature lends what other features may use through its index.ts (docs/decisions.md, issue 16, the
          // lint rule on feature boundaries): the file only re-exports, so webpack may link an importer
          // straight to the lent file, and the index costs no bytes nor brings its siblings along.
          test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
          sideEffects: false,
        },
      ],
    },
    plugins: [
      federation,
      new webpack.DefinePlugin({
        ...publicConfig(),
        'process.env.APP_VERSION': JSON.stringify(version),
        'process.env.APP_NAME': JSON.stringify(appName),
      }),
      new MiniCssExtractPlugin({
        filename: isProd ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      }),
      ...(isShell || standalone
        ? [
            new HtmlWebpackPlugin({
              template: isShell
                ? path.join(o.appDir, 'src/index.html')
                : path.join(ROOT, 'tooling/webpack/standalone.html'),
              scriptLoading: 'defer',
              title: isShell ? 'Medika Hospital' : `${appName} (standalone)`,
              // The shell's server renderer fills the `<!--ssr:...-->` places of this template.
              minify: isProd && {
                collapseWhitespace: true,
                removeComments: true,
                ignoreCustomComments: [/^ssr:/],
                removeRedundantAttributes: true,
                useShortDoctype: true,
              },
            }),
          ]
        : []),
      ...(isShell ? [] : [new EmitRoutesPlugin(path.join(o.appDir, 'src/routes.json'))]),
      // The shell's bootstrap chunks download in parallel with main.js instead of after it (docs/decisions.md, issue 9, LCP),
      // and all of it only once the page has loaded or is touched (issue 25: src/startAfterLoad.js).
      // The registry is requested by the starter with the scripts (it is not in the data block any more).
      ...(isShell && isProd
        ? [
            new PreloadBootChunksPlugin({
              stylesOf: ['site-footer'],
              starter: path.join(o.appDir, 'src/startAfterLoad.js'),
              // Requested with the scripts: the page no longer carries it (src/ssrPayload.ts).
              fetches: [process.env.REGISTRY_URL || '/registry/remotes.json'],
            }),
          ]
        : []),
      new webpack.BannerPlugin({ banner: `${appName} ${version}`, entryOnly: true }),
    ],
    optimization: {
      minimize: isProd,
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          terserOptions: { compress: true, mangle: true },
        }),
      ],
      // No shared runtime chunk: each container needs its own runtime (docs/architecture.md §9).
      runtimeChunk: false,
      // Scope hoisting of the ES modules in production: one closure per group of modules instead of a
      // wrapper and an import object per module, 7.6 KB gzip less on a first load of the home page
      // (docs/decisions.md, "Issue 14 — scope hoisting back on"). A module shared through Module Federation
      // stays a module of its own: webpack keeps a module that something other than an import refers to
      // (the provide and consume modules) out of another's group. CommonJS modules (React, React DOM, the
      // scheduler: all shared) are left alone, as webpack 5.111's new CommonJS concatenation is untried here.
      concatenateModules: isProd ? { commonjs: false } : false,
    },
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack', appName),
      buildDependencies: {
        config: [
          __filename,
          path.join(__dirname, 'shared-deps.js'),
          path.join(__dirname, 'preload-boot-chunks-plugin.js'),
          path.join(__dirname, 'emit-routes-plugin.js'),
          path.join(__dirname, 'route-assets.js'),
          path.join(__dirname, 'use-sync-external-store-shim.js'),
          path.join(o.appDir, 'webpack.config.js'),
        ],
      },
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    devServer: {
      port: Number(env.port || process.env.PORT || 3001),
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // ws: the consultation's signalling is a WebSocket under /api.
      proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://127.0.0.1:4000', ws: true }],
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}

/** Module rules both builds share: TypeScript through SWC, and CSS Modules class names. */
function cssModulesOptions(appName, isProd) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: isProd
      ? `${containerName(appName)}_[hash:base64:6]`
      : `${containerName(appName)}__[name]__[local]`,
  };
}

/**
 * The app's server renderer (docs/architecture.md §2b): the same sources from `src/server.tsx`, as one CommonJS
 * file in `server/renderer.js` of the app's version folder, so deploying or rolling back a version
 * switches its server render too. React and axios are left to the site server that loads the file
 * (one React on the server, as in the browser); everything else is the app's own. CSS Modules give
 * only their class names, the same as the browser build's, so the HTML matches the browser's styles.
 */
function createServerConfig(o, env = {}, argv = {}) {
  const pkg = require(path.join(o.appDir, 'package.json'));
  const appName = pkg.name;
  const mode = argv.mode || (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isProd = mode === 'production';
  const version = env.version || process.env.APP_VERSION || `${pkg.version}-dev`;
  const outputPath = env.outputPath || path.join(ROOT, 'dist', appName, version);
  return {
    name: `${appName}-server`,
    mode,
    context: o.appDir,
    entry: { renderer: './src/server.tsx' },
    target: 'node20',
    // The real file's folder: the shell's renderer reads the index.html next to it.
    node: { __dirname: false, __filename: false },
    devtool: false,
    output: {
      path: path.join(outputPath, 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // An image a page imports is the browser build's file: the server names the same URL in its HTML.
      publicPath: `/dist/${appName}/${version}/`,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    externalsType: 'commonjs',
    externals: SERVER_EXTERNALS,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule(isProd),
        {
          test: /\.css$/,
          use: {
            loader: 'css-loader',
            options: { modules: { ...cssModulesOptions(appName, isProd), exportOnlyLocals: true } },
          },
        },
        // The browser build emits the file; the server only needs its URL.
        { test: /\.(svg|png|jpe?g|webp|ico)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        ...publicConfig(),
        'process.env.APP_VERSION': JSON.stringify(version),
        'process.env.APP_NAME': JSON.stringify(appName),
      }),
      // One file: the site server loads a renderer by path, with nothing else to fetch.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, concatenateModules: true },
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack', `${appName}-server`),
      buildDependencies: { config: [__filename, path.join(o.appDir, 'webpack.config.js')] },
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** Resolved by the site server when it loads a renderer: the packages that must be one copy per process. */
const SERVER_EXTERNALS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'axios'];

/** The browser build and the server renderer of an app (only the browser build on a dev server). */
function appConfigs(o, env = {}, argv = {}) {
  const browser = createAppConfig(o, env, argv);
  if (env.WEBPACK_SERVE || env.standalone || env.monolith) return browser;
  return [browser, createServerConfig(o, env, argv)];
}

module.exports = {
  createAppConfig,
  createServerConfig,
  appConfigs,
  containerName,
  ROOT,
  fs,
  SERVER_EXTERNALS,
};
