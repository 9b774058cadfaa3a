import path from 'node:path';
import { findRouteOwner, parseRegistry, RegistryDocument } from '@hospital/registry';
import { distDir } from '../paths';
import { buildDir, readShellPointer, registryPath } from '../registry/registryStore';
import { appExposeAssets } from './appExposeAssets';
import { createChangedFileReader } from './changedFileReader';
import { injectPreloads } from './injectPreloads';
import { PreloadLink, remotePreloads } from './remotePreloads';
import { parseRoutePageAssets } from './routePageAssets';

/** Called when preloads are skipped for a reason an operator should know about (the page is still served). */
export type PreloadProblem = (message: string, error: unknown) => void;

// Registry names and versions become folder names under dist/.
const SAFE_SEGMENT = /^[A-Za-z0-9][\w.-]*$/;

/**
 * The shell's index.html for a page route, with `<link rel="preload">` tags for the remote that owns
 * the path (issue 9, LCP): without them the browser learns the remote's files only after the shell has
 * run and read the registry. The registry, the shell pointer and the files are checked at every call,
 * so a deploy or a rollback shows in the next page served; unchanged files are not read again.
 * Returns null when no shell is deployed.
 */
export function createShellDocument() {
  const readHtml = createChangedFileReader((text) => text);
  const readRegistryFile = createChangedFileReader(
    (text): RegistryDocument => parseRegistry(JSON.parse(text)).entries,
  );
  const readAssets = createChangedFileReader((text) => appExposeAssets(JSON.parse(text)));
  const readPageAssets = createChangedFileReader((text) => parseRoutePageAssets(JSON.parse(text)));

  function preloadsFor(pathname: string): PreloadLink[] {
    const registry = readRegistryFile(registryPath());
    const owner = registry && findRouteOwner(registry, pathname);
    if (!registry || !owner) return [];
    const { version, entry } = registry[owner.remote];
    if (!SAFE_SEGMENT.test(owner.remote) || !SAFE_SEGMENT.test(version))
      throw new Error(`${owner.remote} ${version}: not a build folder name`);
    const assets = readAssets(path.join(buildDir(owner.remote, version), 'mf-manifest.json'));
    if (!assets) throw new Error(`${owner.remote} ${version}: mf-manifest.json is missing`);
    // Older builds have no route-assets.json: then only the remote's start-up files are preloaded.
    const pages = readPageAssets(path.join(buildDir(owner.remote, version), 'route-assets.json'));
    return remotePreloads(entry, assets, pages?.[owner.route.path]);
  }

  return function shellDocument(pathname: string, onProblem?: PreloadProblem): string | null {
    const pointer = readShellPointer();
    const html = pointer && readHtml(path.join(distDir(), 'shell', pointer.version, 'index.html'));
    if (html === null) return null;
    try {
      const links = preloadsFor(pathname);
      if (links.length === 0) return html;
      return injectPreloads(html, links) ?? html;
    } catch (error) {
      // Preloads only make the page faster: whatever is wrong, the plain shell still works.
      onProblem?.(`no remote preloads for ${pathname}`, error);
      return html;
    }
  };
}
