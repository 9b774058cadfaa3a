import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Lang, SearchResults } from '@hospital/api-client';
import type { AppContext } from '../context';
import { articleCategories, articles, pages, promos, servicePackages, services } from '../db/schema';
import { likePattern, localizedText } from '../db/conditions';
import { toArticleSummary, toPackage, toPromo } from '../mappers/content';
import { pageAsHit, serviceAsHit, toSearchDoctor, toSearchFaq, toSearchPartner } from '../mappers/search';
import { articleSummaryColumns } from './content';
import { matchVocabulary, searchDoctorIds, searchFaq, searchPartners } from './search';

/** Shorter than this, a query finds nothing (every word would match). */
const MIN_QUERY_LENGTH = 2;

function nothingFor(q: string): SearchResults {
  const empty = { results: [], count: 0 };
  return {
    query: q,
    articles: empty,
    doctors: empty,
    packages: empty,
    promotions: empty,
    services: empty,
    faq: empty,
    partners: empty,
  };
}

/**
 * The site search of `web/search`: articles paged by `window`, the other kinds a few each with
 * their count. Doctors, the FAQ and partners go through the vocabulary (services/search.ts).
 */
export async function searchSite(
  ctx: AppContext,
  q: string,
  window: { offset: number; limit: number },
  lang: Lang,
): Promise<SearchResults> {
  const { db, media } = ctx;
  if (q.length < MIN_QUERY_LENGTH) return nothingFor(q);
  const pattern = likePattern(q);
  const matches = (column: Parameters<typeof localizedText>[0]) =>
    ilike(localizedText(column, lang), pattern);
  const articleWhere = or(matches(articles.name), matches(articles.summary));
  // The vocabulary first: the specialities the query means and the canonical words it stands for
  // (src/services/search.ts); every other part of the search runs at once.
  const vocabulary = await matchVocabulary(db, q);
  const words = [q, ...vocabulary.words.filter((w) => w.toLowerCase() !== q.toLowerCase())];
  const [
    articleRows,
    [articleTotal],
    packageRows,
    promoRows,
    serviceRows,
    pageRows,
    doctorIds,
    faqRows,
    partnerRows,
    ref,
  ] = await Promise.all([
    db
      .select({ article: articleSummaryColumns, category: articleCategories })
      .from(articles)
      .innerJoin(articleCategories, eq(articles.categoryId, articleCategories.id))
      .where(articleWhere)
      .orderBy(desc(articles.publishedDate))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(articles).where(articleWhere),
    db
      .select()
      .from(servicePackages)
      .where(or(matches(servicePackages.name), matches(servicePackages.summary)))
      .orderBy(asc(servicePackages.sequence)),
    db
      .select()
      .from(promos)
      .where(and(eq(promos.state, 'published'), or(matches(promos.name), matches(promos.summary))))
      .orderBy(asc(promos.sequence)),
    db
      .select()
      .from(services)
      .where(or(matches(services.name), matches(services.summary)))
      .orderBy(asc(services.seq)),
    db
      .select({ slug: pages.slug, title: pages.title, summary: pages.summary })
      .from(pages)
      .where(or(matches(pages.title), matches(pages.summary)))
      .orderBy(asc(pages.seq)),
    searchDoctorIds(db, q, vocabulary.specialities),
    searchFaq(db, words, lang),
    searchPartners(db, words, lang),
    ctx.ref.get(),
  ]);
  const doctors = doctorIds.flatMap((id) => {
    const doctor = ref.doctorsById.get(id);
    return doctor ? [toSearchDoctor(doctor, ref, lang, media)] : [];
  });
  const faqHits = faqRows.map((f) => toSearchFaq(f, lang));
  const partnerHits = partnerRows.map((p) => toSearchPartner(p, lang));
  // A page and a service may be the same path: the service is kept.
  const serviceHits = [
    ...serviceRows.map((s) => serviceAsHit(s, lang)),
    ...pageRows.map((p) => pageAsHit(p, lang)),
  ];
  const uniqueServices = serviceHits.filter((s, i) => serviceHits.findIndex((o) => o.path === s.path) === i);
  return {
    query: q,
    articles: {
      results: articleRows.map((r) => toArticleSummary(r.article, r.category, lang, media)),
      count: Number(articleTotal?.n ?? 0),
    },
    doctors: { results: doctors.slice(0, 12), count: doctors.length },
    packages: {
      results: packageRows.slice(0, 6).map((r) => toPackage(r, lang, media)),
      count: packageRows.length,
    },
    promotions: {
      results: promoRows.slice(0, 6).map((r) => toPromo(r, lang, media)),
      count: promoRows.length,
    },
    services: { results: uniqueServices.slice(0, 12), count: uniqueServices.length },
    faq: { results: faqHits.slice(0, 6), count: faqHits.length },
    partners: { results: partnerHits.slice(0, 6), count: partnerHits.length },
  };
}
