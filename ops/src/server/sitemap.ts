import type { SitemapEntry } from '@hospital/api-client';
import type { RegistryDocument } from '@hospital/registry';

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** Pages without parameters, taken from the remotes' routes (the sitemap follows what is deployed). */
export function staticPaths(registry: RegistryDocument): string[] {
  const paths = new Set<string>();
  for (const entry of Object.values(registry)) {
    for (const route of entry.routes) {
      if (!/[:*]/.test(route.path)) paths.add(route.path);
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
  const body = [...urls.entries()]
    .map(([path, lastmod]) => {
      const loc = escapeXml(`${origin}${path}`);
      const en = escapeXml(`${origin}${path}?lang=en`);
      return (
        `  <url><loc>${loc}</loc><lastmod>${escapeXml(lastmod)}</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="id" href="${loc}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${en}"/></url>`
      );
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`
  );
}
