import { matchPattern } from './matchPattern';

const params = (pattern: string, path: string) => matchPattern(pattern, path)?.params ?? null;
const score = (pattern: string, path: string) => matchPattern(pattern, path)?.score ?? -Infinity;

describe('matchPattern', () => {
  it('returns the params of dynamic segments, decoded', () => {
    expect(params('/news/:slug', '/news/cath-lab')).toEqual({ slug: 'cath-lab' });
    expect(params('/konsultasi/:key?', '/konsultasi/abc%20123')).toEqual({ key: 'abc 123' });
    expect(params('/hospital/:hospitalSlug', '/hospital/medika-hospital-bandung/')).toEqual({
      hospitalSlug: 'medika-hospital-bandung',
    });
    expect(params('/news/:slug', '/news/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
  });

  it('leaves a skipped optional param undefined', () => {
    expect(params('/doctor/:id?', '/doctor')).toEqual({ id: undefined });
    expect(params('/doctor/:id?', '/doctor/12')).toEqual({ id: '12' });
    expect(params('/doctor/:id?', '/doctor/12/x')).toBeNull();
    expect(params('/services/paket-mcu/:slug?', '/services/paket-mcu/basic')).toEqual({ slug: 'basic' });
  });

  it('backtracks over an optional segment in the middle of a pattern', () => {
    expect(params('/a/:x?/b', '/a/b')).toEqual({ x: undefined });
    expect(params('/a/:x?/b', '/a/1/b')).toEqual({ x: '1' });
    expect(params('/a/lang?/b', '/a/b')).toEqual({});
    expect(params('/a/lang?/b', '/a/LANG/b')).toEqual({});
  });

  it('gives a splat the rest of the path, possibly empty', () => {
    expect(params('/coe/*', '/coe/digestive/endoskopi')).toEqual({ '*': 'digestive/endoskopi' });
    expect(params('/coe/*', '/coe')).toEqual({ '*': '' });
    expect(params('/coe/*', '/coex')).toBeNull();
    expect(params('*', '/anything/at/all')).toEqual({ '*': 'anything/at/all' });
  });

  it('ignores case of static segments, query, hash and trailing slashes', () => {
    expect(params('/about/management', '/About/Management/?x=1#top')).toEqual({});
    expect(params('/', '/')).toEqual({});
    expect(params('/', '/x')).toBeNull();
    expect(params('/news', '/news/a')).toBeNull();
  });

  it('ranks like React Router: static beats param beats splat, longer beats shorter', () => {
    expect(score('/about/management', '/about/management')).toBeGreaterThan(
      score('/about/:slug', '/about/management'),
    );
    expect(score('/services/paket-mcu/:slug?', '/services/paket-mcu')).toBeGreaterThan(
      score('/services/:slug', '/services/paket-mcu'),
    );
    expect(score('/services/:slug', '/services/igd')).toBeLessThan(score('/services/igd', '/services/igd'));
    expect(score('/coe/:x', '/coe/a')).toBeGreaterThan(score('/coe/*', '/coe/a'));
    expect(score('/', '/')).toBeGreaterThan(score('*', '/'));
    // React Router's scores are additive: a splat after two static segments beats two params.
    expect(score('/a/b/*', '/a/b/c')).toBeGreaterThan(score('/a/:x/:y', '/a/b/c'));
  });
});
