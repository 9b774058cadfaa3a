import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { specialities } from './organisation';

/**
 * The words patients type for what they look for (docs/decisions.md, issue 15, "search that understands patients"):
 * each term leads to a speciality ("dokter anak", "sp.a", "pediatrician" → `anak`) or to a canonical
 * word the content is searched with ("jkn", "kis" → "bpjs"). Terms are matched with pg_trgm, so a typo
 * still finds its term (`src/search/vocabulary.ts`); the vocabulary is seeded (`src/seed/search.ts`).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    /** Lower case, as typed: words, abbreviations ("sp.a", "drg"), either language. */
    term: text('term').notNull(),
    specialitySlug: text('speciality_slug').references(() => specialities.slug),
    canonical: text('canonical'),
  },
  (t) => [
    index('search_synonyms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    check('search_synonyms_target_ck', sql`(${t.specialitySlug} is null) <> (${t.canonical} is null)`),
  ],
);
