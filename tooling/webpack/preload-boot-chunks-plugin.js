// Preloads, from the shell's index.html, the chunks its bootstrap needs (docs/decisions.md, issue 9, LCP).
//
// The shell's entry is only `import('./bootstrap')` (the async boundary of ARCHITECTURE 9), and Module
// Federation loads every shared module a chunk consumes (react, react-dom, i18next...) before running it.
// Without hints the browser learns those files only after main.js has run, one round trip later, and the
// shared ones only after the bootstrap chunk itself has arrived. This plugin finds, at build time, the
// chunks of the bootstrap import and of the shared modules they consume (the shell's own copies, which
// are the ones used on a page where no remote has loaded yet: shareStrategy 'loaded-first'), and adds
// <link rel="preload"> tags for them, so they download in parallel with main.js.
// It can also preload JSON the bootstrap fetches at once (the remote registry): the shell's
// `fetch(url, { cache: 'no-cache' })` then takes the preloaded answer (checked in Chromium: one request)
// instead of asking only after the bootstrap has run, which saved a round trip before the remote loads.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** Chunk groups of the dynamic imports made by the entry modules (`import('./bootstrap')`). */
function entryImportGroups(compilation) {
  const groups = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) {
        for (const block of module.blocks) {
          const group = compilation.chunkGraph.getBlockChunkGroup(block);
          if (group) groups.add(group);
        }
      }
    }
  }
  return groups;
}

function blockChunks(chunkGraph, module) {
  return module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
}

/**
 * The chunks of those groups, plus (recursively) the chunks of the shared modules they consume. A shared
 * module the shell provides is fetched from its provide chunk (the share scope's factory), not from the
 * consume's fallback chunk (a second file with the same code): the provide chunk is the one to preload.
 */
function bootChunks(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) provided.set(module._name, module);
  }
  const chunks = new Set();
  const pending = [...entryImportGroups(compilation)].flatMap((group) => group.chunks);
  while (pending.length) {
    const chunk = pending.pop();
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      const provider = provided.get(module.options.shareKey);
      pending.push(...blockChunks(chunkGraph, provider ?? module));
    }
  }
  return chunks;
}

class PreloadBootChunksPlugin {
  /**
   * @param {{ fetches?: string[], stylesOf?: string[] }} [options] URLs fetched by the bootstrap (same-origin
   *   or CORS); named lazy chunks whose styles the page needs at once (their HTML is rendered by the server
   *   before their code is loaded).
   */
  constructor(options = {}) {
    this.fetches = options.fetches ?? [];
    this.stylesOf = options.stylesOf ?? [];
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunksPlugin', (data) => {
        const publicPath = data.publicPath;
        const tags = [];
        for (const chunk of bootChunks(compilation)) {
          for (const file of chunk.files) {
            // The page arrives as HTML (ARCHITECTURE 2b): the chrome's styles are real stylesheets, so
            // that HTML is styled at first paint rather than when the bootstrap chunk runs.
            if (file.endsWith('.css'))
              tags.push(
                HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: publicPath + file }),
              );
            // Low priority: the page is already HTML (ARCHITECTURE 2b). Its first paint needs the styles and
            // the images, not the code that takes it over, so the code downloads beside them, not before.
            else if (file.endsWith('.js'))
              tags.push(
                HtmlWebpackPlugin.createHtmlTagObject('link', {
                  rel: 'preload',
                  as: 'script',
                  fetchpriority: 'low',
                  href: publicPath + file,
                }),
              );
          }
        }
        for (const name of this.stylesOf) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`PreloadBootChunksPlugin: no chunk named ${name}`);
          for (const chunk of group.chunks)
            for (const file of chunk.files)
              if (file.endsWith('.css'))
                tags.push(
                  HtmlWebpackPlugin.createHtmlTagObject('link', {
                    rel: 'stylesheet',
                    href: publicPath + file,
                  }),
                );
        }
        // Styles first: they block rendering, scripts do not.
        tags.sort((a, b) =>
          a.attributes.rel === b.attributes.rel ? 0 : a.attributes.rel === 'stylesheet' ? -1 : 1,
        );
        // `crossorigin` makes the preload match fetch()'s CORS mode and same-origin credentials.
        const fetches = this.fetches.map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'fetch',
            crossorigin: 'anonymous',
            href,
          }),
        );
        data.headTags.push(...fetches, ...tags);
        return data;
      });
    });
  }
}

module.exports = { PreloadBootChunksPlugin };
