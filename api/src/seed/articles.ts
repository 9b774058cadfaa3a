import type { articleCategories, articles } from '../db/schema';
import { daysFrom } from './dates';
import { Prng } from './prng';
import { blocks, L, slugify, type Bilingual } from './text';
import articlesText from './content/articles.json';

type CategoryRow = typeof articleCategories.$inferInsert;
type ArticleRow = typeof articles.$inferInsert;

export const ARTICLE_CATEGORIES: CategoryRow[] = [
  { id: 1, slug: 'berita', key: 'Berita', seq: 1, name: L('Berita', 'News') },
  { id: 2, slug: 'kesehatan', key: 'Kesehatan', seq: 2, name: L('Kesehatan', 'Health') },
  { id: 3, slug: 'ibu-dan-anak', key: 'Ibu dan Anak', seq: 3, name: L('Ibu dan Anak', 'Mother and Child') },
  { id: 4, slug: 'spesialis', key: 'Spesialis', seq: 4, name: L('Spesialis', 'Specialists') },
  { id: 5, slug: 'tentang-kami', key: 'Tentang Kami', seq: 5, name: L('Tentang Kami', 'About Us') },
  { id: 6, slug: 'services', key: 'Services', seq: 6, name: L('Layanan', 'Services') },
  { id: 7, slug: 'video', key: 'Video', seq: 7, name: L('Video', 'Video') },
];

interface ArticleDef {
  category: number;
  title: Bilingual;
  summary: Bilingual;
  points: Bilingual[];
}

/** The articles' text, as an editor changes it: seed/content/articles.json. */
const DEFS: ArticleDef[] = articlesText as ArticleDef[];

const AUTHORS = ['Tim Medis Medika Hospital', 'Humas Medika Hospital', 'Redaksi Medika Sehat'];

/** 43 articles across seven categories, dates spread over the last 14 months. */
export function seedArticles(today: string, prng: Prng = new Prng(11)): ArticleRow[] {
  return DEFS.map((def, index) => {
    const daysAgo = index === 0 ? 1 : prng.int(2, 420);
    const slug = slugify(def.title[0]);
    return {
      slug,
      categoryId: def.category,
      name: L(def.title[0], def.title[1]),
      summary: L(def.summary[0], def.summary[1]),
      body: blocks([
        { p: def.summary },
        { h: ['Yang perlu Anda ketahui', 'What you should know'] },
        { list: def.points },
        {
          p: [
            'Untuk konsultasi lebih lanjut, buat janji dengan dokter kami di Medika Hospital Bandung atau Cianjur melalui situs ini, atau hubungi hotline kami.',
            'For further advice, book a visit with our doctors at Medika Hospital Bandung or Cianjur on this site, or call our hotline.',
          ],
        },
      ]),
      tags: [L(ARTICLE_CATEGORIES[def.category - 1].name.id, ARTICLE_CATEGORIES[def.category - 1].name.en)],
      publishedDate: daysFrom(today, -daysAgo),
      readCount: prng.int(40, 5200),
      author: prng.pick(AUTHORS),
      readingMinutes: prng.int(2, 6),
    };
  });
}
