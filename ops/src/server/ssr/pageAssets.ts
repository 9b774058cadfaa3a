import type { RegistryDocument } from '@hospital/registry';
import { createChangedFileReader } from '../../release/changedFileReader';
import { buildFile } from '../../release/layout';
import { appExposeAssets } from '../appExposeAssets';
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

/** The id of the list of the page's remote scripts (shell/src/startAfterLoad.js reads it). */
export const BOOT_SCRIPTS_ID = 'boot-scripts';

/**
 * The `<head>` tags of the remote that owns a page: its stylesheets as real stylesheets (the server's
 * HTML is styled at first paint, no layout shift when the remote starts), and its scripts as a list for
 * the shell's starter, not as preloads (docs/decisions.md, issue 25: a preload in the head shares the
 * connection with what the first paint needs). The starter requests them with the shell's code once the
 * page has loaded, in one round instead of after the shell has run.
 * Read from the remote's mf-manifest.json and route-assets.json, again only when a deploy changed them.
 */
export function createPageAssets() {
  const readAssets = createChangedFileReader((text) => appExposeAssets(JSON.parse(text)));
  const readPageAssets = createChangedFileReader((text) => parseRoutePageAssets(JSON.parse(text)));

  return function headTagsFor(registry: RegistryDocument, remote: string, pattern: string): string {
    const { version, entry } = registry[remote];
    if (!SAFE_SEGMENT.test(remote) || !SAFE_SEGMENT.test(version))
      throw new Error(`${remote} ${version}: not a build folder name`);
    const assets = readAssets(buildFile(remote, version, 'manifest'));
    if (!assets) throw new Error(`${remote} ${version}: mf-manifest.json is missing`);
    const pages = readPageAssets(buildFile(remote, version, 'routeAssets'));
    const links = remotePreloads(entry, assets, pages?.[pattern]);
    const stylesheets = links
      .filter((link) => link.as === 'style')
      .map(
        (link) =>
          `<link rel="stylesheet" href="${escapeHtml(link.href)}" data-href="${escapeHtml(link.file ?? link.href)}">`,
      );
    const scripts = links.filter((link) => link.as === 'script').map((link) => link.href);
    // Data, not code (the CSP stays `script-src 'self'`); `<` escaped so no href can close the element.
    const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
    return (
      stylesheets.join('') +
      (scripts.length ? `<script type="application/json" id="${BOOT_SCRIPTS_ID}">${list}</script>` : '')
    );
  };
}
