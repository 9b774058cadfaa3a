import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { EMERGENCY_WORD, symptomOf } from '@hospital/domain';
import type { Lang, SearchEmergency, SearchResults, SearchSuggestion } from '@hospital/contract';
import type { AppContext } from '../context';
import { articleCategories, articles, pages, promos, servicePackages, services } from '../db/schema';
import { likePattern, localizedText } from '../db/conditions';
import { toArticleSummary, toPackage, toPromo } from '../content/mappers';
import { pageAsHit, serviceAsHit, toSearchDoctor, toSearchFaq, toSearchPartner } from './mappers';
import { articleSummaryColumns, selectPackages } from '../content/service';
import { jakartaNow } from '../lib/clock';
import { groupSessions, openOccurrences, searchRange, toNext, type DoctorView } from '../doctors/doctors';
import type { ReferenceData } from '../lib/reference';
import { loadSchedule } from '../doctors/schedule';
import {
  matchVocabulary,
  searchDoctorIds,
  searchFaq,
  searchPartners,
  suggestDoctorIds,
  suggestTerms,
} from './vocabulary';

/** Doctors shown of those found (the count says how many there are). */
const DOCTORS_SHOWN = 12;

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
    specialities: [],
    emergency: [],
  };
}

/** The position of a speciality in the complaint the query names exactly, or null for no complaint. */
function symptomRank(q: string): ((slug: string | undefined) => number) | null {
  const symptom = symptomOf(q);
  if (!symptom) return null;
  return (slug) => {
    const i = slug === undefined ? -1 : symptom.specialities.indexOf(slug);
    return i < 0 ? symptom.specialities.length : i;
  };
}

/** Each hospital's IGD, in hospital order (docs/decisions.md, issue 26 — symptom search). */
function emergencyCalls(ref: ReferenceData): SearchEmergency[] {
  return [...ref.companies.values()]
    .filter((c) => c.emergencyPhone)
    .map((c) => ({ company_id: c.id, hospital: c.name, phone: c.emergencyPhone }));
}

/** The next open session of each doctor shown, in the booking window (national holidays skipped). */
async function nextSessions(ctx: AppContext, doctorIds: number[], lang: Lang) {
  if (doctorIds.length === 0) return new Map<number, ReturnType<typeof toNext>>();
  const now = jakartaNow(ctx.clock());
  const { from, to } = searchRange(now, 0, ctx.config.bookingWindowDays);
  const data = await loadSchedule(ctx.db, { doctorIds, from, to }, ctx.schedules);
  const view: DoctorView = { lang, now, from, to, media: ctx.media };
  const next = new Map<number, ReturnType<typeof toNext>>();
  for (const [doctorId, own] of groupSessions(data)) {
    const [first] = openOccurrences(own, view, 1);
    if (first) next.set(doctorId, toNext(first));
  }
  return next;
}

/**
 * The site search of `web/search`: articles paged by `window`, the other kinds a few each with
 * their count. Doctors, the FAQ and partners go through the vocabulary (search/vocabulary.ts).
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
  // (src/search/vocabulary.ts); every other part of the search runs at once.
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
    selectPackages(db)
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
  // A complaint lists its specialities most fitting first ("nyeri dada": cardiologists, then internists).
  const rank = symptomRank(q);
  const ordered = rank
    ? [...doctorIds].sort(
        (a, b) => rank(ref.doctorsById.get(a)?.specialitySlug) - rank(ref.doctorsById.get(b)?.specialitySlug),
      )
    : doctorIds;
  const shownIds = ordered.slice(0, DOCTORS_SHOWN);
  const next = await nextSessions(ctx, shownIds, lang);
  const doctors = shownIds.flatMap((id) => {
    const doctor = ref.doctorsById.get(id);
    return doctor ? [toSearchDoctor(doctor, ref, lang, media, next.get(id) ?? null)] : [];
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
      results: articleRows.map((r) => toArticleSummary(r.article, r.category, lang, media, ref)),
      count: Number(articleTotal?.n ?? 0),
    },
    doctors: { results: doctors, count: doctorIds.length },
    packages: {
      results: packageRows.slice(0, 6).map((r) => toPackage(r.pkg, r.clinics, lang, media)),
      count: packageRows.length,
    },
    promotions: {
      results: promoRows.slice(0, 6).map((r) => toPromo(r, lang, media)),
      count: promoRows.length,
    },
    services: { results: uniqueServices.slice(0, 12), count: uniqueServices.length },
    faq: { results: faqHits.slice(0, 6), count: faqHits.length },
    partners: { results: partnerHits.slice(0, 6), count: partnerHits.length },
    specialities: [...vocabulary.specialities]
      .sort((a, b) => (rank ? rank(a.slug) - rank(b.slug) : 0))
      .flatMap((m) => {
        const speciality = ref.specialities.get(m.slug);
        return speciality ? [{ slug: m.slug, name: speciality.name[lang] }] : [];
      }),
    emergency: vocabulary.words.includes(EMERGENCY_WORD) ? emergencyCalls(ref) : [],
  };
}

/**
 * The header search's suggestions while typing (docs/decisions.md, issue 26 — symptom search): terms of
 * the vocabulary (complaints, specialities, words such as "bpjs") with where each leads, then doctors
 * by name. Each leads to `/search?q=<term>`, a doctor to the profile.
 */
export async function suggestSearch(ctx: AppContext, q: string, lang: Lang): Promise<SearchSuggestion[]> {
  if (q.length < MIN_QUERY_LENGTH) return [];
  const [terms, doctorIds, ref] = await Promise.all([
    suggestTerms(ctx.db, q),
    suggestDoctorIds(ctx.db, q),
    ctx.ref.get(),
  ]);
  const termHits = terms.map((row): SearchSuggestion => {
    const symptom = symptomOf(row.term);
    const slugs = symptom ? symptom.specialities.filter((s) => row.slugs?.includes(s)) : (row.slugs ?? []);
    const names = slugs.flatMap((slug) => ref.specialities.get(slug)?.name[lang] ?? []);
    const emergency = symptom?.emergency ?? false;
    return {
      text: row.term,
      hint: [...(emergency ? ['IGD'] : []), ...names, ...(names.length ? [] : (row.canonicals ?? []))].join(
        ', ',
      ),
      kind: symptom ? 'complaint' : slugs.length ? 'speciality' : 'word',
      path: `/search?q=${encodeURIComponent(row.term)}`,
      emergency,
    };
  });
  const doctorHits = doctorIds.flatMap((id): SearchSuggestion[] => {
    const doctor = ref.doctorsById.get(id);
    if (!doctor) return [];
    const speciality = ref.specialities.get(doctor.specialitySlug)?.name[lang] ?? '';
    return [
      {
        text: doctor.name,
        hint: speciality,
        kind: 'doctor',
        path: `/doctor/${doctor.slug}`,
        emergency: false,
      },
    ];
  });
  return [...termHits, ...doctorHits];
}
