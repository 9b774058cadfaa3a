import fs from 'node:fs';
import path from 'node:path';

/**
 * The seed's prose lives in api/src/seed/content/*.json for editors to change (docs/decisions.md, issue 16). A text is
 * either a pair `["Indonesian", "English"]` or `{ "id": ..., "en": ... }` (hospitals.json, which holds
 * database rows): an edit that drops a language or leaves one empty fails here, before a seed. Lists of
 * proper names, the same in both languages, are the exception: each name only must not be empty.
 */
const CONTENT = path.join(__dirname, '../src/seed/content');

const NAME_LISTS = new Set(['authors', 'firstNames', 'lastNames', 'universities']);

function problemsIn(value: unknown, where: string, found: string[] = []): string[] {
  if (NAME_LISTS.has(where.slice(where.lastIndexOf('.') + 1))) {
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.trim() === ''))
      found.push(where);
  } else if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'string')) {
      if (value.length !== 2 || value.some((v) => v.trim() === '')) found.push(where);
    } else value.forEach((v, i) => problemsIn(v, `${where}[${i}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort().join(',');
    const entries = Object.entries(value);
    if (keys === 'en,id' && entries.every(([, v]) => typeof v === 'string')) {
      if (entries.some(([, v]) => String(v).trim() === '')) found.push(where);
    } else for (const [key, v] of entries) problemsIn(v, `${where}.${key}`, found);
  }
  return found;
}

describe('seed content files', () => {
  const files = fs.readdirSync(CONTENT).filter((f) => f.endsWith('.json'));

  it('are there, one per kind of content', () => {
    expect(files.sort()).toEqual([
      'articleCategories.json',
      'articles.json',
      'doctors.json',
      'downloads.json',
      'events.json',
      'faq.json',
      'hospitals.json',
      'locations.json',
      'menu.json',
      'packages.json',
      'pages.json',
      'partners.json',
      'polis.json',
      'promotions.json',
      'rooms.json',
      'screening.json',
      'services.json',
      'specialities.json',
      'templates.json',
      'videos.json',
    ]);
  });

  it.each(files)('%s gives every text in Indonesian and English', (file) => {
    const data: unknown = JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8'));
    expect(typeof data === 'object' && data !== null).toBe(true);
    expect(problemsIn(data, file)).toEqual([]);
  });

  it('catches a text without its English', () => {
    expect(problemsIn([{ title: ['Judul', ''] }, { name: { id: 'Nama', en: ' ' } }], 'x')).toEqual([
      'x[0].title',
      'x[1].name',
    ]);
    expect(problemsIn([{ list: [['satu']] }], 'y')).toEqual(['y[0].list[0]']);
  });

  it('takes a list of names as it is, and catches an empty name', () => {
    expect(problemsIn({ universities: ['Universitas Padjadjaran'] }, 'z')).toEqual([]);
    expect(problemsIn({ names: { firstNames: ['Andi', ' '] } }, 'z')).toEqual(['z.names.firstNames']);
  });
});
