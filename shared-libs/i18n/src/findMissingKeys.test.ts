import { findMissingKeys } from './findMissingKeys';
import { commonDictionary } from './dictionaries/common';

describe('findMissingKeys', () => {
  it('returns [] for matching dictionaries', () => {
    expect(findMissingKeys({ id: { a: 'A', b: { c: 'C' } }, en: { a: 'a', b: { c: 'c' } } })).toEqual([]);
  });

  it('reports keys missing in either language, with dotted paths', () => {
    expect(
      findMissingKeys({
        id: { title: 'Judul', form: { name: 'Nama', phone: 'Telepon' } },
        en: { title: 'Title', form: { name: 'Name' }, extra: 'Only in English' },
      }),
    ).toEqual(['extra', 'form.phone']);
  });

  it('reports empty texts and text/group mismatches', () => {
    expect(
      findMissingKeys({
        id: { a: '', b: 'B', c: { d: 'D' } },
        en: { a: 'A', b: '  ', c: 'C' },
      }),
    ).toEqual(['a', 'b', 'c', 'c.d']);
  });

  it('reports a whole missing group key by key', () => {
    expect(findMissingKeys({ id: { g: { x: 'X', y: 'Y' } }, en: {} })).toEqual(['g', 'g.x', 'g.y']);
  });
});

describe('commonDictionary', () => {
  it('has every key in both languages', () => {
    expect(findMissingKeys(commonDictionary)).toEqual([]);
  });

  it('has the agreed texts', () => {
    expect(commonDictionary.id.notFound.title).toBe('Halaman ini tidak dapat ditemukan');
    expect(commonDictionary.en.notFound.title).toBe('This page could not be found');
    expect(commonDictionary.id.notFound.backHome).toBe('Kembali ke beranda');
    expect(commonDictionary.en.notFound.backHome).toBe('Back to home');
    expect(commonDictionary.en.error.title).toBe('Something went wrong');
  });
});
