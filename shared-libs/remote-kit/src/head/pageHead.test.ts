import { jsonForScript } from '../data/jsonForScript';
import { absoluteUrl, documentTitle, headTags, type HeadTag, type PageHead } from './pageHead';

const ORIGIN = 'https://medika.example';

const doctor: PageHead = {
  title: 'dr. Budi Tanjung, Sp.PD',
  description: 'Dokter penyakit dalam di Bandung',
  path: '/doctor/dr-budi-tanjung-sp-pd',
  type: 'profile',
  image: { url: '/api/media/budi.jpg', width: 400, height: 400, alt: 'Foto dr. Budi' },
  jsonLd: [{ '@type': 'IndividualPhysician', name: 'dr. Budi' }],
};

/** `property` or `name` -> content of every meta tag (last one wins; alternates read separately). */
function metas(tags: HeadTag[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of tags) if (t.tag === 'meta') out[t.attrs.property ?? t.attrs.name] = t.attrs.content;
  return out;
}

function links(tags: HeadTag[], rel: string) {
  return tags
    .filter((t) => t.tag === 'link' && t.attrs.rel === rel)
    .map((t) => (t.tag === 'link' ? t.attrs : {}));
}

describe('headTags', () => {
  it('gives the canonical URL in the page language, with /en for English', () => {
    const id = headTags(doctor, { origin: ORIGIN, lang: 'id', pathname: '/doctor/1001' });
    const en = headTags(doctor, { origin: ORIGIN, lang: 'en', pathname: '/doctor/1001' });
    expect(links(id, 'canonical')).toEqual([
      { rel: 'canonical', href: 'https://medika.example/doctor/dr-budi-tanjung-sp-pd' },
    ]);
    expect(links(en, 'canonical')).toEqual([
      { rel: 'canonical', href: 'https://medika.example/en/doctor/dr-budi-tanjung-sp-pd' },
    ]);
    expect(metas(en)['og:url']).toBe('https://medika.example/en/doctor/dr-budi-tanjung-sp-pd');
  });

  it('names both languages and x-default (Indonesian) as alternates, the same on both pages', () => {
    const expected = [
      { rel: 'alternate', hreflang: 'id', href: 'https://medika.example/news/x' },
      { rel: 'alternate', hreflang: 'en', href: 'https://medika.example/en/news/x' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://medika.example/news/x' },
    ];
    for (const lang of ['id', 'en'] as const) {
      const tags = headTags({ title: 'X', description: 'd' }, { origin: ORIGIN, lang, pathname: '/news/x' });
      expect(links(tags, 'alternate')).toEqual(expected);
    }
  });

  it('uses the current path when the page names none, and / for the home page in English', () => {
    const tags = headTags(
      { title: 'Beranda', description: 'd', exactTitle: true },
      {
        origin: ORIGIN,
        lang: 'en',
        pathname: '/',
      },
    );
    expect(links(tags, 'canonical')[0].href).toBe('https://medika.example/en');
    expect(tags[0]).toEqual({ tag: 'title', text: 'Beranda' });
  });

  it('writes Open Graph and Twitter tags, the image absolute with its width and height', () => {
    const tags = headTags(doctor, { origin: ORIGIN, lang: 'en', pathname: '/doctor/1001' });
    expect(metas(tags)).toMatchObject({
      description: 'Dokter penyakit dalam di Bandung',
      'og:title': 'dr. Budi Tanjung, Sp.PD | Medika Hospital',
      'og:description': 'Dokter penyakit dalam di Bandung',
      'og:type': 'profile',
      'og:site_name': 'Medika Hospital',
      'og:locale': 'en_US',
      'og:locale:alternate': 'id_ID',
      'og:image': 'https://medika.example/api/media/budi.jpg',
      'og:image:width': '400',
      'og:image:height': '400',
      'og:image:alt': 'Foto dr. Budi',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://medika.example/api/media/budi.jpg',
    });
    expect(tags[0]).toEqual({ tag: 'title', text: 'dr. Budi Tanjung, Sp.PD | Medika Hospital' });
  });

  it("keeps an absolute image URL as it is; without a picture the site's own, as a small card", () => {
    const withCdn = headTags(
      { ...doctor, image: { url: 'https://cdn.example/a.jpg', width: 1200, height: 630 } },
      { origin: ORIGIN, lang: 'id', pathname: '/' },
    );
    expect(metas(withCdn)['og:image']).toBe('https://cdn.example/a.jpg');
    expect(metas(withCdn)['og:locale']).toBe('id_ID');
    expect(metas(withCdn)['og:image:alt']).toBeUndefined();
    const plain = headTags(
      { title: 'FAQ', description: 'd' },
      { origin: ORIGIN, lang: 'id', pathname: '/faq' },
    );
    // docs/decisions.md, issue 25 item 6: a preview always has a picture that answers (robots.txt
    // lets crawlers fetch /api/media/).
    expect(metas(plain)).toMatchObject({
      'twitter:card': 'summary',
      'og:image': 'https://medika.example/api/media/brand/medika-hospital.png',
      'og:image:width': '800',
      'og:image:height': '450',
      'og:image:alt': 'Medika Hospital',
      'twitter:image': 'https://medika.example/api/media/brand/medika-hospital.png',
      'og:type': 'website',
    });
  });

  it('marks pages that must not be indexed', () => {
    const tags = headTags(
      { title: 'Tidak ditemukan', description: 'd', noindex: true },
      {
        origin: ORIGIN,
        lang: 'id',
        pathname: '/x',
      },
    );
    expect(metas(tags).robots).toBe('noindex');
    expect(metas(headTags(doctor, { origin: ORIGIN, lang: 'id', pathname: '/' })).robots).toBeUndefined();
  });

  it('writes one JSON-LD block per object, safe inside <script>', () => {
    const tags = headTags(
      {
        title: 'Berita',
        description: 'd',
        jsonLd: [
          { '@type': 'NewsArticle', headline: 'a </script><script>alert(1)</script>' },
          { '@type': 'Hospital' },
        ],
      },
      { origin: ORIGIN, lang: 'id', pathname: '/news/x' },
    );
    const scripts = tags.filter((t) => t.tag === 'script');
    expect(scripts).toHaveLength(2);
    const [first] = scripts;
    if (first.tag !== 'script') throw new Error('not a script');
    expect(first.attrs).toEqual({ type: 'application/ld+json' });
    expect(first.text).not.toContain('</script>');
    expect(JSON.parse(first.text)).toEqual({
      '@type': 'NewsArticle',
      headline: 'a </script><script>alert(1)</script>',
    });
  });
});

describe('documentTitle, absoluteUrl, jsonForScript', () => {
  it('adds the site name unless the title is exact or empty', () => {
    expect(documentTitle('Berita')).toBe('Berita | Medika Hospital');
    expect(documentTitle('Medika Hospital Bandung', true)).toBe('Medika Hospital Bandung');
    expect(documentTitle('')).toBe('Medika Hospital');
  });

  it('resolves site paths against the origin', () => {
    expect(absoluteUrl('/a b.jpg', ORIGIN)).toBe('https://medika.example/a%20b.jpg');
    expect(absoluteUrl('https://x.example/y', ORIGIN)).toBe('https://x.example/y');
  });

  it('escapes <, U+2028 and U+2029, and stays JSON', () => {
    const value = { a: '<!-- </script> \u2028 \u2029' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
