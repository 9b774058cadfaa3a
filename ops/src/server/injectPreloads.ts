import type { PreloadLink } from './remotePreloads';

export function escapeAttribute(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Same form as the shell's build-time preloads (html-webpack-plugin's output). */
export function preloadTags(links: PreloadLink[]): string {
  return links
    .map((l) => `<link rel="preload" as="${escapeAttribute(l.as)}" href="${escapeAttribute(l.href)}">`)
    .join('');
}

const HEAD_END = /<\/head\s*>/i;
const PRELOAD_LINK = /<link\b[^>]*?\brel\s*=\s*(["']?)preload\1(?=[\s/>])[^>]*>/gi;

/**
 * Inserts the links right after the shell's own preloads (its boot chunks and the registry come
 * first: the remote needs them before it runs), or at the end of <head> when there are none.
 * Returns null when the document has no </head> to put them in.
 */
export function injectPreloads(html: string, links: PreloadLink[]): string | null {
  const headEnd = html.search(HEAD_END);
  if (headEnd < 0) return null;
  let at = headEnd;
  const existing = [...html.slice(0, headEnd).matchAll(PRELOAD_LINK)].pop();
  if (existing?.index !== undefined) at = existing.index + existing[0].length;
  return html.slice(0, at) + preloadTags(links) + html.slice(at);
}
