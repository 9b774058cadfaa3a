export interface HighlightPart {
  text: string;
  match: boolean;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words of the query worth highlighting: the whole query and each word of two letters or more. */
export function highlightTerms(query: string): string[] {
  const whole = query.trim();
  if (whole.length < 2) return [];
  const words = whole.split(/\s+/).filter((w) => w.length >= 2);
  const unique = [...new Set([whole, ...words].map((w) => w.toLowerCase()))];
  // Longest first so "sakit jantung" wins over "sakit" where both match.
  return unique.sort((a, b) => b.length - a.length);
}

/** Splits `text` into matching and non-matching parts (case-insensitive) for `<mark>` rendering. */
export function splitHighlight(text: string, query: string): HighlightPart[] {
  const terms = highlightTerms(query);
  if (!text) return [];
  if (terms.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
