import type { SitemapEntry } from '@hospital/contract';
import { localePath, SUPPORTED_LOCALES } from '@hospital/i18n';
import type { RegistryDocument } from '@hospital/registry';

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/**
 * Pages without parameters, taken from the remotes' routes (the sitemap follows what is deployed);
 * personal pages (a booking look-up, a result) are nobody's to find.
 */
export function staticPaths(registry: RegistryDocument): string[] {
  const paths = new Set<string>();
  for (const entry of Object.values(registry)) {
    for (const route of entry.routes) {
      if (!/[:*]/.test(route.path) && !route.personal) paths.add(route.path);
    }
  }
  return [...paths].sort();
}

/** The sitemap protocol document: one <url> per public page and item, with alternate languages. */
export function sitemapXml(
  origin: string,
  registry: RegistryDocument,
  items: SitemapEntry[],
  today: string,
): string {
  const urls = new Map<string, string>();
  for (const path of staticPaths(registry)) urls.set(path, today);
  for (const item of items) urls.set(item.path, item.lastmod || today);
  // Each language's URL is an entry of its own, each naming all of them (the language is in the URL).
  const body = [...urls.entries()]
    .flatMap(([path, lastmod]) => {
      const alternates = SUPPORTED_LOCALES.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + localePath(path, lang))}"/>`,
      ).join('');
      return SUPPORTED_LOCALES.map(
        (lang) =>
          `  <url><loc>${escapeXml(origin + localePath(path, lang))}</loc><lastmod>${escapeXml(lastmod)}</lastmod>` +
          `${alternates}</url>`,
      );
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`
  );
}
