import { api, type ArticleSummary, type Poli } from '@hospital/api-client';
import { EXCLUDED_NEWS_CATEGORIES, PAGE_SIZES } from '@hospital/domain';
import { useLocalizedData, type LoadStatus } from '../common/useLocalizedData';

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

export function useFooterSpecialists(enabled = true): { entries: FooterEntry[]; status: LoadStatus } {
  const { data, status } = useLocalizedData(
    async (signal) => {
      // Most specialities exist at both sites: read extra rows so that six distinct ones remain.
      const { results } = await api().listPolis(
        { limit: PAGE_SIZES.footerSpecialists * 4, order: 'seq asc' },
        { signal },
      );
      return specialistsFromPolis(results, PAGE_SIZES.footerSpecialists);
    },
    'web/poli',
    enabled,
  );
  return { entries: data ?? [], status };
}

export function useFooterArticles(enabled = true): { entries: FooterEntry[]; status: LoadStatus } {
  const { data, status } = useLocalizedData(
    async (signal) => {
      const { results } = await api().listArticles(
        {
          limit: PAGE_SIZES.footerArticles,
          order: 'published_date desc',
          filters: [['category', 'not in', [...EXCLUDED_NEWS_CATEGORIES]]],
        },
        { signal },
      );
      return articleEntries(results);
    },
    'web/article',
    enabled,
  );
  return { entries: data ?? [], status };
}
