import type { BilingualDict, Dict } from './dictionary';
import { createFixedI18n, type AppI18nOptions } from './createAppI18n';

export interface LazyEnglishOptions {
  /** Whose texts these are (the app's name), for the test titles. */
  name: string;
  /** Imports the app's texts afresh, e.g. `() => import('./i18n').then((m) => m.i18nOptions)`. */
  load: () => Promise<AppI18nOptions>;
  /** Absolute path of the English dictionary's module (`require.resolve('./i18n/en')`): its evaluations are counted. */
  englishModule: string;
  /** Both dictionaries inline, to compare with what the app's texts give. */
  dictionaries: BilingualDict;
}

/** The first text of a dictionary, as an i18next key and its value. */
function firstText(dict: Dict, prefix = ''): [string, string] {
  for (const [key, value] of Object.entries(dict)) {
    if (typeof value === 'string') return [`${prefix}${key}`, value];
    return firstText(value, `${prefix}${key}.`);
  }
  throw new Error('empty dictionary');
}

function textAt(dict: Dict, key: string): string | Dict | undefined {
  return key
    .split('.')
    .reduce<string | Dict | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      dict,
    );
}

/**
 * docs/decisions.md, issue 9: an app's English texts stay off the first load, a chunk fetched only when the page is
 * English. The test counts evaluations of the English module: a static import of it anywhere behind
 * the texts would evaluate it on import, which is what the first load would then download.
 */
export function describeLazyEnglish(options: LazyEnglishOptions): void {
  describe(`${options.name}: English off the first load`, () => {
    const englishEvaluated = jest.fn();
    let texts: AppI18nOptions;

    beforeAll(async () => {
      // A fresh module registry: what other tests of the file imported must not hide a static import.
      jest.resetModules();
      jest.doMock(options.englishModule, () => {
        englishEvaluated();
        return jest.requireActual(options.englishModule);
      });
      texts = await options.load();
    });

    afterAll(() => {
      jest.dontMock(options.englishModule);
    });

    it('gives Indonesian inline and English as a loader, so importing the texts does not evaluate English', () => {
      expect(texts.resources.id).toEqual(options.dictionaries.id);
      expect(typeof texts.resources.en).toBe('function');
      expect(englishEvaluated).not.toHaveBeenCalled();
    });

    it('loads English when a page is English, and only then', async () => {
      const i18n = await createFixedI18n(texts, 'en');
      expect(englishEvaluated).toHaveBeenCalledTimes(1);
      expect(i18n.language).toBe('en');
      expect(i18n.getResourceBundle('en', texts.namespace)).toEqual(options.dictionaries.en);
      const [key, english] = firstText(options.dictionaries.en);
      expect(i18n.t(key, { ns: texts.namespace })).toBe(english);
      const indonesian = await createFixedI18n(texts, 'id');
      expect(indonesian.t(key, { ns: texts.namespace })).toBe(textAt(options.dictionaries.id, key));
    });
  });
}
