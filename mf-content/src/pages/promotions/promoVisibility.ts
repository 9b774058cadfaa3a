import type { Promo } from '@hospital/api-client';

/** SPEC 4: only published promotions are listed, whatever a stale or misconfigured API sends. */
export function publishedOnly(promos: readonly Promo[]): Promo[] {
  return promos.filter((p) => p.state === 'published');
}
