import type { ContentBlock } from '@hospital/api-client';
import type { Localized, LocalizedBlocks } from '../db/schema';

/** A text in Indonesian and English. */
export function L(id: string, en: string): Localized {
  return { id, en };
}

export type Bilingual = [id: string, en: string];

export function fromPair([id, en]: Bilingual): Localized {
  return { id, en };
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
