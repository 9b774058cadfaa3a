import path from 'node:path';
import { findMissingKeys, findUnknownKeys } from '@hospital/i18n/testing';
import { en } from './en';
import { id } from './id';
import { NAMESPACE } from '.';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('mf-doctors dictionaries', () => {
  it('have every key the code asks for, so none is ever shown raw', () => {
    expect(findUnknownKeys(path.join(__dirname, '..'), NAMESPACE, id)).toEqual([]);
  });

  it('have the same keys in Indonesian and English', () => {
    expect(findMissingKeys({ id, en })).toEqual([]);
    expect(leaves(en).map(([key]) => key)).toEqual(leaves(id).map(([key]) => key));
  });

  it('have no empty text and the same placeholders in both languages', () => {
    const english = new Map(leaves(en));
    for (const [key, text] of leaves(id)) {
      expect(text.trim()).not.toBe('');
      expect(english.get(key)?.trim()).not.toBe('');
      expect([key, placeholders(english.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    }
  });

  it('use the wording of the brief for leave', () => {
    expect(id.leave.until).toMatch(/^Cuti sampai {{date}}/);
    expect(en.leave.until).toMatch(/^On leave until {{date}}/);
  });
});
