import { setLocale, whenReady } from '@hospital/i18n';

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

describe('mf-screening i18n', () => {
  it('starts in Indonesian without loading English', () => {
    expect(app.i18n.language).toBe('id');
    expect(app.i18n.t('pageTitles.screening')).toBe('Skrining Covid-19');
    expect(app.i18n.hasResourceBundle('en', app.NAMESPACE)).toBe(false);
    expect(mockEnglishLoaded).not.toHaveBeenCalled();
  });

  it('loads English when the locale becomes English, then shows it', async () => {
    setLocale('en', { storage: null, document: null });
    await whenReady(app.i18n);
    expect(mockEnglishLoaded).toHaveBeenCalledTimes(1);
    expect(app.i18n.language).toBe('en');
    expect(app.i18n.t('pageTitles.screening')).toBe('Covid-19 Screening');
  });
});
