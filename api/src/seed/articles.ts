import { readingMinutes } from '@hospital/domain';
import type { ContentBlock } from '@hospital/contract';
import type { articleCategories, articles, Localized, LocalizedBlocks } from '../db/schema';
import { daysFrom } from './dates';
import { Prng } from './prng';
import { TEMPLATES } from './templates';
import { blocks, L, slugify, toPair, type Bilingual } from './text';
import articlesText from './content/articles.json';
import categoriesText from './content/articleCategories.json';

type CategoryRow = typeof articleCategories.$inferInsert;
type ArticleRow = typeof articles.$inferInsert;

interface CategoryText {
  slug: string;
  key: string;
  name: Localized;
}

/** The article categories, as an editor changes them: seed/content/articleCategories.json. */
const CATEGORIES: CategoryText[] = categoriesText;

export const ARTICLE_CATEGORIES: CategoryRow[] = CATEGORIES.map((category, index) => ({
  id: index + 1,
  slug: category.slug,
  key: category.key,
  seq: index + 1,
  name: L(category.name.id, category.name.en),
}));

interface ArticleDef {
  category: number;
  title: Bilingual;
  summary: Bilingual;
  points: Bilingual[];
}

/** The articles' text, as an editor changes it: seed/content/articles.json. */
const DEFS: ArticleDef[] = articlesText as ArticleDef[];

const { authors: AUTHORS, heading, closing } = TEMPLATES.article;

/** 43 articles across seven categories, dates spread over the last 14 months. */
export function seedArticles(today: string, prng: Prng = new Prng(11)): ArticleRow[] {
  return DEFS.map((def, index) => {
    const daysAgo = index === 0 ? 1 : prng.int(2, 420);
    const slug = slugify(def.title[0]);
    const body = blocks([
      { p: def.summary },
      { h: toPair(heading) },
      { list: def.points },
      { p: toPair(closing) },
    ]);
    const row: ArticleRow = {
      slug,
      categoryId: def.category,
      name: L(def.title[0], def.title[1]),
      summary: L(def.summary[0], def.summary[1]),
      body,
      tags: [L(ARTICLE_CATEGORIES[def.category - 1].name.id, ARTICLE_CATEGORIES[def.category - 1].name.en)],
      publishedDate: daysFrom(today, -daysAgo),
      readCount: prng.int(40, 5200),
      author: prng.pick(AUTHORS),
      readingMinutes: articleReadingMinutes(body),
    };
    // The draw that once made the reading time up stays, so what the next articles draw stays the seed's.
    prng.int(2, 6);
    return row;
  });
}

function blockText(block: ContentBlock): string {
  return block.type === 'list' ? block.items.join(' ') : block.text;
}

/**
 * The minutes an article takes to read, from its own text (docs/decisions.md, issue 26): the longer of
 * its two languages, so "Baca N menit" and "N min read" are both true.
 */
export function articleReadingMinutes(body: LocalizedBlocks): number {
  return Math.max(
    readingMinutes(body.id.map(blockText).join(' ')),
    readingMinutes(body.en.map(blockText).join(' ')),
  );
}
