import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  Article,
  ArticleCategory,
  ArticleSummary,
  HospitalEvent,
  HospitalRoom,
  Lang,
  MenuNode,
  PartnerGroup,
  Promo,
  Service,
  ServicePackage,
} from '@hospital/contract';
import { PAGE_SIZES } from '@hospital/domain';
import type { AppContext } from '../context';
import type { Database } from '../db/types';
import {
  articleCategories,
  articles,
  eventPlaces,
  events,
  hospitalRooms,
  industries,
  menuItems,
  partners,
  promos,
  servicePackages,
  packageClinics,
  services,
} from '../db/schema';
import { allOf, containsCompany, filterConditions, localizedText } from '../db/conditions';
import type { ListPage } from '../http/envelope';
import { badRequest, notFound } from '../lib/errors';
import type { ListSpec, ParsedList, QueryInput } from '../http/queryParams';
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
} from './mappers';

/** The editorial content: articles, menu, promotions, packages, rooms, partners, events, services. */

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

// Articles ------------------------------------------------------------------------------------

type ArticleField = 'category' | 'category_id' | 'slug' | 'name' | 'id';
type ArticleOrder = 'published_date desc' | 'published_date asc' | 'count desc' | 'name asc';
export const ARTICLE_LIST: ListSpec<ArticleField, ArticleOrder> = {
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

export async function listArticles(
  ctx: AppContext,
  parsed: ParsedList<ArticleField, ArticleOrder>,
  lang: Lang,
): Promise<ListPage<ArticleSummary>> {
  const where = allOf(
    filterConditions(parsed.filters, {
      id: articles.id,
      category: articleCategories.key,
      category_id: articles.categoryId,
      slug: articles.slug,
      name: localizedText(articles.name, lang),
    }),
  );
  const orderBy = {
    'published_date desc': [desc(articles.publishedDate), desc(articles.id)],
    'published_date asc': [asc(articles.publishedDate), asc(articles.id)],
    'count desc': [desc(articles.readCount), desc(articles.id)],
    'name asc': [asc(localizedText(articles.name, lang)), asc(articles.id)],
  }[parsed.order];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ article: articleSummaryColumns, category: articleCategories })
      .from(articles)
      .innerJoin(articleCategories, eq(articles.categoryId, articleCategories.id))
      .where(where)
      .orderBy(...orderBy)
      .limit(parsed.limit)
      .offset(parsed.offset),
    ctx.db
      .select({ n: count() })
      .from(articles)
      .innerJoin(articleCategories, eq(articles.categoryId, articleCategories.id))
      .where(where),
  ]);
  const ref = await ctx.ref.get();
  return {
    results: rows.map((r) => toArticleSummary(r.article, r.category, lang, ctx.media, ref)),
    count: Number(total?.n ?? 0),
  };
}

/** One article with the latest of its category (not itself) as related reading. */
export async function findArticle(ctx: AppContext, slug: string, lang: Lang): Promise<Article> {
  const [row] = await ctx.db
    .select({ article: articles, category: articleCategories })
    .from(articles)
    .innerJoin(articleCategories, eq(articles.categoryId, articleCategories.id))
    .where(eq(articles.slug, slug))
    .limit(1);
  if (!row) throw notFound();
  const related = await ctx.db
    .select(articleSummaryColumns)
    .from(articles)
    .where(and(eq(articles.categoryId, row.category.id), sql`${articles.id} <> ${row.article.id}`))
    .orderBy(desc(articles.publishedDate))
    .limit(PAGE_SIZES.relatedNews);
  const ref = await ctx.ref.get();
  return {
    ...toArticleSummary(row.article, row.category, lang, ctx.media, ref),
    body: row.article.body[lang],
    tags: row.article.tags.map((t) => t[lang]),
    related: related.map((r) => toArticleSummary(r, row.category, lang, ctx.media, ref)),
  };
}

export async function listArticleCategories(ctx: AppContext, lang: Lang): Promise<ArticleCategory[]> {
  const rows = await ctx.db.select().from(articleCategories).orderBy(asc(articleCategories.seq));
  return rows.map((c) => toArticleCategory(c, lang));
}

