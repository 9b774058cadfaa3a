import * as t from '../db/schema';
import type { Localized } from '../db/schema/localized';
import type { Transaction } from '../db/types';
import { TEMPLATES } from './templates';

/**
 * The seeded articles' bylines in both languages (docs/decisions.md, issue 26): the articles store the
 * Indonesian byline (`articles.author`), and `article_authors` says how each reads in English.
 */
export const AUTHOR_NAMES: Record<string, Localized> = {
  'Tim Medis Medika Hospital': { id: 'Tim Medis Medika Hospital', en: 'Medika Hospital Medical Team' },
  'Humas Medika Hospital': { id: 'Humas Medika Hospital', en: 'Medika Hospital Public Relations' },
  'Redaksi Medika Sehat': { id: 'Redaksi Medika Sehat', en: 'Medika Sehat Editorial Team' },
};

/** Every seeded byline's names, where the hospital has not named it already. Returns the rows added. */
export async function addArticleAuthors(tx: Transaction): Promise<number> {
  const values = TEMPLATES.article.authors.map((author) => ({
    author,
    name: AUTHOR_NAMES[author] ?? { id: author, en: author },
  }));
  const rows = await tx
    .insert(t.articleAuthors)
    .values(values)
    .onConflictDoNothing()
    .returning({ author: t.articleAuthors.author });
  return rows.length;
}
