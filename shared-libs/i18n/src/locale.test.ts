import { lastValue, resetBusForTests, subscribe } from '@hospital/event-bus';
import {
  currentLocale,
  DEFAULT_LOCALE,
  initLocale,
  LOCALE_STORAGE_KEY,
  resolveInitialLocale,
  setLocale,
  SUPPORTED_LOCALES,
} from './locale';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

beforeEach(() => {
  resetBusForTests();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = '';
});

describe('locale constants', () => {
  it('supports Indonesian (default) and English', () => {
    expect(SUPPORTED_LOCALES).toEqual(['id', 'en']);
    expect(DEFAULT_LOCALE).toBe('id');
    expect(LOCALE_STORAGE_KEY).toBe('hospital.locale');
  });
});

describe('resolveInitialLocale', () => {
  it('lets ?lang= in the URL win over storage', () => {
    expect(
      resolveInitialLocale({ search: '?lang=en', storage: memoryStorage({ [LOCALE_STORAGE_KEY]: 'id' }) }),
    ).toBe('en');
    expect(
      resolveInitialLocale({
        search: '?x=1&lang=id',
        storage: memoryStorage({ [LOCALE_STORAGE_KEY]: 'en' }),
      }),
    ).toBe('id');
  });

  it('uses the stored locale when the URL has none or an unsupported one', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'en' });
    expect(resolveInitialLocale({ search: '', storage })).toBe('en');
    expect(resolveInitialLocale({ search: '?lang=fr', storage })).toBe('en');
  });

  it('falls back to Indonesian', () => {
    expect(resolveInitialLocale({ search: '', storage: null })).toBe('id');
    expect(resolveInitialLocale({ search: '', storage: memoryStorage({ [LOCALE_STORAGE_KEY]: 'de' }) })).toBe(
      'id',
    );
  });

  it('reads window.location and localStorage by default', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(resolveInitialLocale()).toBe('en');
    window.history.replaceState(null, '', '/?lang=id');
    expect(resolveInitialLocale()).toBe('id');
  });

  it('survives a storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(resolveInitialLocale({ search: '', storage })).toBe('id');
  });
});

describe('setLocale', () => {
  it('persists, sets <html lang> and publishes locale:changed', () => {
    const seen: string[] = [];
    subscribe('locale:changed', ({ locale }) => seen.push(locale));
    setLocale('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(seen).toEqual(['en']);
    expect(lastValue('locale:changed')).toEqual({ locale: 'en' });
  });

  it('still publishes when storage throws', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    setLocale('en', { storage });
    expect(currentLocale()).toBe('en');
  });
});

describe('currentLocale and initLocale', () => {
  it('prefers the announced locale, else resolves the initial one', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(currentLocale()).toBe('en');
    setLocale('id');
    expect(currentLocale()).toBe('id');
  });

  it('initLocale announces the locale from the URL and remembers it', () => {
    window.history.replaceState(null, '', '/doctors?lang=en');
    expect(initLocale()).toBe('en');
    expect(lastValue('locale:changed')).toEqual({ locale: 'en' });
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
