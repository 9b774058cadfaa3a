// Counts evaluations of the English dictionary: it must stay out of the first load (issue 9).
const mockEnglishLoaded = jest.fn();
jest.mock('./shell.en', () => {
  mockEnglishLoaded();
  return jest.requireActual('./shell.en');
});

// Imported in beforeAll, so a static import of English in ./index shows up as a counted evaluation.
let texts: typeof import('./index');
// No import above (it would load the texts before the mock counts), so this file says it is a module.
export {};
beforeAll(async () => {
  texts = await import('./index');
});

describe('shell i18n', () => {
  it('gives English as a loader, so importing the texts does not load it', () => {
    expect(typeof texts.shellI18nOptions.resources.en).toBe('function');
    expect(texts.shellI18nOptions.resources.id).toMatchObject({
      notFound: { title: 'Halaman ini tidak dapat ditemukan' },
    });
    expect(mockEnglishLoaded).not.toHaveBeenCalled();
  });

  it('loads English when asked for it, and only then', async () => {
    const { en } = texts.shellI18nOptions.resources;
    if (typeof en !== 'function') throw new Error('English is inline');
    const dict = await en();
    expect(mockEnglishLoaded).toHaveBeenCalledTimes(1);
    expect(dict).toMatchObject({ notFound: { title: 'This page could not be found' } });
  });
});
