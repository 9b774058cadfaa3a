import type { ArticleCategory } from '@hospital/api-client';
import { newsCategories, newsFilters } from './newsQueries';

const category = (id: number, key: string): ArticleCategory => ({
  id,
  key,
  name: key,
  slug: key.toLowerCase(),
});

describe('news queries (docs/product-rules.md §9 exclusions)', () => {
  it('offers every category but Spesialis, Tentang Kami and Services as filters', () => {
    const all = ['Berita', 'Kesehatan', 'Spesialis', 'Tentang Kami', 'Services', 'Video'].map((k, i) =>
      category(i, k),
    );
    expect(newsCategories(all).map((c) => c.key)).toEqual(['Berita', 'Kesehatan', 'Video']);
  });

  it('leaves Video out of the "all" list too', () => {
    expect(newsFilters(null)).toEqual([
      ['category', 'not in', ['Spesialis', 'Tentang Kami', 'Services', 'Video']],
    ]);
    expect(newsFilters('Video')).toEqual([['category', '=', 'Video']]);
  });
});
