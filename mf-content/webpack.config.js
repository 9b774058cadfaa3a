const { appConfigs } = require('../tooling/webpack/app-config');

/**
 * mf-content's pages share small parts (cards, prices, dates, buttons). webpack's default splits a part
 * shared by two pages into its own chunk from 20 KB of source: the home page then downloaded two or three
 * small chunks instead of one, each with its own wrapper and gzip dictionary, about 1 KB more on the
 * first load of / (README "Performance": its budget is 200 KB, nearly all taken). Below 30 KB a shared
 * part stays inside each page's chunk: a later page may download a few KB again, the first load does not.
 */
const MIN_SHARED_CHUNK = 30000;

module.exports = (env, argv) => {
  const configs = appConfigs({ kind: 'remote', appDir: __dirname }, env, argv);
  const browser = Array.isArray(configs) ? configs[0] : configs;
  browser.optimization.splitChunks = { chunks: 'async', minSize: MIN_SHARED_CHUNK };
  return configs;
};
