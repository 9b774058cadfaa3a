import { publish, resetBusForTests } from '@hospital/event-bus';
import { createAppI18n, createFixedI18n, createFixedI18nSync, detachAppI18n } from './createAppI18n';
import { setLocale } from './locale';

const doctors = {
  namespace: 'mf-doctors',
  resources: {
    id: { title: 'Cari Dokter', greet: 'Halo {{name}}', onlyId: 'Hanya Indonesia' },
    en: { title: 'Find a Doctor', greet: 'Hello {{name}}', onlyId: '' },
  },
};
const content = {
  namespace: 'mf-content',
  resources: { id: { title: 'Berita' }, en: { title: 'News' } },
};

beforeEach(() => {
  resetBusForTests();
  window.localStorage.clear();
});

describe('createAppI18n', () => {
  it('is ready synchronously, in Indonesian by default', () => {
    const i18n = createAppI18n(doctors);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('id');
    expect(i18n.t('title')).toBe('Cari Dokter');
  });

  it('switches language when locale:changed is published', () => {
    const i18n = createAppI18n(doctors);
    publish('locale:changed', { locale: 'en' });
    expect(i18n.language).toBe('en');
    expect(i18n.t('title')).toBe('Find a Doctor');
    setLocale('id');
    expect(i18n.t('title')).toBe('Cari Dokter');
  });

  it('a late instance starts in the replayed locale', () => {
    setLocale('en');
    const late = createAppI18n(content);
    expect(late.language).toBe('en');
    expect(late.t('title')).toBe('News');
  });

  it('keeps each app in its own instance and namespace', () => {
    const a = createAppI18n(doctors);
    const b = createAppI18n(content);
    expect(a).not.toBe(b);
    expect(a.t('title')).toBe('Cari Dokter');
    expect(b.t('title')).toBe('Berita');
    expect(b.t('title', { ns: 'mf-doctors' })).toBe('title');
  });

  it('falls back to the common namespace and to Indonesian', () => {
    setLocale('en');
    const i18n = createAppI18n(doctors);
    expect(i18n.t('notFound.backHome')).toBe('Back to home');
    expect(i18n.t('common:retry')).toBe('Try again');
    expect(i18n.t('onlyId')).toBe('Hanya Indonesia');
  });

  it('does not HTML-escape interpolated values (React does)', () => {
    const i18n = createAppI18n(doctors);
    expect(i18n.t('greet', { name: 'Tom & <Jerry>' })).toBe('Halo Tom & <Jerry>');
  });

  it('stops following the bus once detached', () => {
    const i18n = createAppI18n(doctors);
    detachAppI18n(i18n);
    publish('locale:changed', { locale: 'en' });
    expect(i18n.language).toBe('id');
  });
});

describe('createFixedI18n (the server render of one language)', () => {
  it('fetches English given as a loader before it resolves, and shows it at once', async () => {
    const loader = jest.fn(() => Promise.resolve(doctors.resources.en));
    const i18n = await createFixedI18n(
      { namespace: doctors.namespace, resources: { id: doctors.resources.id, en: loader } },
      'en',
    );
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    expect(i18n.t('title')).toBe('Find a Doctor');
    expect(i18n.t('common:retry')).toBe('Try again');
  });

  it('never follows the bus: the server renders the language of the URL', async () => {
    const english = await createFixedI18n(doctors, 'en');
    const indonesian = createFixedI18nSync(doctors.namespace, doctors.resources, 'id');
    publish('locale:changed', { locale: 'id' });
    setLocale('en');
    expect(english.t('title')).toBe('Find a Doctor');
    expect(indonesian.t('title')).toBe('Cari Dokter');
  });

  it('createFixedI18nSync is ready at once in the language given, with both dictionaries', async () => {
    const indonesian = createFixedI18nSync(doctors.namespace, doctors.resources, 'id');
    expect(indonesian.language).toBe('id');
    expect(indonesian.getFixedT('en')('title')).toBe('Find a Doctor');
  });
});