export async function menuTree(ctx: AppContext, lang: Lang): Promise<MenuNode[]> {
  const rows = await ctx.db.select().from(menuItems).orderBy(asc(menuItems.sequence), asc(menuItems.id));
  return toMenuTree(rows, lang);
}

// Promotions ----------------------------------------------------------------------------------

type PromoField = 'id' | 'slug' | 'state' | 'company_id';
type PromoOrder = 'sequence asc' | 'sequence desc' | 'valid_to asc';
export const PROMO_LIST: ListSpec<PromoField, PromoOrder> = {
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

export async function listPromos(
  ctx: AppContext,
  parsed: ParsedList<PromoField, PromoOrder>,
  lang: Lang,
): Promise<ListPage<Promo>> {
  // Only published promotions ever leave the API, whatever the filters ask.
  const where = allOf([
    eq(promos.state, 'published'),
    ...filterConditions(parsed.filters, {
      id: promos.id,
      slug: promos.slug,
      state: promos.state,
      company_id: (f) => containsCompany(promos.companyIds, f),
    }),
  ]);
  const orderBy = {
    'sequence asc': [asc(promos.sequence), asc(promos.id)],
    'sequence desc': [desc(promos.sequence), desc(promos.id)],
    'valid_to asc': [asc(promos.validTo), asc(promos.id)],
  }[parsed.order];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(promos)
      .where(where)
      .orderBy(...orderBy)
      .limit(parsed.limit)
      .offset(parsed.offset),
    ctx.db.select({ n: count() }).from(promos).where(where),
  ]);
  return { results: rows.map((r) => toPromo(r, lang, ctx.media)), count: Number(total?.n ?? 0) };
}

export async function findPromo(ctx: AppContext, slug: string, lang: Lang): Promise<Promo> {
  const [row] = await ctx.db
    .select()
    .from(promos)
    .where(and(eq(promos.slug, slug), eq(promos.state, 'published')))
    .limit(1);
  if (!row) throw notFound();
  return toPromo(row, lang, ctx.media);
}

// Service packages ----------------------------------------------------------------------------

type PackageField = 'id' | 'slug' | 'category' | 'company_id';
type PackageOrder = 'sequence asc' | 'sequence desc' | 'price asc' | 'price desc';
export const PACKAGE_LIST: ListSpec<PackageField, PackageOrder> = {
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

/** Packages with where each is booked (`package_clinics`, docs/decisions.md issue 26), as `toPackage` reads them. */
export function selectPackages(db: Database) {
  return db
    .select({ pkg: servicePackages, clinics: packageClinics })
    .from(servicePackages)
    .leftJoin(packageClinics, eq(packageClinics.packageId, servicePackages.id));
}

export async function listPackages(
  ctx: AppContext,
  parsed: ParsedList<PackageField, PackageOrder>,
  lang: Lang,
): Promise<ListPage<ServicePackage>> {
  const where = allOf(
    filterConditions(parsed.filters, {
      id: servicePackages.id,
      slug: servicePackages.slug,
      category: servicePackages.category,
      company_id: (f) => containsCompany(servicePackages.companyIds, f),
    }),
  );
  const orderBy = {
    'sequence asc': [asc(servicePackages.sequence)],
    'sequence desc': [desc(servicePackages.sequence)],
    'price asc': [asc(servicePackages.price), asc(servicePackages.sequence)],
    'price desc': [desc(servicePackages.price), asc(servicePackages.sequence)],
  }[parsed.order];
  const [rows, [total]] = await Promise.all([
    selectPackages(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(parsed.limit)
      .offset(parsed.offset),
    ctx.db.select({ n: count() }).from(servicePackages).where(where),
  ]);
  return {
    results: rows.map((r) => toPackage(r.pkg, r.clinics, lang, ctx.media)),
    count: Number(total?.n ?? 0),
  };
}

export async function findPackage(ctx: AppContext, slug: string, lang: Lang): Promise<ServicePackage> {
  const [row] = await selectPackages(ctx.db).where(eq(servicePackages.slug, slug)).limit(1);
  if (!row) throw notFound();
  return toPackage(row.pkg, row.clinics, lang, ctx.media);
}

// Rooms ---------------------------------------------------------------------------------------

type RoomField = 'id' | 'company_id';
type RoomOrder = 'seq asc' | 'seq desc' | 'rate asc' | 'rate desc';
export const ROOM_LIST: ListSpec<RoomField, RoomOrder> = {
  fields: { id: { type: 'int' }, company_id: { type: 'int' } },
  params: ['company_id'],
  orders: ['seq asc', 'seq desc', 'rate asc', 'rate desc'],
  defaultOrder: 'seq asc',
  defaultLimit: PAGE_SIZES.rooms,
};

export async function listRooms(
  ctx: AppContext,
  parsed: ParsedList<RoomField, RoomOrder>,
  lang: Lang,
): Promise<ListPage<HospitalRoom>> {
  const ref = await ctx.ref.get();
  const where = allOf(
    filterConditions(parsed.filters, { id: hospitalRooms.id, company_id: hospitalRooms.companyId }),
  );
  const orderBy = {
    'seq asc': [asc(hospitalRooms.seq)],
    'seq desc': [desc(hospitalRooms.seq)],
    'rate asc': [asc(hospitalRooms.rate), asc(hospitalRooms.seq)],
    'rate desc': [desc(hospitalRooms.rate), asc(hospitalRooms.seq)],
  }[parsed.order];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(hospitalRooms)
      .where(where)
      .orderBy(...orderBy)
      .limit(parsed.limit)
      .offset(parsed.offset),
    ctx.db.select({ n: count() }).from(hospitalRooms).where(where),
  ]);
  return { results: rows.map((r) => toRoom(r, ref, lang, ctx.media)), count: Number(total?.n ?? 0) };
}

