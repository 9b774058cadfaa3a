import { createHtmlCache } from '../src/server/ssr/htmlCache';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const page = (html: string, status = 200) => ({ status, html, securityPolicy: "script-src 'self'" });

describe('createHtmlCache', () => {
  it('keeps a page for the time given, then forgets it', () => {
    const time = clock();
    const cache = createHtmlCache({ ttlMs: 30_000, now: time.now });
    cache.set('/news/x', page('<p>x</p>'));
    expect(cache.get('/news/x')).toMatchObject({ status: 200, html: '<p>x</p>' });
    time.advance(30_000);
    expect(cache.get('/news/x')).not.toBeNull();
    time.advance(1);
    expect(cache.get('/news/x')).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it('keys pages by URL: each language and query is its own page', () => {
    const cache = createHtmlCache({ ttlMs: 30_000 });
    cache.set('/news/x', page('id'));
    cache.set('/en/news/x', page('en'));
    cache.set('/news/x?page=2', page('id 2'));
    expect(cache.get('/en/news/x')?.html).toBe('en');
    expect(cache.get('/news/x')?.html).toBe('id');
    expect(cache.get('/news/x?page=2')?.html).toBe('id 2');
    expect(cache.get('/news/y')).toBeNull();
  });

  it('forgets everything when the versions change, not when they stay', () => {
    const cache = createHtmlCache({ ttlMs: 30_000 });
    cache.setGeneration('shell@1,mf-content@1');
    cache.set('/', page('home v1'));
    cache.setGeneration('shell@1,mf-content@1');
    expect(cache.get('/')?.html).toBe('home v1');
    cache.setGeneration('shell@1,mf-content@2');
    expect(cache.get('/')).toBeNull();
  });

  it('keeps at most maxEntries pages, dropping the oldest written first', () => {
    const cache = createHtmlCache({ ttlMs: 30_000, maxEntries: 2 });
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    // Written again: now the newest.
    cache.set('/a', page('a2'));
    cache.set('/c', page('c'));
    expect(cache.size()).toBe(2);
    expect(cache.get('/b')).toBeNull();
    expect(cache.get('/a')?.html).toBe('a2');
    expect(cache.get('/c')?.html).toBe('c');
  });

  it('keeps nothing with a time of 0 (caching turned off)', () => {
    const cache = createHtmlCache({ ttlMs: 0 });
    cache.set('/', page('home'));
    expect(cache.get('/')).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it('keeps the status with the page (a 404 is served as a 404 again)', () => {
    const cache = createHtmlCache({ ttlMs: 1000 });
    cache.set('/nowhere', page('<h1>404</h1>', 404));
    expect(cache.get('/nowhere')?.status).toBe(404);
  });
});
