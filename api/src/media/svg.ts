/** Kinds of generated images; each has its own shape so a list of cards does not look uniform. */
export const MEDIA_KINDS = [
  'doctor',
  'article',
  'promo',
  'package',
  'event',
  'video',
  'hospital',
  'room',
  'partner',
  'service',
  'page',
  'speciality',
  'logo',
  'brand',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export function isMediaKind(value: string): value is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(value);
}

// Muted, accessible colours of the brand palette (white text on each passes 4.5:1).
const PALETTE = ['#0b6e69', '#1d4f91', '#7a3e9d', '#a23b52', '#8a5a00', '#2f6b2f', '#005f87', '#6b4f2a'];
const TITLE_STOP = new Set(['dr', 'drg', 'sp', 'm', 'kes', 'mars', 'kbd', 'kl', 'ns']);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function humanise(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** `dr-andi-pratama-sp-pd` → `AP`: the name's first and last word, academic titles left out. */
export function initialsFromSlug(slug: string): string {
  const words: string[] = [];
  for (const word of slug.split('-').filter(Boolean)) {
    if (word === 'sp' && words.length > 0) break;
    if (!TITLE_STOP.has(word) && /^[a-z]/.test(word)) words.push(word);
  }
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}

const ICONS: Record<Exclude<MediaKind, 'doctor' | 'partner' | 'logo' | 'brand'>, string> = {
  article:
    '<rect x="-60" y="-75" width="120" height="150" rx="10"/><path d="M-38 -40h76M-38 -10h76M-38 20h50" stroke-width="10" stroke-linecap="round" fill="none"/>',
  promo: '<path d="M-70 -20 L-10 -80 H70 V0 L10 60 Z"/><circle cx="40" cy="-50" r="12" fill-opacity="0.4"/>',
  package:
    '<rect x="-55" y="-70" width="110" height="140" rx="12"/><rect x="-25" y="-85" width="50" height="28" rx="8" fill-opacity="0.6"/><path d="M-30 0l20 20 40-45" stroke-width="12" fill="none" stroke-linecap="round"/>',
  event:
    '<rect x="-70" y="-60" width="140" height="130" rx="12"/><path d="M-70 -25h140" stroke-width="10"/><path d="M-40 -80v30M40 -80v30" stroke-width="12" stroke-linecap="round"/>',
  video: '<circle r="80" fill-opacity="0.85"/><path d="M-25 -40 L45 0 L-25 40 Z" fill-opacity="1"/>',
  hospital:
    '<rect x="-80" y="-60" width="160" height="130" rx="6"/><path d="M0 -35v50M-25 -10h50" stroke-width="16" stroke-linecap="round"/>',
  room: '<rect x="-90" y="0" width="180" height="40" rx="8"/><rect x="-90" y="-30" width="60" height="40" rx="10"/><path d="M-90 40v30M90 40v30" stroke-width="10"/>',
  service: '<path d="M-20 -75h40v55h55v40h-55v55h-40v-55h-55v-40h55z"/>',
  page: '<rect x="-60" y="-75" width="120" height="150" rx="10"/><circle cx="0" cy="-25" r="22" fill-opacity="0.5"/>',
  speciality:
    '<circle cx="-25" cy="-40" r="28" fill="none" stroke-width="12"/><path d="M-25 -12v40a40 40 0 0 0 80 0v-20" fill="none" stroke-width="12"/><circle cx="55" cy="0" r="14"/>',
};

// The site's own mark (shell/src/chrome/common/Logo.tsx draws the same cross) in the brand colour
// (--color-primary in shared-libs/ui/src/tokens.css).
const BRAND = '#0b6b73';
const BRAND_DARK = '#085057';
const MARK = 'M16.5 9h7v7.5H31v7h-7.5V31h-7v-7.5H9v-7h7.5z';

/**
 * The site's pictures for crawlers and link previews (docs/decisions.md, issue 25 item 6): `logo`, the
 * square mark an article's publisher and the organisation name (512×512); `brand`, the 800×450 preview
 * of a page that has no picture of its own (the home page), the slug written as the name.
 */
function renderBrand(kind: 'logo' | 'brand', slug: string): string {
  if (kind === 'logo')
    return (
      '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 40 40" role="img">' +
      `<title>${escapeXml(humanise(slug))}</title>` +
      `<rect width="40" height="40" rx="11" fill="${BRAND}"/><path d="${MARK}" fill="#ffffff"/></svg>`
    );
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img">' +
    `<title>${escapeXml(humanise(slug))}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/>` +
    `<stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient></defs>` +
    '<rect width="800" height="450" fill="url(#g)"/>' +
    '<g transform="translate(92 165) scale(3)"><rect width="40" height="40" rx="11" fill="#ffffff"/>' +
    `<path d="${MARK}" fill="${BRAND}"/></g>` +
    '<text x="242" y="245" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700" ' +
    `fill="#ffffff">${escapeXml(humanise(slug))}</text></svg>`
  );
}

/** A deterministic SVG for one entity; no external resources, safe to cache for a long time. */
export function renderSvg(kind: MediaKind, slug: string): string {
  if (kind === 'logo' || kind === 'brand') return renderBrand(kind, slug);
  const h = hash(`${kind}:${slug}`);
  const base = PALETTE[h % PALETTE.length];
  const accent = PALETTE[(h >>> 8) % PALETTE.length];
  const title = escapeXml(humanise(slug));
  if (kind === 'doctor' || kind === 'partner') {
    const initials = escapeXml(initialsFromSlug(slug));
    const size = kind === 'doctor' ? 400 : 300;
    const radius = kind === 'doctor' ? size / 2 : 24;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">` +
      `<title>${title}</title>` +
      `<rect width="${size}" height="${size}" rx="${radius}" fill="${base}"/>` +
      `<circle cx="${size * 0.8}" cy="${size * 0.2}" r="${size * 0.18}" fill="${accent}" fill-opacity="0.45"/>` +
      `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ` +
      `font-size="${size * 0.36}" font-weight="700" fill="#ffffff">${initials}</text></svg>`
    );
  }
  const cx = 560 + (h % 120);
  const cy = 120 + ((h >>> 4) % 80);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img">' +
    `<title>${title}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/>` +
    `<stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
    '<rect width="800" height="450" fill="url(#g)"/>' +
    `<circle cx="${cx}" cy="${cy}" r="180" fill="#ffffff" fill-opacity="0.08"/>` +
    `<circle cx="${120 + ((h >>> 12) % 100)}" cy="380" r="140" fill="#ffffff" fill-opacity="0.06"/>` +
    `<g transform="translate(400 225)" fill="#ffffff" fill-opacity="0.9" stroke="${base}">${ICONS[kind]}</g></svg>`
  );
}
