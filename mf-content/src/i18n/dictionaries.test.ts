import path from 'node:path';
import { findMissingKeys, findUnknownKeys } from '@hospital/i18n/testing';
import { en } from './en';
import { id } from './id';
import { NAMESPACE } from '.';

describe('dictionaries', () => {
  it('have every key the code asks for, so none is ever shown raw', () => {
    expect(findUnknownKeys(path.join(__dirname, '..'), NAMESPACE, id)).toEqual([]);
  });

  it('have the same keys, none empty, in both languages', () => {
    expect(findMissingKeys({ id, en })).toEqual([]);
  });

  it('use the docs/product-rules.md §4 registration labels in English', () => {
    expect(en.events.joinEvent).toBe('Join Event');
    expect(en.events.registerClosed).toBe('Register Closed');
  });

  it('translate every text (no English left in the Indonesian page titles)', () => {
    const same = Object.entries(id.pageTitles).filter(
      ([key, text]) => en.pageTitles[key as keyof typeof en.pageTitles] === text,
    );
    // Brand and programme names are the same in both languages.
    expect(same.map(([key]) => key).sort()).toEqual(
      ['co2Fractional', 'diabeticCenter', 'home', 'runningFestival', 'videoSlug'].sort(),
    );
  });
});
