import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@hospital/contract';
import {
  doctorPersonName,
  doctors,
  faqGroups,
  faqs,
  industries,
  partners,
  searchSynonyms,
} from '../db/schema';
import type { Database } from '../db/types';
import { escapeLike, likePattern } from '../db/conditions';

/*
 * Site search that understands patients (docs/decisions.md, issue 15 item 6), with PostgreSQL's own tools on PGlite and
 * PostgreSQL alike: pg_trgm and a seeded vocabulary (`search_synonyms`, `src/seed/search.ts`). No
 * matching is done in TypeScript.
 *
 * 1. The query is compared with every term of the vocabulary. A term is a candidate when its trigrams
 *    resemble the query (`term % q`: similarity >= pg_trgm.similarity_threshold, 0.3; served by the
 *    trigram index on the term) or when it stands, as whole words, inside a longer query (`term <<% q`:
 *    strict_word_similarity >= 0.5). Its score weighs the two measures 3 to 1: the first prefers the
 *    term that explains the whole query ("dokter anka" is "dokter anak" more than "dokter tht"), the
 *    second lifts a term found inside a long query ("jadwal dokter anak hari sabtu").
 * 2. Specialities: those whose best term scores within SPECIALITY_MARGIN of the best speciality.
 *    Canonical words ("jkn" → "bpjs"): terms scoring at least CANONICAL_MIN.
 * 3. Doctors: of those specialities, or whose name contains the query or resembles it as whole words
 *    (`q <<% name`: strict_word_similarity >= 0.5, trigram index on the person's name).
 * 4. FAQ answers and partners: their text in the request's language contains the query or one of its
 *    canonical words, or resembles it as whole words (`<<%` and TEXT_MIN, trigram indexes on the same
 *    expressions).
 */

/** How far below the best speciality another still counts ("dokter gigi anak": both). */
export const SPECIALITY_MARGIN = 0.1;
/** How well a term must match for its canonical word to join the query. */
export const CANONICAL_MIN = 0.6;
/**
 * How well a query must match words of an FAQ answer or a partner: "dokter anak" is not an answer that
 * only says "dokter spesialis" (0.58); a prefix or a substring is found by ILIKE anyway.
 */
export const TEXT_MIN = 0.6;

export interface VocabularyMatch {
  specialities: { slug: string; score: number }[];
  /** Canonical words of the terms the query matched ("bpjs" for "jkn"). */
  words: string[];
}

interface VocabularyRow extends Record<string, unknown> {
  speciality_slug: string | null;
  canonical: string | null;
  score: number | string;
}

