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
};

describe('sitemap', () => {
  it('lists parameterless routes of every remote as pages', () => {
    expect(staticPaths(registry)).toEqual(['/', '/appointment', '/news']);
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
    expect(xml).toContain('<loc>https://medika.example/news/a&amp;b</loc>');
    expect(xml).toContain('hreflang="en" href="https://medika.example/appointment?lang=en"');
    expect(xml.match(/<url>/g)).toHaveLength(5);
  });
});
