import path from 'node:path';
import { findMissingKeys, findUnknownKeys } from '@hospital/i18n/testing';
import { SHELL_NAMESPACE } from '.';
import { shellDictionaries } from './dictionaries';

describe('shell dictionaries', () => {
  it('have every key the code asks for, so none is ever shown raw', () => {
    expect(findUnknownKeys(path.join(__dirname, '..'), SHELL_NAMESPACE, shellDictionaries.id)).toEqual([]);
  });

  it('have the same keys, all filled, in Indonesian and English', () => {
    expect(findMissingKeys(shellDictionaries)).toEqual([]);
  });

  it('carry the skip link and docs/product-rules.md §2 bottom bar texts in both languages', () => {
    expect(shellDictionaries.id.chrome.skipLink).toBe('Lewati ke konten utama');
    expect(shellDictionaries.en.chrome.skipLink).toBe('Skip to main content');
    expect(shellDictionaries.id.bottomBar).toMatchObject({
      findDoctor: 'Cari Dokter',
      book: 'Buat Janji',
      mcu: 'Medical Check Up',
    });
    // docs/decisions.md, issue 15 item 1: the booking look-up in the menu, the bottom bar and the footer.
    expect(shellDictionaries.id.menu.lookup).toBe('Cek / Batalkan Janji');
    expect(shellDictionaries.en.menu.lookup).toBe('Check / Cancel Appointment');
  });

  it('say in English that the newsletter could not subscribe', () => {
    expect(shellDictionaries.en.newsletter.failed).toMatch(/could not subscribe/);
  });
});
