/**
 * Issue 26, item 11: an article's byline reads in the page's language ("Humas Medika Hospital" was
 * shown on English pages); a byline the hospital has not named in `article_authors` reads as written.
 */
import type { Article, ArticleSummary } from '@hospital/contract';
import { describeApi, type ItemBody, type ListBody } from './support/harness';

const INDONESIAN = ['Tim Medis Medika Hospital', 'Humas Medika Hospital', 'Redaksi Medika Sehat'];
const ENGLISH = [
  'Medika Hospital Medical Team',
  'Medika Hospital Public Relations',
  'Medika Sehat Editorial Team',
];

describeApi('issue 26: bylines in both languages', (api) => {
  let slug = '';
  beforeAll(async () => {
    const [row] = await api.sql<{ slug: string }>(
      `update articles set author = 'dr. Rina Kartika, Sp.A' where id = (select min(id) from articles) returning slug`,
    );
    slug = row.slug;
  });

  it('lists articles with the bylines of the asked language', async () => {
    const id = (await api.get<ListBody<ArticleSummary>>('web/article?limit=100')).body.data.results;
    const en = (await api.get<ListBody<ArticleSummary>>('web/article?limit=100&lang=en')).body.data.results;
    const named = (list: ArticleSummary[]) => list.filter((a) => a.slug !== slug).map((a) => a.author);
    expect(new Set(named(id))).toEqual(new Set(INDONESIAN));
    expect(new Set(named(en))).toEqual(new Set(ENGLISH));
  });

  it('shows one article and its related reading in English, and an unnamed byline as written', async () => {
    const list = (await api.get<ListBody<ArticleSummary>>('web/article?limit=100&lang=en')).body.data.results;
    const other = list.find((a) => a.slug !== slug && a.author === 'Medika Hospital Public Relations')!;
    const article = (await api.get<ItemBody<Article>>(`web/article/${other.slug}?lang=en`)).body.data;
    expect(article.author).toBe('Medika Hospital Public Relations');
    expect(article.related.length).toBeGreaterThan(0);
    for (const related of article.related)
      expect([...ENGLISH, 'dr. Rina Kartika, Sp.A']).toContain(related.author);
    const unnamed = (await api.get<ItemBody<Article>>(`web/article/${slug}?lang=en`)).body.data;
    expect(unnamed.author).toBe('dr. Rina Kartika, Sp.A');
  });
});
