import type { ArticleSummary, Poli } from '@hospital/api-client';

export interface FooterEntry {
  key: string;
  href: string;
  label: string;
}

/** One entry per speciality: both hospitals list most polis, and the footer names each speciality once. */
export function specialistsFromPolis(polis: readonly Poli[], limit: number): FooterEntry[] {
  const seen = new Set<string>();
  const entries: FooterEntry[] = [];
  for (const poli of polis) {
    const slug = poli.speciality_slug || String(poli.id);
    if (seen.has(slug)) continue;
    seen.add(slug);
    entries.push({ key: slug, href: `/specialist/${encodeURIComponent(slug)}`, label: poli.name });
    if (entries.length === limit) break;
  }
  return entries;
}

export function articleEntries(articles: readonly ArticleSummary[]): FooterEntry[] {
  return articles.map((a) => ({ key: a.slug, href: a.path || `/news/${a.slug}`, label: a.name }));
}
