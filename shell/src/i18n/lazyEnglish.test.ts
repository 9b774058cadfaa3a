import { setLocale, whenReady } from '@hospital/i18n';

// Counts evaluations of the English dictionary: it must stay out of the first load.
const mockEnglishLoaded = jest.fn();
jest.mock('./shell.en', () => {
  mockEnglishLoaded();
  return jest.requireActual('./shell.en');
});

// Imported in beforeAll, so a static import of English in ./index shows up as a counted evaluation.
let app: typeof import('./index');
beforeAll(async () => {
  app = await import('./index');
});

describe('shell i18n', () => {
  it('starts in Indonesian without loading English', () => {
    expect(app.shellI18n.language).toBe('id');
    expect(app.shellI18n.t('notFound.title')).toBe('Halaman ini tidak dapat ditemukan');
    expect(app.shellI18n.hasResourceBundle('en', app.SHELL_NAMESPACE)).toBe(false);
    expect(mockEnglishLoaded).not.toHaveBeenCalled();
  });

  it('loads English when the locale becomes English, then shows it', async () => {
    setLocale('en', { storage: null, document: null });
    await whenReady(app.shellI18n);
    expect(mockEnglishLoaded).toHaveBeenCalledTimes(1);
    expect(app.shellI18n.language).toBe('en');
    expect(app.shellI18n.t('notFound.title')).toBe('This page could not be found');
  });
});
