import type { BilingualDict, Dict } from './dictionary';

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collect(id: Dict | undefined, en: Dict | undefined, prefix: string, out: Set<string>): void {
  const keys = new Set([...Object.keys(id ?? {}), ...Object.keys(en ?? {})]);
  for (const key of keys) {
    const path = prefix ? `${prefix}.${key}` : key;
    const a = id?.[key];
    const b = en?.[key];
    if (isDict(a) || isDict(b)) {
      if (!isDict(a) || !isDict(b)) out.add(path);
      collect(isDict(a) ? a : undefined, isDict(b) ? b : undefined, path, out);
      continue;
    }
    if (typeof a !== 'string' || typeof b !== 'string' || a.trim() === '' || b.trim() === '') out.add(path);
  }
}

/**
 * Dotted keys that exist in one language but not the other, hold an empty text, or are a text in one
 * language and a group in the other. Sorted; `[]` means the dictionaries match.
 */
export function findMissingKeys(resources: BilingualDict): string[] {
  const out = new Set<string>();
  collect(resources.id, resources.en, '', out);
  return [...out].sort();
}
