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
 * When the starter requests the page's code (docs/server-rendering.md "In the browser"): `touch`, at the
 * visitor's first touch, click or key press, for a page that works as HTML; `load`, once the page has
 * loaded and been painted and the browser is idle, for a page whose job needs its scripts without a
 * touch (its route is marked `eager` in routes.json) or whose HTML the server could not render.
 */
export type ScriptsStart = 'touch' | 'load';

/**
 * The list of the page's remote scripts for the starter, and when to start (`data-start="load"`; without
 * it the starter waits for a touch). Data, not code (the CSP allows no inline script but the starter,
 * by its hash); `<` escaped so no href can close the element.
 */
export function bootScriptsTag(scripts: string[], start: ScriptsStart): string {
  if (!scripts.length && start === 'touch') return '';
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  const when = start === 'load' ? ' data-start="load"' : '';
  return `<script type="application/json" id="${BOOT_SCRIPTS_ID}"${when}>${list}</script>`;
}

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

  return function headTagsFor(
    registry: RegistryDocument,
    remote: string,
    pattern: string,
    start: ScriptsStart,
  ): string {
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
    return stylesheets.join('') + bootScriptsTag(scripts, start);
  };
}
