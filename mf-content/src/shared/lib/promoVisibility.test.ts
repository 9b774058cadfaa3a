import type { Promo } from '@hospital/api-client';
import { publishedOnly } from './promoVisibility';

describe('publishedOnly', () => {
  it('keeps only published promotions (docs/product-rules.md §4)', () => {
    const promos = [
      { slug: 'a', state: 'published' },
      { slug: 'b', state: 'draft' },
    ] as unknown as Promo[];
    expect(publishedOnly(promos).map((p) => p.slug)).toEqual(['a']);
  });
});
