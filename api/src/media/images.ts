import type { Database } from '../db/types';
import {
  articles,
  companies,
  doctors,
  events,
  hospitalRooms,
  pages,
  partners,
  promos,
  servicePackages,
  services,
  specialities,
  videos,
} from '../db/schema';
import { svgToPng } from './png';
import { renderSvg, type MediaKind } from './svg';

/*
 * The generated pictures of the site's entities (api/README.md, "Images"; docs/decisions.md, issue 24).
 * A picture is drawn from its kind and slug alone, so it is the same for as long as the entity
 * exists: each PNG is rendered once per process, off the event loop, and kept. Only the slugs of
 * entities that exist are drawn: any other is a 404 before anything is rendered, so nobody can make
 * the server draw (13 ms of CPU each) or fill its memory with pictures of made-up names.
 */

/** How long the list of entities is trusted; content changes by seeding or back-office work. */
const CATALOGUE_TTL_MS = 60_000;
/** A guard far above the site's entities (a few hundred): the oldest PNG goes first past it. */
const MAX_PNGS = 2_000;

/** `kind/slug` of every picture there is. */
export type MediaCatalogue = Set<string>;
export const mediaKey = (kind: MediaKind, slug: string) => `${kind}/${slug}`;
const keyOf = mediaKey;

/** Every kind and slug the API hands out a picture URL for (`ctx.media(kind, slug)` in the mappers). */
export async function loadMediaCatalogue(db: Database): Promise<MediaCatalogue> {
  const slugsOf = async (kind: MediaKind, rows: Promise<{ slug: string }[]>) =>
    (await rows).map((row) => keyOf(kind, row.slug));
  const lists = await Promise.all([
    slugsOf('doctor', db.select({ slug: doctors.slug }).from(doctors)),
    slugsOf('article', db.select({ slug: articles.slug }).from(articles)),
    slugsOf('promo', db.select({ slug: promos.slug }).from(promos)),
    slugsOf('package', db.select({ slug: servicePackages.slug }).from(servicePackages)),
    slugsOf('event', db.select({ slug: events.slug }).from(events)),
    slugsOf('video', db.select({ slug: videos.slug }).from(videos)),
    slugsOf('hospital', db.select({ slug: companies.slug }).from(companies)),
    slugsOf('room', db.select({ slug: hospitalRooms.slug }).from(hospitalRooms)),
    slugsOf('partner', db.select({ slug: partners.slug }).from(partners)),
    slugsOf('service', db.select({ slug: services.slug }).from(services)),
    slugsOf('speciality', db.select({ slug: specialities.slug }).from(specialities)),
    // A page's picture is named by its path, slashes as dashes (pages/mappers.ts).
    (await db.select({ slug: pages.slug }).from(pages)).map((row) =>
      keyOf('page', row.slug.replace(/\//g, '-')),
    ),
  ]);
  return new Set([...lists.flat(), ...SITE_PICTURES]);
}

/**
 * The site's own pictures: its logo and the preview of a page without a picture of its own, under the
 * site's name (remote-kit's SITE_LOGO and SITE_IMAGE; docs/decisions.md, issue 25 item 6). No other
 * name is drawn, so `logo` and `brand` cannot be made to write an attacker's words either.
 */
const SITE_PICTURES = [mediaKey('logo', 'medika-hospital'), mediaKey('brand', 'medika-hospital')];

export interface MediaImagesOptions {
  /** The entities' pictures (`loadMediaCatalogue`), loaded again after `catalogueTtlMs`. */
  loadCatalogue(): Promise<MediaCatalogue>;
  /** Default: resvg in libuv's thread pool (media/png.ts). */
  renderPng?: (svg: string) => Promise<Buffer>;
  catalogueTtlMs?: number;
  maxPngs?: number;
  now?: () => number;
}

export interface MediaImages {
  /** The picture as SVG, or null when no entity has this kind and slug. */
  svg(kind: MediaKind, slug: string): Promise<string | null>;
  /** The picture as PNG (link previews), rendered once; null when no entity has this kind and slug. */
  png(kind: MediaKind, slug: string): Promise<Buffer | null>;
}

export function createMediaImages(options: MediaImagesOptions): MediaImages {
  const renderPng = options.renderPng ?? svgToPng;
  const ttlMs = options.catalogueTtlMs ?? CATALOGUE_TTL_MS;
  const maxPngs = options.maxPngs ?? MAX_PNGS;
  const now = options.now ?? Date.now;
  let catalogue: { value: MediaCatalogue; at: number } | null = null;
  let loading: Promise<MediaCatalogue> | null = null;
  /** Rendered or being rendered: a picture asked for by many at once is rendered once. */
  const pngs = new Map<string, Promise<Buffer>>();

  async function known(kind: MediaKind, slug: string): Promise<boolean> {
    if (!catalogue || now() - catalogue.at >= ttlMs) {
      loading ??= options
        .loadCatalogue()
        .then((value) => {
          catalogue = { value, at: now() };
          return value;
        })
        .finally(() => {
          loading = null;
        });
      await loading;
    }
    return catalogue?.value.has(keyOf(kind, slug)) ?? false;
  }

  return {
    async svg(kind, slug) {
      return (await known(kind, slug)) ? renderSvg(kind, slug) : null;
    },
    async png(kind, slug) {
      if (!(await known(kind, slug))) return null;
      const key = keyOf(kind, slug);
      let png = pngs.get(key);
      if (!png) {
        png = renderPng(renderSvg(kind, slug));
        // A failed render is tried again by the next request, not kept.
        png.catch(() => pngs.delete(key));
        if (pngs.size >= maxPngs) pngs.delete(pngs.keys().next().value as string);
        pngs.set(key, png);
      }
      return png;
    },
  };
}
