import path from 'node:path';
import type { RegistryDocument } from '@hospital/registry';
import { buildDir } from '../../registry/registryStore';
import { appExposeAssets } from '../appExposeAssets';
import { createChangedFileReader } from '../changedFileReader';
import { remotePreloads } from '../remotePreloads';
import { parseRoutePageAssets } from '../routePageAssets';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

// Registry names and versions become folder names under dist/.
const SAFE_SEGMENT = /^[A-Za-z0-9][\w.-]*$/;

/**
 * The `<head>` tags of the remote that owns a page: its stylesheets as real stylesheets (the server's
 * HTML is styled at first paint, no layout shift when the remote starts), and its scripts as preloads at
 * low priority: they download with the shell's instead of after it, but after what the first paint
 * needs (the page is HTML already: its styles and images come first).
 * Read from the remote's mf-manifest.json and route-assets.json, again only when a deploy changed them.
 */
export function createPageAssets() {
  const readAssets = createChangedFileReader((text) => appExposeAssets(JSON.parse(text)));
  const readPageAssets = createChangedFileReader((text) => parseRoutePageAssets(JSON.parse(text)));

  return function headTagsFor(registry: RegistryDocument, remote: string, pattern: string): string {
    const { version, entry } = registry[remote];
    if (!SAFE_SEGMENT.test(remote) || !SAFE_SEGMENT.test(version))
      throw new Error(`${remote} ${version}: not a build folder name`);
    const assets = readAssets(path.join(buildDir(remote, version), 'mf-manifest.json'));
    if (!assets) throw new Error(`${remote} ${version}: mf-manifest.json is missing`);
    const pages = readPageAssets(path.join(buildDir(remote, version), 'route-assets.json'));
    return remotePreloads(entry, assets, pages?.[pattern])
      .map((link) =>
        link.as === 'style'
          ? `<link rel="stylesheet" href="${escapeHtml(link.href)}" data-href="${escapeHtml(link.file ?? link.href)}">`
          : `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(link.href)}">`,
      )
      .join('');
  };
}
