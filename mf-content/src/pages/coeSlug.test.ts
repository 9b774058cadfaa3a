import { coeSlug } from './CoePage';

describe('coeSlug', () => {
  it('maps /coe/... paths to API page slugs', () => {
    expect(coeSlug(undefined)).toBe('coe');
    expect(coeSlug('')).toBe('coe');
    expect(coeSlug('brain-center')).toBe('coe/brain-center');
    expect(coeSlug('digestive/endoskopi/')).toBe('coe/digestive/endoskopi');
    expect(coeSlug('Executive-Poly/THT')).toBe('coe/executive-poly/tht');
  });

  it('refuses paths that cannot name a page', () => {
    expect(coeSlug('a b')).toBeNull();
    expect(coeSlug('../x')).toBeNull();
    expect(coeSlug('x//y')).toBeNull();
  });
});
