import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  SearchDoctor,
  SearchFaq,
  SearchPartner,
  SearchResults,
  SearchService,
  SitemapEntry,
} from '@hospital/api-client';
import { PAGE_SIZES } from '@hospital/domain';
import type { AppContext } from '../context';
import {
  articleCategories,
  articles,
  downloads,
  events,
  faqGroups,
  faqs,
  pages,
  promos,
  servicePackages,
  services,
  videos,
} from '../db/schema';
import { itemOf, listOf } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { likePattern, localizedText } from '../db/conditions';
import { assertKnownParams, parseNonNegativeInt } from '../http/queryParams';
import { matchVocabulary, searchDoctorIds, searchFaq, searchPartners } from '../services/search';
import { toArticleSummary, toPackage, toPromo } from '../mappers/content';
import { toDownload, toFaqGroups, toPage, toVideo } from '../mappers/pages';
import { articleSummaryColumns } from './content';
import { queryOf } from './helpers';

export function registerPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, media } = ctx;

  app.get('/web/page', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['section']);
    const all = await db.select().from(pages).orderBy(asc(pages.seq));
    const section = query.section === undefined ? undefined : String(query.section);
    const rows = section ? all.filter((p) => p.section === section) : all;
    return listOf(rows.map((row) => toPage(row, all, request.lang, media)));
  });

  app.get<{ Params: { '*': string } }>('/web/page/*', async (request) => {
    assertKnownParams(queryOf(request), []);
    const slug = request.params['*'].replace(/^\/+|\/+$/g, '').toLowerCase();
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(slug)) throw notFound();
    const all = await db
      .select()
      .from(pages)
      .where(or(eq(pages.slug, slug), eq(pages.parentSlug, slug), sql`${slug} like ${pages.slug} || '/%'`));
    const row = all.find((p) => p.slug === slug);
    if (!row) throw notFound();
    return itemOf(toPage(row, all, request.lang, media));
  });

  app.get('/web/faq', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['q']);
    const lang = request.lang;
    const q = query.q === undefined ? '' : String(query.q).trim();
    if (q.length > 100)
      throw badRequest({ id: 'Kata kunci terlalu panjang.', en: 'The search text is too long.' });
    const [groupRows, itemRows] = await Promise.all([
      db.select().from(faqGroups).orderBy(asc(faqGroups.seq), asc(faqGroups.id)),
      db
        .select()
        .from(faqs)
        .where(
          q
            ? or(
                ilike(localizedText(faqs.question, lang), likePattern(q)),
                ilike(localizedText(faqs.answer, lang), likePattern(q)),
              )
            : undefined,
        )
        .orderBy(asc(faqs.seq)),
    ]);
    const groups = toFaqGroups(groupRows, itemRows, lang);
    return listOf(groups);
  });

  app.get('/web/video', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['offset', 'limit']);
    const limit = parseNonNegativeInt(query.limit, 'limit', 6, 100) || 6;
    const offset = parseNonNegativeInt(query.offset, 'offset', 0);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(videos)
        .orderBy(desc(videos.publishedDate), asc(videos.seq))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(videos),
    ]);
    return listOf(
      rows.map((r) => toVideo(r, request.lang, media)),
      Number(total?.n ?? 0),
    );
  });

  app.get<{ Params: { slug: string } }>('/web/video/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    const [row] = await db.select().from(videos).where(eq(videos.slug, request.params.slug)).limit(1);
    if (!row) throw notFound();
    return itemOf(toVideo(row, request.lang, media));
  });

  app.get('/web/download', async (request) => {
    assertKnownParams(queryOf(request), []);
    const rows = await db.select().from(downloads).orderBy(asc(downloads.seq));
    return listOf(rows.map((d) => toDownload(d, request.lang, ctx.config.publicBase)));
  });

  app.get('/web/search', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['q', 'offset', 'limit']);
    const lang = request.lang;
    const q = query.q === undefined ? '' : String(query.q).trim();
    if (q.length > 100)
      throw badRequest({ id: 'Kata kunci terlalu panjang.', en: 'The search text is too long.' });
    const limit = parseNonNegativeInt(query.limit, 'limit', PAGE_SIZES.search, 50) || PAGE_SIZES.search;
    const offset = parseNonNegativeInt(query.offset, 'offset', 0);
    const empty = { results: [], count: 0 };
    if (q.length < 2) {
      const nothing: SearchResults = {
        query: q,
        articles: empty,
        doctors: empty,
        packages: empty,
        promotions: empty,
        services: empty,
        faq: empty,
        partners: empty,
      };
      return itemOf(nothing);
    }
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
        .limit(limit)
        .offset(offset),
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
    const doctors: SearchDoctor[] = doctorIds.flatMap((id) => {
      const d = ref.doctorsById.get(id);
      if (!d) return [];
      return [
        {
          id: d.id,
          slug: d.slug,
          name: d.name,
          speciality: ref.specialities.get(d.specialitySlug)?.name[lang] ?? '',
          photo: media('doctor', d.slug),
          company_ids: [d.companyId],
          path: `/doctor/${d.slug}`,
        },
      ];
    });
    const faqHits: SearchFaq[] = faqRows.map((f) => ({
      id: f.id,
      question: f.question[lang],
      answer: f.answer[lang],
      path: `/faq#faq-${f.id}`,
    }));
    const partnerHits: SearchPartner[] = partnerRows.map((p) => ({
      id: p.id,
      name: p.name,
      industry: p.industry[lang],
      path: '/partners',
    }));
    const serviceHits: SearchService[] = [
      ...serviceRows.map((s) => ({
        slug: s.slug,
        name: s.name[lang],
        summary: s.summary[lang],
        path: s.path,
      })),
      ...pageRows.map((p) => ({
        slug: p.slug,
        name: p.title[lang],
        summary: p.summary[lang],
        path: `/${p.slug}`,
      })),
    ];
    const uniqueServices = serviceHits.filter(
      (s, i) => serviceHits.findIndex((o) => o.path === s.path) === i,
    );
    const results: SearchResults = {
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
    return itemOf(results);
  });

  app.get('/web/sitemap', async (request) => {
    assertKnownParams(queryOf(request), []);
    const now = ctx.clock().toISOString().slice(0, 10);
    const [pageRows, articleRows, promoRows, packageRows, eventRows, videoRows, serviceRows, ref] =
      await Promise.all([
        db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages).orderBy(asc(pages.seq)),
        db
          .select({ slug: articles.slug, date: articles.publishedDate })
          .from(articles)
          .orderBy(desc(articles.publishedDate)),
        db
          .select({ slug: promos.slug, date: promos.validFrom })
          .from(promos)
          .where(eq(promos.state, 'published')),
        db.select({ slug: servicePackages.slug, category: servicePackages.category }).from(servicePackages),
        db.select({ slug: events.slug, startsAt: events.startsAt }).from(events),
        db.select({ slug: videos.slug, date: videos.publishedDate }).from(videos),
        db.select({ slug: services.slug, path: services.path }).from(services),
        ctx.ref.get(),
      ]);
    const entries: SitemapEntry[] = [
      ...pageRows.map((p) => ({
        kind: 'page' as const,
        slug: p.slug,
        path: `/${p.slug}`,
        lastmod: p.updatedAt.toISOString().slice(0, 10),
      })),
      ...articleRows.map((a) => ({
        kind: 'article' as const,
        slug: a.slug,
        path: `/news/${a.slug}`,
        lastmod: a.date,
      })),
      ...promoRows.map((p) => ({
        kind: 'promo' as const,
        slug: p.slug,
        path: `/promotion/${p.slug}`,
        lastmod: p.date,
      })),
      ...packageRows.map((p) => ({
        kind: 'package' as const,
        slug: p.slug,
        path: p.category === 'mcu' ? `/services/paket-mcu/${p.slug}` : `/package/${p.slug}`,
        lastmod: now,
      })),
      ...eventRows.map((e) => ({
        kind: 'event' as const,
        slug: e.slug,
        path: `/event/${e.slug}`,
        lastmod: now,
      })),
      ...videoRows.map((v) => ({
        kind: 'video' as const,
        slug: v.slug,
        path: `/video/${v.slug}`,
        lastmod: v.date,
      })),
      ...ref.doctors.map((d) => ({
        kind: 'doctor' as const,
        slug: d.slug,
        path: `/doctor/${d.slug}`,
        lastmod: now,
      })),
      ...[...ref.specialities.values()].map((s) => ({
        kind: 'speciality' as const,
        slug: s.slug,
        path: `/specialist/${s.slug}`,
        lastmod: now,
      })),
      ...serviceRows.map((s) => ({ kind: 'service' as const, slug: s.slug, path: s.path, lastmod: now })),
      ...[...ref.companies.values()].map((c) => ({
        kind: 'hospital' as const,
        slug: c.slug,
        path: `/hospital/${c.slug}`,
        lastmod: now,
      })),
    ];
    const unique = entries.filter((e, i) => entries.findIndex((o) => o.path === e.path) === i);
    return listOf(unique);
  });
}
