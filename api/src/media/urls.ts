import type { MediaKind } from './svg';

/** Relative URL of a generated image, e.g. `/api/media/doctor/dr-andi.svg`. */
export type MediaUrl = (kind: MediaKind, slug: string) => string;

export function mediaUrlFor(publicBase: string): MediaUrl {
  return (kind, slug) => `${publicBase}media/${kind}/${encodeURIComponent(slug)}.svg`;
}
