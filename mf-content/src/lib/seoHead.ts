export const SITE_NAME = 'Medika Hospital';
const MANAGED = 'data-mf-content-head';

export interface HeadTags {
  /** Page title without the site name. */
  title: string;
  /** Use the title as it is (the home page, whose title is the site's name). */
  exactTitle?: boolean;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute image URL for sharing. */
  image?: string;
  /** Open Graph type: `website` (default), `article` (news) ... */
  type?: string;
  /** `id_ID` or `en_US`. */
  locale: string;
}

/** `News | Medika Hospital` (ARCHITECTURE convention); `exact` keeps the title as it is. */
export function documentTitle(title: string, exact = false): string {
  return exact ? title : `${title} | ${SITE_NAME}`;
}

interface TagSpec {
  selector: string;
  create: () => HTMLElement;
  attribute: string;
  value: string;
}

function meta(doc: Document, key: 'name' | 'property', name: string, value: string): TagSpec {
  return {
    selector: `meta[${key}="${name}"]`,
    create: () => {
      const el = doc.createElement('meta');
      el.setAttribute(key, name);
      return el;
    },
    attribute: 'content',
    value,
  };
}

function specsFor(doc: Document, tags: HeadTags): TagSpec[] {
  const title = documentTitle(tags.title, tags.exactTitle);
  const specs: TagSpec[] = [
    meta(doc, 'name', 'description', tags.description),
    {
      selector: 'link[rel="canonical"]',
      create: () => {
        const el = doc.createElement('link');
        el.setAttribute('rel', 'canonical');
        return el;
      },
      attribute: 'href',
      value: tags.canonical,
    },
    meta(doc, 'property', 'og:title', title),
    meta(doc, 'property', 'og:description', tags.description),
    meta(doc, 'property', 'og:url', tags.canonical),
    meta(doc, 'property', 'og:type', tags.type ?? 'website'),
    meta(doc, 'property', 'og:site_name', SITE_NAME),
    meta(doc, 'property', 'og:locale', tags.locale),
    meta(doc, 'name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
  ];
  if (tags.image) specs.push(meta(doc, 'property', 'og:image', tags.image));
  return specs;
}

/**
 * Writes the page's title, description, canonical link and Open Graph tags into `<head>` and returns
 * the undo: tags this call created are removed, tags that were there (the shell's description) get
 * their previous value back, so the next page, of this remote or another, starts from a clean head.
 */
export function applyHead(doc: Document, tags: HeadTags): () => void {
  const undo: Array<() => void> = [];
  const previousTitle = doc.title;
  doc.title = documentTitle(tags.title, tags.exactTitle);
  undo.push(() => {
    doc.title = previousTitle;
  });
  for (const spec of specsFor(doc, tags)) {
    const existing = doc.head.querySelector<HTMLElement>(spec.selector);
    if (existing) {
      const previous = existing.getAttribute(spec.attribute);
      existing.setAttribute(spec.attribute, spec.value);
      undo.push(() => {
        if (previous === null) existing.removeAttribute(spec.attribute);
        else existing.setAttribute(spec.attribute, previous);
      });
    } else {
      const el = spec.create();
      el.setAttribute(spec.attribute, spec.value);
      el.setAttribute(MANAGED, '');
      doc.head.appendChild(el);
      undo.push(() => el.remove());
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/**
 * Adds one `<script type="application/ld+json">` built through the DOM (no inline script to execute,
 * so the site's CSP `script-src 'self'` is not involved) and returns its removal.
 */
export function applyJsonLd(doc: Document, data: object): () => void {
  const script = doc.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(MANAGED, 'json-ld');
  // `<` escaped so a text containing "</script>" can never close the element.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  doc.head.appendChild(script);
  return () => script.remove();
}

/** Absolute URL on the current origin for a site path or an API-relative media path. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return origin;
  }
}