// Partners ------------------------------------------------------------------------------------

/** Partners grouped by industry; `industry` (code) and `industry_id` narrow the groups, empty ones are left out. */
export async function partnerGroups(ctx: AppContext, query: QueryInput, lang: Lang): Promise<PartnerGroup[]> {
  const [industryRows, partnerRows] = await Promise.all([
    ctx.db.select().from(industries).orderBy(asc(industries.seq)),
    ctx.db.select().from(partners).orderBy(asc(partners.seq)),
  ]);
  const wanted = (industry: typeof industries.$inferSelect) =>
    (query.industry === undefined || industry.code === String(query.industry)) &&
    (query.industry_id === undefined || String(industry.id) === String(query.industry_id));
  const groups = industryRows
    .filter(wanted)
    .map((industry) => toPartnerGroup(industry, partnerRows, lang, ctx.media));
  return groups.filter((g) => g.partners.length > 0);
}

// Events --------------------------------------------------------------------------------------

type EventField = 'id' | 'slug' | 'company_id';
type EventOrder = 'upcoming asc' | 'start asc' | 'start desc';
export const EVENT_LIST: ListSpec<EventField, EventOrder> = {
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

export async function listEvents(
  ctx: AppContext,
  parsed: ParsedList<EventField, EventOrder>,
  lang: Lang,
): Promise<ListPage<HospitalEvent>> {
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
    ...filterConditions(parsed.filters, { id: events.id, slug: events.slug, company_id: events.companyId }),
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
    ctx.db
      .select({ event: events, place: eventPlaces })
      .from(events)
      .leftJoin(eventPlaces, eq(eventPlaces.eventId, events.id))
      .where(where)
      .orderBy(...orderBy)
      .limit(parsed.limit)
      .offset(parsed.offset),
    ctx.db.select({ n: count() }).from(events).where(where),
  ]);
  return {
    results: rows.map((r) => toEvent(r.event, r.place, lang, ctx.media, now)),
    count: Number(total?.n ?? 0),
  };
}

export async function findEvent(ctx: AppContext, slug: string, lang: Lang): Promise<HospitalEvent> {
  const [row] = await ctx.db
    .select({ event: events, place: eventPlaces })
    .from(events)
    .leftJoin(eventPlaces, eq(eventPlaces.eventId, events.id))
    .where(eq(events.slug, slug))
    .limit(1);
  if (!row) throw notFound();
  return toEvent(row.event, row.place, lang, ctx.media, ctx.clock());
}

// Services ------------------------------------------------------------------------------------

export async function listServices(ctx: AppContext, lang: Lang): Promise<Service[]> {
  const rows = await ctx.db.select().from(services).orderBy(asc(services.seq));
  return rows.map((s) => toService(s, lang, ctx.media));
}