async function rowsOf<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute<T>(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function matchVocabulary(db: Database, q: string): Promise<VocabularyMatch> {
  const rows = await rowsOf<VocabularyRow>(
    db,
    sql`with matched as (
          select ${searchSynonyms.specialitySlug} as speciality_slug, ${searchSynonyms.canonical} as canonical,
                 max(0.75 * similarity(${searchSynonyms.term}, ${q}::text)
                     + 0.25 * strict_word_similarity(${searchSynonyms.term}, ${q}::text)) as score
          from ${searchSynonyms}
          where ${searchSynonyms.term} % ${q}::text or ${searchSynonyms.term} <<% ${q}::text
          group by ${searchSynonyms.specialitySlug}, ${searchSynonyms.canonical}
        )
        select speciality_slug, canonical, score::float8 as score from matched
        where (speciality_slug is not null
               and score >= (select max(score) from matched where speciality_slug is not null) - ${SPECIALITY_MARGIN})
           or (canonical is not null and score >= ${CANONICAL_MIN})
        order by score desc, speciality_slug, canonical`,
  );
  return {
    specialities: rows
      .filter((r) => r.speciality_slug !== null)
      .map((r) => ({ slug: r.speciality_slug ?? '', score: Number(r.score) })),
    words: rows.filter((r) => r.canonical !== null).map((r) => r.canonical ?? ''),
  };
}

/**
 * Doctors by name first (contained, or alike as whole words), then by how well their speciality
 * matched. The name is the person's, without "dr." and the title after the comma: titles are the
 * vocabulary's ("Sp.A" is a paediatrician, not every "Sp.An").
 */
export async function searchDoctorIds(
  db: Database,
  q: string,
  specialities: VocabularyMatch['specialities'],
): Promise<number[]> {
  const scores = specialities.length
    ? sql`(values ${sql.join(
        specialities.map((s) => sql`(${s.slug}::text, ${s.score}::float8)`),
        sql`, `,
      )}) as m(slug, score)`
    : sql`(select null::text as slug, 0::float8 as score where false) as m`;
  const name = doctorPersonName(doctors.name);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select ${doctors.id} as id
        from ${doctors} left join ${scores} on m.slug = ${doctors.specialitySlug}
        where ${name} ilike ${likePattern(q)} or ${q}::text <<% ${name} or m.slug is not null
        order by greatest(strict_word_similarity(${q}::text, ${name}),
                          case when ${name} ilike ${likePattern(q)} then 1 else 0 end) desc,
                 coalesce(m.score, 0) desc,
                 lower(${name}) asc`,
  );
  return rows.map((r) => Number(r.id));
}

/** The FAQ text searched in a language: exactly the expression of `faqs_search_<lang>_trgm_idx`. */
function faqText(lang: Lang): SQL {
  const key = sql.raw(lang === 'en' ? `'en'` : `'id'`);
  return sql`((${faqs.question} ->> ${key}) || ' ' || (${faqs.answer} ->> ${key}))`;
}

/** The partner text searched in a language: exactly the expression of `partners_search_<lang>_trgm_idx`. */
function partnerText(lang: Lang): SQL {
  const key = sql.raw(lang === 'en' ? `'en'` : `'id'`);
  return sql`(${partners.name} || ' ' || (${partners.description} ->> ${key}))`;
}

/**
 * Contains one of the words, or resembles it as whole words: `<<%` (strict_word_similarity >= 0.5, what
 * the trigram index on the text serves), then at least TEXT_MIN. The plain `<%` would also accept
 * pieces of neighbouring words ("rujukan" in "rumah ... untuk").
 */
function textMatches(text: SQL, words: string[]): SQL {
  return or(
    ...words.flatMap((w) => [
      sql`${text} ilike ${likePattern(w)}`,
      sql`(${w}::text <<% ${text} and strict_word_similarity(${w}::text, ${text}) >= ${TEXT_MIN})`,
    ]),
  )!;
}

function bestWordSimilarity(text: SQL, words: string[]): SQL {
  return sql`greatest(${sql.join(
    words.map((w) => sql`strict_word_similarity(${w}::text, ${text})`),
    sql`, `,
  )})`;
}

/** Answers whose question says it first, then the best match, then in the FAQ's order. */
export async function searchFaq(db: Database, words: string[], lang: Lang) {
  const text = faqText(lang);
  const question = sql`(${faqs.question} ->> ${sql.raw(lang === 'en' ? `'en'` : `'id'`)})`;
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .innerJoin(faqGroups, eq(faqs.groupId, faqGroups.id))
    .where(textMatches(text, words))
    .orderBy(
      desc(bestWordSimilarity(question, words)),
      desc(bestWordSimilarity(text, words)),
      asc(faqGroups.seq),
      asc(faqGroups.id),
      asc(faqs.seq),
    );
}

export async function searchPartners(db: Database, words: string[], lang: Lang) {
  const text = partnerText(lang);
  return db
    .select({ id: partners.id, name: partners.name, industry: industries.name })
    .from(partners)
    .innerJoin(industries, eq(partners.industryId, industries.id))
    .where(textMatches(text, words))
    .orderBy(desc(bestWordSimilarity(text, words)), asc(partners.seq));
}

/** How many vocabulary terms and doctors the header's suggestions offer. */
export const SUGGESTED_TERMS = 6;
export const SUGGESTED_DOCTORS = 3;

interface SuggestedTermRow extends Record<string, unknown> {
  term: string;
  slugs: string[] | null;
  canonicals: string[] | null;
}

/**
 * Terms of the vocabulary for what is being typed (docs/decisions.md, issue 26 — symptom search):
 * those starting with it first, then those with a word starting with it, then those alike (a typo),
 * each with the specialities and canonical words it leads to.
 */
export async function suggestTerms(db: Database, q: string): Promise<SuggestedTermRow[]> {
  const prefix = `${escapeLike(q)}%`;
  return rowsOf<SuggestedTermRow>(
    db,
    sql`select ${searchSynonyms.term} as term,
               array_remove(array_agg(distinct ${searchSynonyms.specialitySlug}), null) as slugs,
               array_remove(array_agg(distinct ${searchSynonyms.canonical}), null) as canonicals
        from ${searchSynonyms}
        where ${searchSynonyms.term} ilike ${prefix} or ${searchSynonyms.term} ilike ${`% ${prefix}`}
           or ${searchSynonyms.term} % ${q}::text
        group by ${searchSynonyms.term}
        order by bool_or(${searchSynonyms.term} ilike ${prefix}) desc,
                 bool_or(${searchSynonyms.term} ilike ${`% ${prefix}`}) desc,
                 max(similarity(${searchSynonyms.term}, ${q}::text)) desc,
                 length(${searchSynonyms.term}), ${searchSynonyms.term}
        limit ${SUGGESTED_TERMS}`,
  );
}

/** Doctors whose name (without title) has a word starting with what is typed. */
export async function suggestDoctorIds(db: Database, q: string): Promise<number[]> {
  const name = doctorPersonName(doctors.name);
  const prefix = `${escapeLike(q)}%`;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select ${doctors.id} as id from ${doctors}
        where ${name} ilike ${prefix} or ${name} ilike ${`% ${prefix}`}
        order by lower(${name}) asc
        limit ${SUGGESTED_DOCTORS}`,
  );
  return rows.map((r) => Number(r.id));
}
