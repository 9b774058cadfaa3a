import type { ContentBlock } from '@hospital/contract';
import type { Localized, LocalizedBlocks } from '../db/schema';

/** A text in Indonesian and English. */
export function L(id: string, en: string): Localized {
  return { id, en };
}

export type Bilingual = [id: string, en: string];

/**
 * A text of seed/content with named placeholders (`{name}`) filled in, in both languages; a value
 * given in both languages goes to each its own. A placeholder without a value throws, so a misspelt
 * one in an edited file fails the seed, not the page.
 */
export function fill(template: Localized, values: Record<string, string | number | Localized>): Localized {
  const one = (text: string, language: keyof Localized): string =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => {
      if (!Object.hasOwn(values, key))
        throw new Error(`Unknown placeholder {${key}} in the seed text "${text}"`);
      const value = values[key];
      return typeof value === 'object' ? value[language] : String(value);
    });
  return { id: one(template.id, 'id'), en: one(template.en, 'en') };
}

export function toPair({ id, en }: Localized): Bilingual {
  return [id, en];
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' dan ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type BlockSpec =
  | { h: Bilingual }
  | { p: Bilingual }
  | { list: Bilingual[]; ordered?: boolean }
  | { quote: Bilingual; cite?: string };

/** Builds the two language versions of a rich text from one list of bilingual blocks. */
export function blocks(specs: BlockSpec[]): LocalizedBlocks {
  const build = (index: 0 | 1): ContentBlock[] =>
    specs.map((spec): ContentBlock => {
      if ('h' in spec) return { type: 'heading', level: 2, text: spec.h[index] };
      if ('p' in spec) return { type: 'paragraph', text: spec.p[index] };
      if ('list' in spec)
        return { type: 'list', ordered: spec.ordered, items: spec.list.map((item) => item[index]) };
      return { type: 'quote', text: spec.quote[index], cite: spec.cite };
    });
  return { id: build(0), en: build(1) };
}

export type { BlockSpec };
