import type { Lang } from '@hospital/contract';

function asLang(value: unknown): Lang | null {
  if (typeof value !== 'string') return null;
  const base = value.trim().toLowerCase().slice(0, 2);
  return base === 'en' || base === 'id' ? base : null;
}

/** `lang` query parameter first, then the first supported language of Accept-Language, else `id`. */
export function resolveLang(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  const fromQuery = asLang(queryLang);
  if (fromQuery) return fromQuery;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag, ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { lang: asLang(tag), q: q ? Number(q.slice(2)) || 0 : 1, index };
      })
      .filter(
        (entry): entry is { lang: Lang; q: number; index: number } => entry.lang !== null && entry.q > 0,
      )
      .sort((a, b) => b.q - a.q || a.index - b.index);
    if (ranked[0]) return ranked[0].lang;
  }
  return 'id';
}
