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

/**
 * A hospital's hours are told twice: in words for the page, as a schedule for the page's structured
 * data (docs/decisions.md, issue 25 item 6). An edit of one without the other fails here.
 */
describe("the hospitals' opening hours", () => {
  interface Row {
    label: { id: string; en: string };
    hours: { id: string; en: string };
    schedule?: { days: number[]; publicHolidays: boolean; opens: string; closes: string };
  }
  const hospitals = JSON.parse(fs.readFileSync(path.join(CONTENT, 'hospitals.json'), 'utf8')) as {
    name: string;
    openingHours: Row[];
  }[];

  /** What the words of a row say, in the schedule's terms: `24 jam` is 00:00-23:59. */
  function said(hours: { id: string; en: string }) {
    if (/^24 (jam|hours)$/.test(hours.id) && hours.en === '24 hours')
      return { opens: '00:00', closes: '23:59' };
    const id = /^(\d\d)\.(\d\d) - (\d\d)\.(\d\d) WIB$/.exec(hours.id);
    const en = /^(\d\d):(\d\d) - (\d\d):(\d\d) WIB$/.exec(hours.en);
    if (!id || !en || id.slice(1).join() !== en.slice(1).join()) return null;
    return { opens: `${id[1]}:${id[2]}`, closes: `${id[3]}:${id[4]}` };
  }

  it.each(hospitals.map((h) => [h.name, h.openingHours] as const))(
    '%s: every row has a schedule, the times its words give',
    (_name, rows) => {
      for (const row of rows) {
        expect([
          row.label.id,
          row.schedule && { opens: row.schedule.opens, closes: row.schedule.closes },
        ]).toEqual([row.label.id, said(row.hours)]);
        expect(row.schedule?.days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6)).toBe(true);
      }
    },
  );
});
