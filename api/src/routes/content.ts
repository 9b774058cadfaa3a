import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Article } from '@hospital/api-client';
import { PAGE_SIZES } from '@hospital/domain';
import type { AppContext } from '../context';
import {
  articleCategories,
  articles,
  events,
  hospitalRooms,
  industries,
  menuItems,
  partners,
  promos,
  servicePackages,
  services,
} from '../db/schema';
import { itemOf, listOf } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { allOf, conditionFor, containsCompany, localizedText } from '../db/conditions';
import { assertKnownParams, parseList, type ListSpec } from '../http/queryParams';
import {
  toArticleCategory,
  toArticleSummary,
  toEvent,
  toMenuTree,
  toPackage,
  toPartnerGroup,
  toPromo,
  toRoom,
  toService,
} from '../mappers/content';
import { queryOf } from './helpers';

/** The columns of a list item: lists never load the (large) bodies. */
export const articleSummaryColumns = {
  id: articles.id,
  slug: articles.slug,
  name: articles.name,
  summary: articles.summary,
  publishedDate: articles.publishedDate,
  readCount: articles.readCount,
  author: articles.author,
  readingMinutes: articles.readingMinutes,
};

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, media } = ctx;

  // Articles ----------------------------------------------------------------------------------
  type ArticleField = 'category' | 'category_id' | 'slug' | 'name' | 'id';
  type ArticleOrder = 'published_date desc' | 'published_date asc' | 'count desc' | 'name asc';
  const ARTICLE_SPEC: ListSpec<ArticleField, ArticleOrder> = {
    fields: {
      id: { type: 'int' },
      category: { type: 'text', ops: ['=', '!=', 'in', 'not in'] },
      category_id: { type: 'int' },
      slug: { type: 'text', ops: ['=', '!=', 'in', 'not in'] },
      name: { type: 'text', ops: ['ilike'] },
    },
    params: ['category', 'category_id'],
    orders: ['published_date desc', 'published_date asc', 'count desc', 'name asc'],
    defaultOrder: 'published_date desc',
    defaultLimit: PAGE_SIZES.news,
  };

  app.get('/web/article', async (request) => {
    const parsed = parseList(queryOf(request), ARTICLE_SPEC);
    const lang = request.lang;
    const where = allOf(
      parsed.filters.map((f) => {
        switch (f.field) {
          case 'id':
            return conditionFor(articles.id, f);
          case 'category':
            return conditionFor(articleCategories.key, f);
          case 'category_id':
            return conditionFor(articles.categoryId, f);
          case 'slug':
            return conditionFor(articles.slug, f);
          case 'name':
            return conditionFor(localizedText(articles.name, lang), f);
        }
      }),
    );
    const orderBy = {
      'published_date desc': [desc(articles.publishedDate), desc(articles.id)],
      'published_date asc': [asc(articles.publishedDate), asc(articles.id)],
      'count desc': [desc(articles.readCount), desc(articles.id)],
      'name asc': [asc(localizedText(articles.name, lang)), asc(articles.id)],
    }[parsed.order];
    const [rows, [total]] = await Promise.all([
      db
        .select({ article: articleSummaryColumns, category: articleCategories })
        .from(articles)
        .innerJoin(articleCategories, eq(articles.categoryId, articleCategories.id))
        .where(where)
        .orderBy(...orderBy)
        .limit(parsed.limit)
        .offset(parsed.offset),
      db
        .select({ n: count() })
        .from(articles)
        .innerJoin(articleCategories, eq(articles.categoryId, articleCategories.id))
        .where(where),
    ]);
    return listOf(
      rows.map((r) => toArticleSummary(r.article, r.category, lang, media)),
      Number(total?.n ?? 0),
    );
  });

  app.get<{ Params: { slug: string } }>('/web/article/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    const lang = request.lang;
    const [row] = await db
      .select({ article: articles, category: articleCategories })
      .from(articles)
      .innerJoin(articleCategories, eq(articles.categoryId, articleCategories.id))
      .where(eq(articles.slug, request.params.slug))
      .limit(1);
    if (!row) throw notFound();
    const related = await db
      .select(articleSummaryColumns)
      .from(articles)
      .where(and(eq(articles.categoryId, row.category.id), sql`${articles.id} <> ${row.article.id}`))
      .orderBy(desc(articles.publishedDate))
      .limit(PAGE_SIZES.relatedNews);
    const article: Article = {
      ...toArticleSummary(row.article, row.category, lang, media),
      body: row.article.body[lang],
      tags: row.article.tags.map((t) => t[lang]),
      related: related.map((r) => toArticleSummary(r, row.category, lang, media)),
    };
    return itemOf(article);
  });

  app.get('/web/article_category', async (request) => {
    assertKnownParams(queryOf(request), []);
    const rows = await db.select().from(articleCategories).orderBy(asc(articleCategories.seq));
    return listOf(rows.map((c) => toArticleCategory(c, request.lang)));
  });

  // Menu ----------------------------------------------------------------------------------------
  app.get('/web/menu', async (request) => {
    assertKnownParams(queryOf(request), []);
    const rows = await db.select().from(menuItems).orderBy(asc(menuItems.sequence), asc(menuItems.id));
    return listOf(toMenuTree(rows, request.lang));
  });

  // Promotions ----------------------------------------------------------------------------------
  type PromoField = 'id' | 'slug' | 'state' | 'company_id';
  type PromoOrder = 'sequence asc' | 'sequence desc' | 'valid_to asc';
  const PROMO_SPEC: ListSpec<PromoField, PromoOrder> = {
    fields: {
      id: { type: 'int' },
      slug: { type: 'text', ops: ['=', '!=', 'in', 'not in'] },
      state: { type: 'text', ops: ['='] },
      company_id: { type: 'int' },
    },
    params: ['state', 'company_id'],
    orders: ['sequence asc', 'sequence desc', 'valid_to asc'],
    defaultOrder: 'sequence asc',
    defaultLimit: PAGE_SIZES.promotions,
  };

  app.get('/web/promo', async (request) => {
    const parsed = parseList(queryOf(request), PROMO_SPEC);
    // Only published promotions ever leave the API, whatever the filters ask.
    const where = allOf([
      eq(promos.state, 'published'),
      ...parsed.filters.map((f) => {
        switch (f.field) {
          case 'id':
            return conditionFor(promos.id, f);
          case 'slug':
            return conditionFor(promos.slug, f);
          case 'state':
            return conditionFor(promos.state, f);
          case 'company_id':
            return containsCompany(promos.companyIds, f);
        }
      }),
    ]);
    const orderBy = {
      'sequence asc': [asc(promos.sequence), asc(promos.id)],
      'sequence desc': [desc(promos.sequence), desc(promos.id)],
      'valid_to asc': [asc(promos.validTo), asc(promos.id)],
    }[parsed.order];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(promos)
        .where(where)
        .orderBy(...orderBy)
        .limit(parsed.limit)
        .offset(parsed.offset),
      db.select({ n: count() }).from(promos).where(where),
    ]);
    return listOf(
      rows.map((r) => toPromo(r, request.lang, media)),
      Number(total?.n ?? 0),
    );
  });

  app.get<{ Params: { slug: string } }>('/web/promo/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    const [row] = await db
      .select()
      .from(promos)
      .where(and(eq(promos.slug, request.params.slug), eq(promos.state, 'published')))
      .limit(1);
    if (!row) throw notFound();
    return itemOf(toPromo(row, request.lang, media));
  });

  // Service packages ----------------------------------------------------------------------------
  type PackageField = 'id' | 'slug' | 'category' | 'company_id';
  type PackageOrder = 'sequence asc' | 'sequence desc' | 'price asc' | 'price desc';
  const PACKAGE_SPEC: ListSpec<PackageField, PackageOrder> = {
    fields: {
      id: { type: 'int' },
      slug: { type: 'text', ops: ['=', '!=', 'in', 'not in'] },
      category: { type: 'text', ops: ['=', '!=', 'in'] },
      company_id: { type: 'int' },
    },
    params: ['category', 'company_id'],
    orders: ['sequence asc', 'sequence desc', 'price asc', 'price desc'],
    defaultOrder: 'sequence asc',
    defaultLimit: PAGE_SIZES.packages,
  };

  app.get('/web/service_package', async (request) => {
    const parsed = parseList(queryOf(request), PACKAGE_SPEC);
    const where = allOf(
      parsed.filters.map((f) => {
        switch (f.field) {
          case 'id':
            return conditionFor(servicePackages.id, f);
          case 'slug':
            return conditionFor(servicePackages.slug, f);
          case 'category':
            return conditionFor(servicePackages.category, f);
          case 'company_id':
            return containsCompany(servicePackages.companyIds, f);
        }
      }),
    );
    const orderBy = {
      'sequence asc': [asc(servicePackages.sequence)],
      'sequence desc': [desc(servicePackages.sequence)],
      'price asc': [asc(servicePackages.price), asc(servicePackages.sequence)],
      'price desc': [desc(servicePackages.price), asc(servicePackages.sequence)],
    }[parsed.order];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(servicePackages)
        .where(where)
        .orderBy(...orderBy)
        .limit(parsed.limit)
        .offset(parsed.offset),
      db.select({ n: count() }).from(servicePackages).where(where),
    ]);
    return listOf(
      rows.map((r) => toPackage(r, request.lang, media)),
      Number(total?.n ?? 0),
    );
  });

  app.get<{ Params: { slug: string } }>('/web/service_package/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    const [row] = await db
      .select()
      .from(servicePackages)
      .where(eq(servicePackages.slug, request.params.slug))
      .limit(1);
    if (!row) throw notFound();
    return itemOf(toPackage(row, request.lang, media));
  });

  // Rooms ---------------------------------------------------------------------------------------
  type RoomField = 'id' | 'company_id';
  type RoomOrder = 'seq asc' | 'seq desc' | 'rate asc' | 'rate desc';
  const ROOM_SPEC: ListSpec<RoomField, RoomOrder> = {
    fields: { id: { type: 'int' }, company_id: { type: 'int' } },
    params: ['company_id'],
    orders: ['seq asc', 'seq desc', 'rate asc', 'rate desc'],
    defaultOrder: 'seq asc',
    defaultLimit: PAGE_SIZES.rooms,
  };

  app.get('/web/hospital_room', async (request) => {
    const parsed = parseList(queryOf(request), ROOM_SPEC);
    const ref = await ctx.ref.get();
    const where = allOf(
      parsed.filters.map((f) =>
        conditionFor(f.field === 'id' ? hospitalRooms.id : hospitalRooms.companyId, f),
      ),
    );
    const orderBy = {
      'seq asc': [asc(hospitalRooms.seq)],
      'seq desc': [desc(hospitalRooms.seq)],
      'rate asc': [asc(hospitalRooms.rate), asc(hospitalRooms.seq)],
      'rate desc': [desc(hospitalRooms.rate), asc(hospitalRooms.seq)],
    }[parsed.order];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(hospitalRooms)
        .where(where)
        .orderBy(...orderBy)
        .limit(parsed.limit)
        .offset(parsed.offset),
      db.select({ n: count() }).from(hospitalRooms).where(where),
    ]);
    return listOf(
      rows.map((r) => toRoom(r, ref, request.lang, media)),
      Number(total?.n ?? 0),
    );
  });

  // Partners, grouped by industry ---------------------------------------------------------------
  app.get('/web/rekanan', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['industry', 'industry_id']);
    const lang = request.lang;
    const [industryRows, partnerRows] = await Promise.all([
      db.select().from(industries).orderBy(asc(industries.seq)),
      db.select().from(partners).orderBy(asc(partners.seq)),
    ]);
    const wanted = (industry: typeof industries.$inferSelect) =>
      (query.industry === undefined || industry.code === String(query.industry)) &&
      (query.industry_id === undefined || String(industry.id) === String(query.industry_id));
    const groups = industryRows
      .filter(wanted)
      .map((industry) => toPartnerGroup(industry, partnerRows, lang, media));
    return listOf(groups.filter((g) => g.partners.length > 0));
  });

  // Events --------------------------------------------------------------------------------------
  type EventField = 'id' | 'slug' | 'company_id';
  type EventOrder = 'upcoming asc' | 'start asc' | 'start desc';
  const EVENT_SPEC: ListSpec<EventField, EventOrder> = {
    fields: {
      id: { type: 'int' },
      slug: { type: 'text', ops: ['=', '!=', 'in', 'not in'] },
      company_id: { type: 'int' },
    },
    params: ['company_id'],
    orders: ['upcoming asc', 'start asc', 'start desc'],
    defaultOrder: 'upcoming asc',
    defaultLimit: PAGE_SIZES.events,
    extraParams: ['when'],
  };

  app.get('/web/events', async (request) => {
    const parsed = parseList(queryOf(request), EVENT_SPEC);
    const now = ctx.clock();
    const when = parsed.extras.when ?? 'all';
    if (!['all', 'upcoming', 'past'].includes(when)) {
      throw badRequest({
        id: "Parameter 'when' harus all, upcoming, atau past.",
        en: "Parameter 'when' must be all, upcoming or past.",
      });
    }
    const timeFilter =
      when === 'upcoming'
        ? sql`${events.endsAt} >= ${now.toISOString()}`
        : when === 'past'
          ? sql`${events.endsAt} < ${now.toISOString()}`
          : undefined;
    const where = allOf([
      timeFilter,
      ...parsed.filters.map((f) =>
        conditionFor(f.field === 'id' ? events.id : f.field === 'slug' ? events.slug : events.companyId, f),
      ),
    ]);
    const orderBy = {
      // Upcoming events soonest first, then past events most recent first.
      'upcoming asc': [
        sql`(${events.endsAt} < ${now.toISOString()}) asc`,
        sql`case when ${events.endsAt} >= ${now.toISOString()} then ${events.startsAt} end asc`,
        desc(events.startsAt),
      ],
      'start asc': [asc(events.startsAt)],
      'start desc': [desc(events.startsAt)],
    }[parsed.order];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(events)
        .where(where)
        .orderBy(...orderBy)
        .limit(parsed.limit)
        .offset(parsed.offset),
      db.select({ n: count() }).from(events).where(where),
    ]);
    return listOf(
      rows.map((r) => toEvent(r, request.lang, media, now)),
      Number(total?.n ?? 0),
    );
  });

  app.get<{ Params: { slug: string } }>('/web/events/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    const [row] = await db.select().from(events).where(eq(events.slug, request.params.slug)).limit(1);
    if (!row) throw notFound();
    return itemOf(toEvent(row, request.lang, media, ctx.clock()));
  });

  // Services ------------------------------------------------------------------------------------
  app.get('/web/service', async (request) => {
    assertKnownParams(queryOf(request), []);
    const rows = await db.select().from(services).orderBy(asc(services.seq));
    return listOf(rows.map((s) => toService(s, request.lang, media)));
  });
}
