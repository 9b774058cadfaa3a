import { applyHead, applyJsonLd, documentTitle } from './seoHead';

function meta(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Shell default">';
  document.title = 'Medika Hospital Bandung & Cianjur';
});

describe('applyHead', () => {
  const tags = {
    title: 'News',
    description: 'Latest news',
    canonical: 'https://medika.example/news',
    image: 'https://medika.example/api/media/article/a.svg',
    locale: 'en_US',
  };

  it('sets the title, description, canonical link and Open Graph tags', () => {
    applyHead(document, tags);
    expect(document.title).toBe('News | Medika Hospital');
    expect(meta('meta[name="description"]')).toBe('Latest news');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://medika.example/news',
    );
    expect(meta('meta[property="og:title"]')).toBe('News | Medika Hospital');
    expect(meta('meta[property="og:description"]')).toBe('Latest news');
    expect(meta('meta[property="og:url"]')).toBe('https://medika.example/news');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:image"]')).toBe(tags.image);
    expect(meta('meta[property="og:locale"]')).toBe('en_US');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('undoes itself: created tags removed, the shell description and title restored', () => {
    const undo = applyHead(document, tags);
    undo();
    expect(document.title).toBe('Medika Hospital Bandung & Cianjur');
    expect(meta('meta[name="description"]')).toBe('Shell default');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
  });

  it('replaces the previous page head on a route change (no duplicates)', () => {
    const undoFirst = applyHead(document, tags);
    undoFirst();
    applyHead(document, {
      ...tags,
      title: 'Events',
      canonical: 'https://medika.example/event',
      image: undefined,
    });
    expect(document.title).toBe('Events | Medika Hospital');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('keeps an exact title for the home page', () => {
    expect(documentTitle('Medika Hospital Bandung & Cianjur', true)).toBe(
      'Medika Hospital Bandung & Cianjur',
    );
    expect(documentTitle('Tentang Kami')).toBe('Tentang Kami | Medika Hospital');
  });
});

describe('applyJsonLd', () => {
  it('adds one ld+json script built through the DOM and removes it', () => {
    const remove = applyJsonLd(document, { '@type': 'Hospital', name: 'A </script> B' });
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    expect(script?.textContent).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'Hospital', name: 'A </script> B' });
    remove();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
