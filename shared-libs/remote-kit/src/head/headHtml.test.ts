import { escapeHtml, HEAD_MARKER, headHtml } from './headHtml';
import { headTags } from './pageHead';

describe('headHtml', () => {
  it('writes each tag marked as the page’s, attributes escaped', () => {
    expect(
      headHtml([
        { tag: 'title', text: 'Tom & <Jerry> | Medika Hospital' },
        { tag: 'meta', attrs: { name: 'description', content: 'Say "hi" & <b>' } },
        { tag: 'link', attrs: { rel: 'canonical', href: 'https://medika.example/en/a?b=1&c=2' } },
      ]),
    ).toBe(
      `<title ${HEAD_MARKER}>Tom &amp; &lt;Jerry&gt; | Medika Hospital</title>` +
        `<meta name="description" content="Say &quot;hi&quot; &amp; &lt;b&gt;" ${HEAD_MARKER}>` +
        `<link rel="canonical" href="https://medika.example/en/a?b=1&amp;c=2" ${HEAD_MARKER}>`,
    );
  });

  it('keeps JSON-LD as JSON (not HTML-escaped) that no text can close', () => {
    const tags = headTags(
      {
        title: 'x',
        description: 'd',
        jsonLd: [{ name: `Tom & "Jerry" </script><img src=x onerror=alert(1)>` }],
      },
      { origin: 'https://medika.example', lang: 'id', pathname: '/' },
    );
    const html = headHtml(tags);
    const script = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script![1])).toEqual({ name: `Tom & "Jerry" </script><img src=x onerror=alert(1)>` });
  });

  it('parses back to the same head in a document', () => {
    const tags = headTags(
      {
        title: 'Dokter',
        description: 'd',
        image: { url: '/api/media/a.jpg', width: 800, height: 600 },
      },
      { origin: 'https://medika.example', lang: 'en', pathname: '/doctor/1' },
    );
    document.head.innerHTML = headHtml(tags);
    const doc = document;
    expect(doc.title).toBe('Dokter | Medika Hospital');
    expect(doc.querySelector('meta[property="og:image:width"]')).toHaveAttribute('content', '800');
    expect(doc.querySelector('meta[property="og:image:height"]')).toHaveAttribute('content', '600');
    expect(doc.querySelector('link[hreflang="en"]')).toHaveAttribute(
      'href',
      'https://medika.example/en/doctor/1',
    );
    expect(doc.head.querySelectorAll(`[${HEAD_MARKER}]`)).toHaveLength(tags.length);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
