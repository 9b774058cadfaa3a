import { publish, resetBusForTests } from '@hospital/event-bus';
import i18next from 'i18next';
import { createAppI18n, detachAppI18n } from './createAppI18n';
import type { Dict } from './dictionary';
import { loadLanguage, whenReady } from './lazyLanguages';
import { setLocale } from './locale';

const id = { title: 'Cari Dokter', onlyId: 'Hanya Indonesia' };
const en = { title: 'Find a Doctor' };

/** A loader whose promise the test settles, to look at the instance while English is on its way. */
function deferredLoader() {
  const pending: { resolve: (dict: Dict) => void; reject: (error: Error) => void }[] = [];
  const loader = jest.fn(
    () => new Promise<Dict>((resolve, reject) => void pending.push({ resolve, reject })),
  );
  return {
    loader,
    resolve: (dict: Dict = en) => pending.shift()?.resolve(dict),
    reject: (error: Error) => pending.shift()?.reject(error),
  };
}

function lazyApp(loader: () => Promise<Dict>) {
  return createAppI18n({ namespace: 'mf-doctors', resources: { id, en: loader } });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let errors: jest.SpyInstance;
beforeEach(() => {
  resetBusForTests();
  window.localStorage.clear();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('lazy English', () => {
  it('is not fetched while the locale is Indonesian', async () => {
    const loader = jest.fn(() => Promise.resolve(en));
    const i18n = lazyApp(loader);
    await whenReady(i18n);
    expect(loader).not.toHaveBeenCalled();
    expect(i18n.language).toBe('id');
    expect(i18n.t('title')).toBe('Cari Dokter');
  });

  it('is fetched when the locale becomes English, and switched to only once it is in', async () => {
    const english = deferredLoader();
    const i18n = lazyApp(english.loader);
    publish('locale:changed', { locale: 'en' });
    expect(english.loader).toHaveBeenCalledTimes(1);
    // Meanwhile everything stays Indonesian, the common texts too: never a mix.
    expect(i18n.language).toBe('id');
    expect(i18n.t('title')).toBe('Cari Dokter');
    expect(i18n.t('common:retry')).toBe('Coba lagi');
    english.resolve();
    await whenReady(i18n);
    expect(i18n.language).toBe('en');
    expect(i18n.t('title')).toBe('Find a Doctor');
    expect(i18n.t('common:retry')).toBe('Try again');
    expect(i18n.t('onlyId')).toBe('Hanya Indonesia');
  });

  it('starts an English visitor in Indonesian and switches when English arrives', async () => {
    setLocale('en');
    const english = deferredLoader();
    const i18n = lazyApp(english.loader);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('id');
    expect(english.loader).toHaveBeenCalledTimes(1);
    let ready = false;
    const waiting = whenReady(i18n).then(() => {
      ready = true;
    });
    await flush();
    expect(ready).toBe(false);
    english.resolve();
    await waiting;
    expect(i18n.t('title')).toBe('Find a Doctor');
  });

  it('makes changeLanguage wait for the bundle, which is in before languageChanged fires', async () => {
    const english = deferredLoader();
    const i18n = lazyApp(english.loader);
    detachAppI18n(i18n);
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('title')));
    const change = i18n.changeLanguage('en');
    expect(i18n.language).toBe('id');
    english.resolve();
    await change;
    expect(i18n.language).toBe('en');
    expect(seen).toEqual(['Find a Doctor']);
  });

  it('fetches and switches to English once, however often it is asked for', async () => {
    const loader = jest.fn(() => Promise.resolve(en));
    const i18n = lazyApp(loader);
    const switches: string[] = [];
    i18n.on('languageChanged', (lng: string) => switches.push(lng));
    publish('locale:changed', { locale: 'en' });
    publish('locale:changed', { locale: 'en' });
    await whenReady(i18n);
    expect(switches).toEqual(['en']);
    publish('locale:changed', { locale: 'id' });
    expect(i18n.t('title')).toBe('Cari Dokter');
    publish('locale:changed', { locale: 'en' });
    // The second switch to English is synchronous: its texts are in.
    expect(i18n.t('title')).toBe('Find a Doctor');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('lets the last request win over a slow fetch', async () => {
    const english = deferredLoader();
    const i18n = lazyApp(english.loader);
    publish('locale:changed', { locale: 'en' });
    publish('locale:changed', { locale: 'id' });
    english.resolve();
    await whenReady(i18n);
    await flush();
    expect(i18n.language).toBe('id');
    expect(i18n.t('title')).toBe('Cari Dokter');
  });

  it('whenReady waits for a language asked for while it was waiting', async () => {
    const english = deferredLoader();
    const i18n = lazyApp(english.loader);
    const ready = whenReady(i18n);
    publish('locale:changed', { locale: 'en' });
    english.resolve();
    await ready;
    expect(i18n.language).toBe('en');
  });

  it('stays in Indonesian when the fetch fails, and whenReady tries once more', async () => {
    const english = deferredLoader();
    const i18n = lazyApp(english.loader);
    publish('locale:changed', { locale: 'en' });
    english.reject(new Error('Loading chunk 42 failed'));
    await flush();
    expect(i18n.language).toBe('id');
    expect(i18n.t('title')).toBe('Cari Dokter');
    expect(errors).toHaveBeenCalledWith(
      '[i18n] mf-doctors: the en texts could not be loaded',
      expect.objectContaining({ message: 'Loading chunk 42 failed' }),
    );
    const ready = whenReady(i18n);
    await flush();
    expect(english.loader).toHaveBeenCalledTimes(2);
    english.resolve();
    await ready;
    expect(i18n.t('title')).toBe('Find a Doctor');
  });

  it('whenReady rejects with the error when the retry fails too', async () => {
    const loader = jest.fn(() => Promise.reject(new Error('offline')));
    setLocale('en');
    const i18n = lazyApp(loader);
    await expect(whenReady(i18n)).rejects.toThrow('offline');
    expect(i18n.language).toBe('id');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('loadLanguage fetches without switching; the later switch is synchronous', async () => {
    const loader = jest.fn(() => Promise.resolve(en));
    const i18n = lazyApp(loader);
    await loadLanguage(i18n, 'en');
    expect(i18n.language).toBe('id');
    setLocale('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('title')).toBe('Find a Doctor');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('whenReady resolves at once for an instance with nothing to fetch', async () => {
    await expect(whenReady(i18next.createInstance())).resolves.toBeUndefined();
    const inline = createAppI18n({ namespace: 'x', resources: { id, en } });
    setLocale('en');
    await expect(whenReady(inline)).resolves.toBeUndefined();
    expect(inline.t('title')).toBe('Find a Doctor');
  });
});
