import type { pages } from '../db/schema';
import { blocks, L, type Bilingual, type BlockSpec } from './text';
import pagesText from './content/pages.json';

type PageRow = typeof pages.$inferInsert;

interface PageDef {
  slug: string;
  section: string;
  title: Bilingual;
  summary: Bilingual;
  body: BlockSpec[];
  polis?: number[];
}

/** Every page's text, as an editor changes it: seed/content/pages.json. */
const PAGES: PageDef[] = pagesText as PageDef[];

function parentOf(slug: string, known: Set<string>): string | null {
  const parts = slug.split('/');
  for (let n = parts.length - 1; n > 0; n -= 1) {
    const candidate = parts.slice(0, n).join('/');
    if (known.has(candidate)) return candidate;
  }
  return null;
}

export function seedPages(now: Date): PageRow[] {
  const known = new Set(PAGES.map((p) => p.slug));
  return PAGES.map((def, index) => ({
    slug: def.slug,
    section: def.section,
    parentSlug: parentOf(def.slug, known),
    seq: index + 1,
    title: L(def.title[0], def.title[1]),
    summary: L(def.summary[0], def.summary[1]),
    body: blocks(def.body),
    relatedPoliIds: def.polis ?? [],
    updatedAt: now,
  }));
}
