import { createFixedI18n, type Dict } from '@hospital/i18n';

// Counts evaluations of the English dictionary: it must stay out of the first load.
const mockEnglishLoaded = jest.fn();
jest.mock('./en', () => {
  mockEnglishLoaded();
  return jest.requireActual('./en');
});

// Imported in beforeAll, so a static import of English in ./index shows up as a counted evaluation.
let app: typeof import('./index');
beforeAll(async () => {
  app = await import('./index');
});

describe('mf-content i18n', () => {
  it('gives Indonesian inline and English as a loader, not evaluated by the first load', () => {
    expect((app.i18nOptions.resources.id as { pageTitles: Dict }).pageTitles.about).toBe('Tentang Kami');
    expect(typeof app.i18nOptions.resources.en).toBe('function');
    expect(mockEnglishLoaded).not.toHaveBeenCalled();
  });

  it('loads English through the loader when a page is English (the server renders it inline)', async () => {
    const i18n = await createFixedI18n(app.i18nOptions, 'en');
    expect(mockEnglishLoaded).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    expect(i18n.t('pageTitles.about', { ns: app.NAMESPACE })).toBe('About Us');
  });
});
