import { findMissingKeys } from '@hospital/i18n/testing';
import { shellDictionaries } from './dictionaries';

describe('shell dictionaries', () => {
  it('have the same keys, all filled, in Indonesian and English', () => {
    expect(findMissingKeys(shellDictionaries)).toEqual([]);
  });

  it('carry the skip link and SPEC 2 bottom bar texts in both languages', () => {
    expect(shellDictionaries.id.chrome.skipLink).toBe('Lewati ke konten utama');
    expect(shellDictionaries.en.chrome.skipLink).toBe('Skip to main content');
    expect(shellDictionaries.id.bottomBar).toMatchObject({
      findDoctor: 'Cari Dokter',
      book: 'Buat Janji',
      mcu: 'Medical Check Up',
    });
  });

  it('say in English that the newsletter could not subscribe', () => {
    expect(shellDictionaries.en.newsletter.failed).toMatch(/could not subscribe/);
  });
});
