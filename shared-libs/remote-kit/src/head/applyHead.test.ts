import { applyHead } from './applyHead';
import { HEAD_MARKER } from './headHtml';
import { headTags } from './pageHead';

const context = { origin: 'https://medika.example', lang: 'id' as const, pathname: '/news/a' };

describe('applyHead', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title>Medika Hospital</title>' +
      '<link rel="stylesheet" href="/dist/shell/s1/main.css">' +
      `<meta name="description" content="server" ${HEAD_MARKER}>`;
  });

  it("replaces the previous page's tags (the server's or another page's), keeping the document's own", () => {
    applyHead(
      document,
      headTags({ title: 'Berita A', description: 'a', jsonLd: [{ '@type': 'NewsArticle' }] }, context),
    );
    applyHead(
      document,
      headTags({ title: 'Berita B', description: 'b', noindex: true }, { ...context, pathname: '/news/b' }),
    );
    expect(document.title).toBe('Berita B | Medika Hospital');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'b');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://medika.example/news/b',
    );
    // Page A's JSON-LD is gone with it.
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    // Not the page's: stays.
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it('writes JSON-LD as the text of a data block', () => {
    applyHead(
      document,
      headTags(
        { title: 'A', description: 'a', jsonLd: [{ '@type': 'Event', name: '<b>Lari</b>' }] },
        context,
      ),
    );
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script).toHaveAttribute(HEAD_MARKER, '');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'Event', name: '<b>Lari</b>' });
  });
});
