import type { DownloadFile, FaqGroup, Lang, Page, PageLink, Video } from '@hospital/contract';
import type { downloads, faqGroups, faqs, pages, videos } from '../db/schema';
import type { MediaUrl } from '../media/urls';

/** Database rows of pages, videos, downloads and FAQ as the API's payloads. */

type PageRow = typeof pages.$inferSelect;

export function toLink(row: Pick<PageRow, 'slug' | 'title'>, lang: Lang): PageLink {
  return { slug: row.slug, title: row.title[lang], path: `/${row.slug}` };
}

export function toPage(row: PageRow, all: PageRow[], lang: Lang, media: MediaUrl): Page {
  const parent = row.parentSlug ? all.find((p) => p.slug === row.parentSlug) : undefined;
  return {
    slug: row.slug,
    section: row.section as Page['section'],
    title: row.title[lang],
    summary: row.summary[lang],
    body: row.body[lang],
    image: media('page', row.slug.replace(/\//g, '-')),
    related_poli_ids: row.relatedPoliIds,
    parent: parent ? toLink(parent, lang) : null,
    children: all.filter((p) => p.parentSlug === row.slug).map((p) => toLink(p, lang)),
    path: `/${row.slug}`,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toVideo(row: typeof videos.$inferSelect, lang: Lang, media: MediaUrl): Video {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name[lang],
    summary: row.summary[lang],
    youtube_id: row.youtubeId,
    poster: media('video', row.slug),
    duration_seconds: row.durationSeconds,
    published_date: row.publishedDate,
    path: `/video/${row.slug}`,
  };
}

export function toDownload(d: typeof downloads.$inferSelect, lang: Lang, publicBase: string): DownloadFile {
  return {
    id: d.id,
    slug: d.slug,
    name: d.name[lang],
    description: d.description[lang],
    category: d.category,
    url: `${publicBase}files/${d.fileName}`,
    mime: d.mime,
    size_bytes: d.sizeBytes,
  };
}

/** FAQ groups with their items in order; a group none of whose items matched is left out. */
export function toFaqGroups(
  groupRows: (typeof faqGroups.$inferSelect)[],
  itemRows: (typeof faqs.$inferSelect)[],
  lang: Lang,
): FaqGroup[] {
  return groupRows
    .map((g) => ({
      id: g.id,
      slug: g.slug,
      name: g.name[lang],
      items: itemRows
        .filter((i) => i.groupId === g.id)
        .map((i) => ({ id: i.id, question: i.question[lang], answer: i.answer[lang] })),
    }))
    .filter((g) => g.items.length > 0);
}
