import { sitemapXml, staticPaths } from '../src/server/sitemap';

const registry = {
  'mf-content': {
    version: '1',
    entry: '/e.js',
    previous: [],
    routes: [
      { path: '/', layout: 'default' as const },
      { path: '/news', layout: 'default' as const },
      { path: '/news/:slug', layout: 'default' as const },
      { path: '/coe/*', layout: 'default' as const },
    ],
  },
  'mf-doctors': {
    version: '1',
    entry: '/d.js',
    previous: [],
    routes: [{ path: '/appointment', layout: 'default' as const }],
  },
  'mf-booking': {
    version: '1',
    entry: '/b.js',
    previous: [],
    routes: [
      { path: '/appointment/create', layout: 'default' as const },
      { path: '/detail-appointment', layout: 'default' as const, personal: true },
      { path: '/appointment/success', layout: 'default' as const, personal: true },
    ],
  },
};

describe('sitemap', () => {
  it('lists parameterless routes of every remote as pages, leaving personal ones out', () => {
    expect(staticPaths(registry)).toEqual(['/', '/appointment', '/appointment/create', '/news']);
  });

  it('gives each page one <url> per language, /en for English, each naming both as alternates', () => {
    const xml = sitemapXml('https://medika.example', registry, [], '2026-11-21');
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(8);
    const appointment = urls.filter((u) => /<loc>[^<]*\/appointment<\/loc>/.test(u));
    expect(appointment.map((u) => /<loc>(.*?)<\/loc>/.exec(u)?.[1])).toEqual([
      'https://medika.example/appointment',
      'https://medika.example/en/appointment',
    ]);
    for (const url of appointment) {
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="id" href="https://medika.example/appointment"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://medika.example/en/appointment"/>',
      );
      expect(url).toContain('<lastmod>2026-11-21</lastmod>');
    }
    // The home page in English is /en, not /en/.
    expect(xml).toContain('<loc>https://medika.example/en</loc>');
    expect(xml).not.toContain('detail-appointment');
    expect(xml).not.toContain('success');
    expect(xml).not.toContain('?lang=');
  });

  it('lists every API item once, with its lastmod and both languages, escaping XML', () => {
    const xml = sitemapXml(
      'https://medika.example',
      registry,
      [
        { kind: 'article', slug: 'a', path: '/news/tips-sehat', lastmod: '2026-11-01' },
        { kind: 'article', slug: 'b', path: '/news/a&b', lastmod: '2026-11-02' },
      ],
      '2026-11-21',
    );
    expect(xml).toContain('<loc>https://medika.example/news/tips-sehat</loc><lastmod>2026-11-01</lastmod>');
    expect(xml).toContain(
      '<loc>https://medika.example/en/news/tips-sehat</loc><lastmod>2026-11-01</lastmod>',
    );
    expect(xml).toContain('<loc>https://medika.example/news/a&amp;b</loc>');
    expect(xml).toContain('hreflang="en" href="https://medika.example/en/news/a&amp;b"');
    // 4 pages and 2 items, in 2 languages.
    expect(xml.match(/<url>/g)).toHaveLength(12);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
