// How the shell's index.html starts its code (docs/decisions.md, issues 9 and 25).
//
// The shell's entry is only `import('./bootstrap')` (the async boundary of docs/architecture.md §9), and Module
// Federation loads every shared module a chunk consumes (react, react-dom, i18next...) before running it.
// Without hints the browser learns those files only after main.js has run, one round trip later, and the
// shared ones only after the bootstrap chunk itself has arrived. This plugin finds, at build time, the
// chunks of the bootstrap import and of the shared modules they consume (the shell's own copies, which
// are the ones used on a page where no remote has loaded yet: shareStrategy 'loaded-first').
// Their stylesheets become real stylesheets (the server's HTML is styled at first paint). Their scripts
// are not preloaded from the head any more (issue 25: a script preload there shares the connection with
// the HTML, the CSS and the largest image): with `starter`, the page's one script is that small file
// (shell/src/startAfterLoad.js), minified and written inline at the end of the body, which requests
// main.js and these chunks together once the page has loaded, or at the visitor's first touch or key.
// Inline, a page nobody touches requests no script at all (docs/decisions.md, "the starter inline"); the
// site server allows exactly that text in its Content-Security-Policy by its sha256 (shell/src/server.tsx
// hands it the text, ops/src/server/securityHeaders.ts hashes it).
// It can also preload JSON the bootstrap fetches at once (the remote registry): the shell's
// `fetch(url, { cache: 'no-cache' })` then takes the preloaded answer (checked in Chromium: one request)
// instead of asking only after the bootstrap has run, which saved a round trip before the remote loads.
const crypto = require('crypto');
const fs = require('fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');

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

/**
 * A script's text as it may stand inline in HTML. Nothing is escaped (an escape inside code would change
 * what it means, and the site server hashes the text as it is): a text that would end the element early
 * (`</script`) or switch the HTML parser into a script's escaped states (`<!--`, `<script`) stops the build.
 */
function inlineScriptText(text) {
  const trimmed = text.trim();
  if (/<\/script|<!--|<script/i.test(trimmed))
    throw new Error(
      'PreloadBootChunksPlugin: the starter contains </script, <script or <!-- and cannot be inline',
    );
  return trimmed;
}

class PreloadBootChunksPlugin {
  /**
   * @param {{ fetches?: string[], stylesOf?: string[], starter?: string }} [options] URLs fetched by the
   *   bootstrap (same-origin or CORS); named lazy chunks whose styles the page needs at once (their HTML is
   *   rendered by the server before their code is loaded); the file of the script that starts the page's
   *   code, written inline (without it, main.js is the page's script and the boot chunks are preloaded from
   *   the head).
   */
  constructor(options = {}) {
    this.fetches = options.fetches ?? [];
    this.stylesOf = options.stylesOf ?? [];
    this.starter = options.starter ?? null;
  }

  apply(compiler) {
    const starter = this.starter && fs.readFileSync(this.starter, 'utf8');
    const starterFile =
      starter && `start.${crypto.createHash('sha256').update(starter).digest('hex').slice(0, 8)}.js`;
    // Emitted by the main compilation only (child compilations would emit it again, unminified), before
    // the minimizer's stage: it is minified like the other scripts, then taken into the document (below)
    // and removed from the build.
    if (starter)
      compiler.hooks.thisCompilation.tap('PreloadBootChunksPlugin', (compilation) =>
        compilation.hooks.processAssets.tap(
          { name: 'PreloadBootChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(starterFile, new sources.RawSource(starter)),
        ),
      );
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunksPlugin', (data) => {
        const publicPath = data.publicPath;
        const tags = [];
        const scripts = [];
        for (const chunk of bootChunks(compilation)) {
          for (const file of chunk.files) {
            // The page arrives as HTML (docs/architecture.md §2b): the chrome's styles are real stylesheets, so
            // that HTML is styled at first paint rather than when the bootstrap chunk runs.
            if (file.endsWith('.css'))
              tags.push(
                HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: publicPath + file }),
              );
            else if (file.endsWith('.js')) scripts.push(publicPath + file);
          }
        }
        if (starter) {
          const at = data.headTags.findIndex((tag) => tag.tagName === 'script' && tag.attributes.src);
          if (at < 0) throw new Error('PreloadBootChunksPlugin: no script tag to start from');
          const [main] = data.headTags.splice(at, 1);
          // HtmlWebpackPlugin writes the document after the minimizer's stage: the asset is minified by now.
          const asset = compilation.getAsset(starterFile);
          if (!asset) throw new Error(`PreloadBootChunksPlugin: ${starterFile} was not emitted`);
          const text = inlineScriptText(asset.source.source().toString());
          compilation.deleteAsset(starterFile);
          // At the end of the body, after the server's data blocks: it runs once the document is parsed,
          // as the deferred file did, and an inline script placed before the stylesheets' arrival would
          // hold the parser until they came. Its attributes are read through document.currentScript.
          data.bodyTags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              {
                'data-main': main.attributes.src,
                'data-preload': scripts.join(' '),
                ...(this.fetches.length ? { 'data-fetch': this.fetches.join(' ') } : {}),
              },
              text,
            ),
          );
        } else
          // Low priority: the page is already HTML (docs/architecture.md §2b). Its first paint needs the styles and
          // the images, not the code that takes it over, so the code downloads beside them, not before.
          for (const href of scripts)
            tags.push(
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                fetchpriority: 'low',
                href,
              }),
            );
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
        const fetches = (starter ? [] : this.fetches).map((href) =>
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
