// Counts evaluations of the English dictionary: it must stay out of the first load (issue 9).
const mockEnglishLoaded = jest.fn();
jest.mock('./en', () => {
  mockEnglishLoaded();
  return jest.requireActual('./en');
});

// Imported in beforeAll, so a static import of English in ./index shows up as a counted evaluation.
let texts: typeof import('./index');
// No import above (it would load the texts before the mock counts), so this file says it is a module.
export {};
beforeAll(async () => {
  texts = await import('./index');
});

describe('mf-doctors i18n', () => {
  it('gives English as a loader, so importing the texts does not load it', () => {
    expect(texts.NAMESPACE).toBe('doctors');
    expect(typeof texts.i18nOptions.resources.en).toBe('function');
    expect(texts.i18nOptions.resources.id).toMatchObject({ pageTitles: { appointment: 'Cari Dokter' } });
    expect(mockEnglishLoaded).not.toHaveBeenCalled();
  });

  it('loads English when asked for it, and only then', async () => {
    const { en } = texts.i18nOptions.resources;
    if (typeof en !== 'function') throw new Error('English is inline');
    const dict = await en();
    expect(mockEnglishLoaded).toHaveBeenCalledTimes(1);
    expect(dict).toMatchObject({ pageTitles: { appointment: 'Find a Doctor' } });
  });
});
