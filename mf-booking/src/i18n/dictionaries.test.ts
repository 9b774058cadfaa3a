import { findMissingKeys } from '@hospital/i18n/testing';
import { en } from './en';
import { id } from './id';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('booking dictionaries', () => {
  it('have the same keys in Indonesian and English, none empty', () => {
    expect(findMissingKeys({ id, en })).toEqual([]);
  });

  it('use the same {{placeholders}} in both languages', () => {
    const english = new Map(leaves(en));
    for (const [key, text] of leaves(id)) {
      expect([key, placeholders(english.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    }
  });

  it('really translate the texts (no Indonesian left in English)', () => {
    const english = new Map(leaves(en));
    const same = leaves(id).filter(([key, text]) => english.get(key) === text && /[a-z]{4}/i.test(text));
    // Words that are the same in both languages ('Status', 'E-mail', the WIB time range, the KITAS card).
    expect(same.map(([key]) => key).sort()).toEqual([
      'lookup.status',
      'success.document.kitas',
      'summary.email',
    ]);
  });
});
