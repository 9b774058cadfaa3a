import { sampleUrl } from '../src/registry/verifyRenderer';

describe('sampleUrl', () => {
  it.each([
    ['/', '/'],
    ['/appointment', '/appointment'],
    ['/news/:slug', '/news/verify-sample'],
    ['/konsultasi/:key?', '/konsultasi'],
    ['/doctor/:id?', '/doctor'],
    ['/coe/*', '/coe/verify-sample'],
    ['/hospital/:slug/rooms', '/hospital/verify-sample/rooms'],
    ['/:slug?', '/'],
  ])('gives %s as %s', (pattern, url) => {
    expect(sampleUrl(pattern)).toBe(url);
  });
});
