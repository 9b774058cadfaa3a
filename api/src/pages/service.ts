import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DownloadFile, FaqGroup, Lang, Page, Video } from '@hospital/contract';
import type { AppContext } from '../context';
import { downloads, faqGroups, faqs, pages, videos } from '../db/schema';
import { likePattern, localizedText } from '../db/conditions';
import type { ListPage } from '../http/envelope';
import { badRequest, notFound } from '../lib/errors';
import { toDownload, toFaqGroups, toPage, toVideo } from './mappers';

/** Pages, the FAQ, videos and downloads. */

/** The longest search text of the FAQ and the site search. */
export const MAX_QUERY_LENGTH = 100;

/** The `q` of a search, trimmed; too long a text is a 400. */
export function searchText(q: unknown): string {
  const text = q === undefined ? '' : String(q).trim();
  if (text.length > MAX_QUERY_LENGTH)
    throw badRequest({ id: 'Kata kunci terlalu panjang.', en: 'The search text is too long.' });
  return text;
}

/** Every page (or those of one section); each names its parent and children from the whole set. */
export async function listPages(ctx: AppContext, section: string | undefined, lang: Lang): Promise<Page[]> {
  const all = await ctx.db.select().from(pages).orderBy(asc(pages.seq));
  const rows = section ? all.filter((p) => p.section === section) : all;
  return rows.map((row) => toPage(row, all, lang, ctx.media));
}

/** One page by its path: the page, its children and its ancestors are loaded together. */
export async function findPage(ctx: AppContext, path: string, lang: Lang): Promise<Page> {
  const slug = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(slug)) throw notFound();
  const all = await ctx.db
    .select()
    .from(pages)
    .where(or(eq(pages.slug, slug), eq(pages.parentSlug, slug), sql`${slug} like ${pages.slug} || '/%'`));
  const row = all.find((p) => p.slug === slug);
  if (!row) throw notFound();
  return toPage(row, all, lang, ctx.media);
}

/** The FAQ by group; with `q`, only the answers whose question or answer contains it. */
export async function faqGroupsMatching(ctx: AppContext, q: string, lang: Lang): Promise<FaqGroup[]> {
  const [groupRows, itemRows] = await Promise.all([
    ctx.db.select().from(faqGroups).orderBy(asc(faqGroups.seq), asc(faqGroups.id)),
    ctx.db
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
  return toFaqGroups(groupRows, itemRows, lang);
}

export async function listVideos(
  ctx: AppContext,
  window: { offset: number; limit: number },
  lang: Lang,
): Promise<ListPage<Video>> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(videos)
      .orderBy(desc(videos.publishedDate), asc(videos.seq))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(videos),
  ]);
  return { results: rows.map((r) => toVideo(r, lang, ctx.media)), count: Number(total?.n ?? 0) };
}

export async function findVideo(ctx: AppContext, slug: string, lang: Lang): Promise<Video> {
  const [row] = await ctx.db.select().from(videos).where(eq(videos.slug, slug)).limit(1);
  if (!row) throw notFound();
  return toVideo(row, lang, ctx.media);
}

export async function listDownloads(ctx: AppContext, lang: Lang): Promise<DownloadFile[]> {
  const rows = await ctx.db.select().from(downloads).orderBy(asc(downloads.seq));
  return rows.map((d) => toDownload(d, lang, ctx.config.publicBase));
}
