import type { AppExposeAssets } from './appExposeAssets';
import type { PageAssets } from './routePageAssets';

export interface PreloadLink {
  as: 'script' | 'style';
  href: string;
  /**
   * A stylesheet's chunk name, as the remote's webpack runtime names it: before it adds a chunk's
   * stylesheet it looks for a `<link>` whose `data-href` (or `href`) is that name or the absolute URL,
   * and the server's root-relative href is neither. Without it the stylesheet was added a second time
   * at hydration, after the shell's, changing the order of the rules under the server's HTML.
   */
  file?: string;
}

// A chunk name from the build: no scheme, no absolute path, no `..`, nothing that needs escaping in a URL.
const SAFE_FILE = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[\w.@+~-]+(?:\/[\w.@+~-]+)*$/;

function checkedFile(file: string): string {
  if (!SAFE_FILE.test(file)) throw new Error(`unexpected asset name ${JSON.stringify(file)}`);
  return file;
}

/**
 * The folder remoteEntry.js is loaded from, as written in the registry. The page resolves a relative
 * entry against its own URL (the shell does `new URL(entry, location.href)`), and resolves the
 * preload's href the same way, so the prefix is kept as written.
 */
function entryFolder(entry: string, entryName: string): string {
  const url = new URL(entry, 'http://site.invalid/');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`entry ${entry} is not http(s)`);
  if (!url.pathname.endsWith(`/${entryName}`))
    throw new Error(`entry ${entry} is not the manifest's ${entryName}`);
  const withoutQuery = entry.split(/[?#]/)[0] ?? '';
  return withoutQuery.slice(0, withoutQuery.lastIndexOf('/') + 1);
}

/** Where the build's chunks are fetched from: webpack prefixes chunk names with the public path. */
function chunkBase(entry: string, assets: AppExposeAssets): string {
  const folder = entryFolder(entry, assets.entryName);
  if (assets.publicPath === 'auto') return folder;
  if (/^(https?:)?\/\//.test(assets.publicPath) || assets.publicPath.startsWith('/'))
    return assets.publicPath;
  throw new Error(`public path ${JSON.stringify(assets.publicPath)} depends on the page's URL`);
}

/**
 * The files a first visit needs for the remote that owns the page: its container entry, then the css
 * and js of its `./app` module, then those of the route's page when known (`page`, from the remote's
 * route-assets.json). Each is something the remote requests as soon as it runs, so none of them is an
 * unused preload.
 */
export function remotePreloads(entry: string, assets: AppExposeAssets, page?: PageAssets): PreloadLink[] {
  const base = chunkBase(entry, assets);
  const css = [...new Set([...assets.css, ...(page?.css ?? [])])];
  const js = [...new Set([...assets.js, ...(page?.js ?? [])])];
  return [
    { as: 'script', href: entry },
    ...css.map((f): PreloadLink => ({ as: 'style', href: base + checkedFile(f), file: f })),
    ...js.map((f): PreloadLink => ({ as: 'script', href: base + checkedFile(f) })),
  ];
}
