import { jsonForScript } from '../data/jsonForScript';
import { localePath, SUPPORTED_LOCALES, type Locale } from '@hospital/i18n';

export const SITE_NAME = 'Medika Hospital';

/** An image for link previews; width and height let WhatsApp and Facebook lay the preview out at once. */
export interface HeadImage {
  /** Site-relative (`/api/media/...`) or absolute. */
  url: string;
  width: number;
  height: number;
  alt?: string;
}

/** What a page says about itself in `<head>` (ARCHITECTURE 2b): the same on the server and in the browser. */
export interface PageHead {
  /** Page title without the site name. */
  title: string;
  /** The title as it is, without ` | Medika Hospital` (the home page). */
  exactTitle?: boolean;
  description: string;
  /** Canonical path without the language prefix, when it differs from the current one. */
  path?: string;
  image?: HeadImage;
  /** Open Graph type: `website` (default), `article`, `profile`... */
  type?: string;
  /** schema.org objects, each written as one JSON-LD block. */
  jsonLd?: object[];
  /** Pages that must not be indexed (404, a personal look-up). */
  noindex?: boolean;
}

/** Where the page is: what turns a head into absolute URLs and language alternates. */
export interface HeadContext {
  /** The site's public origin, from configuration (never from a request header). */
  origin: string;
  lang: Locale;
  /** The current path without the language prefix. */
  pathname: string;
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

const OG_LOCALE: Record<Locale, string> = { id: 'id_ID', en: 'en_US' };

/** `News | Medika Hospital`; `exact` keeps the title as it is. */
export function documentTitle(title: string, exact = false): string {
  return exact || !title ? title || SITE_NAME : `${title} | ${SITE_NAME}`;
}

export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return origin;
  }
}

function meta(key: 'name' | 'property', name: string, content: string): HeadTag {
  return { tag: 'meta', attrs: { [key]: name, content } };
}

/**
 * Every tag of a page's head, in order: title, description, canonical and language alternates,
 * Open Graph, Twitter card, JSON-LD. The server writes them as HTML, the browser applies them to the
 * document after a navigation; both from this one list.
 */
export function headTags(head: PageHead, context: HeadContext): HeadTag[] {
  const path = head.path ?? context.pathname;
  const url = (lang: Locale) => absoluteUrl(localePath(path, lang), context.origin);
  const title = documentTitle(head.title, head.exactTitle);
  const tags: HeadTag[] = [{ tag: 'title', text: title }, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url(context.lang) } });
  for (const lang of SUPPORTED_LOCALES)
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: lang, href: url(lang) } });
  tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: url('id') } });
  tags.push(
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url(context.lang)),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALE[context.lang]),
  );
  for (const lang of SUPPORTED_LOCALES)
    if (lang !== context.lang) tags.push(meta('property', 'og:locale:alternate', OG_LOCALE[lang]));
  if (head.image) {
    const image = absoluteUrl(previewImageUrl(head.image.url), context.origin);
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
    );
    if (head.image.alt) tags.push(meta('property', 'og:image:alt', head.image.alt));
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image)
    tags.push(meta('name', 'twitter:image', absoluteUrl(previewImageUrl(head.image.url), context.origin)));
  for (const data of head.jsonLd ?? [])
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonForScript(data) });
  return tags;
}

/**
 * The URL a link preview fetches for an image: link previews (WhatsApp, Facebook, X) do not show SVG,
 * and the API serves each of its generated pictures as PNG too (api/README "Images").
 */
function previewImageUrl(url: string): string {
  return /^(?:https?:\/\/[^/]+)?\/api\/media\/[a-z]+\/[^/?#]+\.svg$/.test(url)
    ? url.replace(/\.svg$/, '.png')
    : url;
}
