import { siteHref } from './siteHref';

describe('siteHref', () => {
  it('puts site paths of an English page under /en', () => {
    const href = siteHref('en');
    expect(href('/news/x')).toBe('/en/news/x');
    expect(href('/')).toBe('/en');
    expect(href('/appointment?doctor=1#top')).toBe('/en/appointment?doctor=1#top');
  });

  it('leaves Indonesian paths as they are', () => {
    expect(siteHref('id')('/news/x')).toBe('/news/x');
    expect(siteHref('id')('/')).toBe('/');
  });

  it('leaves API files, builds, the registry, anchors and other sites alone', () => {
    const href = siteHref('en');
    for (const path of [
      '/api/media/brosur.pdf',
      '/dist/mf-content/1.0.0/x.js',
      '/registry/remotes.json',
      '#main-content',
      'https://wa.me/6281122001234',
      '//cdn.example/a.jpg',
      'tel:+62227801234',
      'mailto:info@medika.example',
    ])
      expect(href(path)).toBe(path);
  });

  it('keeps one function per language (a stable context value)', () => {
    expect(siteHref('en')).toBe(siteHref('en'));
    expect(siteHref('en')).not.toBe(siteHref('id'));
  });
});
