import { lastValue, resetBusForTests, subscribe } from '@hospital/event-bus';
import {
  currentLocale,
  DEFAULT_LOCALE,
  initLocale,
  isLocale,
  localeBasename,
  localePath,
  locationLocale,
  setLocale,
  splitLocalePath,
  SUPPORTED_LOCALES,
} from './locale';

beforeEach(() => {
  resetBusForTests();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = '';
});

describe('locale constants', () => {
  it('supports Indonesian (default) and English', () => {
    expect(SUPPORTED_LOCALES).toEqual(['id', 'en']);
    expect(DEFAULT_LOCALE).toBe('id');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('gives English the /en basename and Indonesian none', () => {
    expect(localeBasename('en')).toBe('/en');
    expect(localeBasename('id')).toBe('');
  });
});

describe('splitLocalePath', () => {
  it.each([
    ['/en/news/x', 'en', '/news/x'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/news/x', 'id', '/news/x'],
    ['/', 'id', '/'],
    // Only a whole first segment is a prefix.
    ['/english-course', 'id', '/english-course'],
    ['/enx/a', 'id', '/enx/a'],
    // Indonesian has no prefix: /id/... is a path like any other.
    ['/id/news', 'id', '/id/news'],
  ])('%s is %s, %s', (path, locale, pathname) => {
    expect(splitLocalePath(path)).toEqual({ locale, pathname });
  });
});

describe('localePath', () => {
  it.each([
    ['/news/x', 'en', '/en/news/x'],
    ['/', 'en', '/en'],
    ['/news/x', 'id', '/news/x'],
    ['/', 'id', '/'],
    ['news', 'en', '/en/news'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localePath(path, locale)).toBe(expected);
  });

  it('round-trips with splitLocalePath', () => {
    for (const path of ['/', '/news/x', '/appointment/create']) {
      for (const locale of SUPPORTED_LOCALES) {
        expect(splitLocalePath(localePath(path, locale))).toEqual({ locale, pathname: path });
      }
    }
  });
});

describe('locationLocale', () => {
  it('reads the language of the browser’s path, ignoring ?lang=', () => {
    window.history.replaceState(null, '', '/en/doctor/1');
    expect(locationLocale()).toBe('en');
    window.history.replaceState(null, '', '/doctor/1?lang=en');
    expect(locationLocale()).toBe('id');
  });
});

describe('setLocale', () => {
  it('sets <html lang> and publishes locale:changed', () => {
    const seen: string[] = [];
    subscribe('locale:changed', ({ locale }) => seen.push(locale));
    setLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(seen).toEqual(['en']);
    expect(lastValue('locale:changed')).toEqual({ locale: 'en' });
  });

  it('leaves the document alone when told so, and keeps nothing in storage', () => {
    window.localStorage.clear();
    setLocale('en', { document: null });
    expect(document.documentElement.lang).toBe('');
    expect(currentLocale()).toBe('en');
    expect(window.localStorage.length).toBe(0);
  });

  it('ignores a value that is not a supported locale', () => {
    setLocale('fr' as never);
    expect(lastValue('locale:changed')).toBeUndefined();
    expect(document.documentElement.lang).toBe('');
  });
});

describe('currentLocale and initLocale', () => {
  it('prefers the announced locale, else the URL’s', () => {
    window.history.replaceState(null, '', '/en/news');
    expect(currentLocale()).toBe('en');
    setLocale('id');
    expect(currentLocale()).toBe('id');
  });

  it('initLocale announces the language of the URL and sets <html lang>', () => {
    window.history.replaceState(null, '', '/en/appointment');
    expect(initLocale()).toBe('en');
    expect(lastValue('locale:changed')).toEqual({ locale: 'en' });
    expect(document.documentElement.lang).toBe('en');
  });

  it('initLocale takes no notice of ?lang= (the server redirects those links)', () => {
    window.history.replaceState(null, '', '/appointment?lang=en');
    expect(initLocale()).toBe('id');
  });
});
