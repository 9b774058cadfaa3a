import type { Promo } from '@hospital/api-client';

/** docs/product-rules.md §4: only published promotions are listed, whatever a stale or misconfigured API sends. */
export function isPublished(promo: Promo): boolean {
  return promo.state === 'published';
}

export function publishedOnly(promos: readonly Promo[]): Promo[] {
  return promos.filter(isPublished);
}
