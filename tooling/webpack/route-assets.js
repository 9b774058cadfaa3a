// Which files each route's page needs, for the site server to preload with the page (docs/decisions.md, issue 9, LCP).
//
// A remote's `src/pages.tsx` maps each route pattern to a lazily imported page. Without a hint the
// browser learns a page's chunk only after the shell, the remote's entry and its router have run: one
// more round trip before anything of the page can paint. At build time the chunk graph knows the files
// of each `import()`; this module pairs them with the route patterns written in pages.tsx and the
// remote emits the result as `route-assets.json` next to its entry.

/**
 * Route pattern -> request of the page's `import()`, read from the source of pages.tsx. Understands the
 * two forms our remotes use: `'/x': () => import('./X')...` inline, and `'/x': page(name, ...)` where
 * `const name = () => import('./X')` is declared above.
 */
function routeImports(source) {
  const named = new Map();
  for (const m of source.matchAll(/const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)) {
    named.set(m[1], m[2]);
  }
  const imports = {};
  // Each entry runs from its quoted pattern to the next quoted pattern (or the end of the object).
  const entries = [...source.matchAll(/^\s*'(\/[^']*)'\s*:/gm)];
  entries.forEach((entry, index) => {
    const end = index + 1 < entries.length ? entries[index + 1].index : source.indexOf('};', entry.index);
    const body = source.slice(entry.index + entry[0].length, end === -1 ? undefined : end);
    const inline = body.match(/import\(\s*'([^']+)'\s*\)/);
    if (inline) {
      imports[entry[1]] = inline[1];
      return;
    }
    const name = [...body.matchAll(/\b(\w+)\b/g)].map((m) => m[1]).find((n) => named.has(n));
    if (name) imports[entry[1]] = named.get(name);
  });
  return imports;
}

/** js and css files of the chunk group an `import()` block loads. */
function blockFiles(chunkGraph, block) {
  const group = chunkGraph.getBlockChunkGroup(block);
  const js = [];
  const css = [];
  for (const chunk of group ? group.chunks : []) {
    for (const file of chunk.files) {
      if (file.endsWith('.js')) js.push(file);
      else if (file.endsWith('.css')) css.push(file);
    }
  }
  return { js, css };
}

/**
 * `{ [pattern]: { js, css } }` for the pages module of a compilation, or null when the remote has no
 * `src/pages.tsx`. A pattern whose import cannot be found is left out (no preload, nothing breaks).
 */
function routeAssets(compilation, pagesFile, source) {
  const pagesModule = [...compilation.modules].find((m) => m.resource === pagesFile);
  if (!pagesModule) return null;
  const byRequest = new Map();
  for (const block of pagesModule.blocks) {
    const dependency = block.dependencies.find((d) => typeof d.request === 'string');
    if (dependency) byRequest.set(dependency.request, blockFiles(compilation.chunkGraph, block));
  }
  const assets = {};
  for (const [pattern, request] of Object.entries(routeImports(source))) {
    const files = byRequest.get(request);
    if (files) assets[pattern] = files;
  }
  return assets;
}

module.exports = { routeImports, routeAssets };
