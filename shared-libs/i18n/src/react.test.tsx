import { act, render, screen } from '@testing-library/react';
import { resetBusForTests } from '@hospital/event-bus';
import type { TFunction } from 'i18next';
import { memo, useState } from 'react';
import { createAppI18n, createFixedI18nSync } from './createAppI18n';
import { whenReady } from './lazyLanguages';
import { setLocale } from './locale';
import { I18nextProvider, useLocale, useTranslation } from './react';

beforeEach(() => {
  resetBusForTests();
});

function bookingI18n() {
  return createAppI18n({
    namespace: 'mf-booking',
    resources: { id: { title: 'Buat Janji' }, en: { title: 'Book an Appointment' } },
  });
}

function LocaleBadge() {
  return <span data-testid="locale">{useLocale()}</span>;
}

function Title({ ns }: { ns?: string }) {
  const { t } = useTranslation(ns);
  return (
    <h1>
      {t('title')} · {t('common:loading')} · {t('notFound.backHome')}
    </h1>
  );
}

describe('useLocale', () => {
  it("is the language of the nearest provider's instance, whatever the bus says", () => {
    setLocale('en', { document: null });
    const english = createFixedI18nSync(
      'mf-booking',
      { id: { title: 'Buat Janji' }, en: { title: 'Book' } },
      'en',
    );
    const indonesian = createFixedI18nSync(
      'mf-booking',
      { id: { title: 'Buat Janji' }, en: { title: 'Book' } },
      'id',
    );
    render(
      <>
        <I18nextProvider i18n={indonesian}>
          <LocaleBadge />
        </I18nextProvider>
        <I18nextProvider i18n={english}>
          <LocaleBadge />
        </I18nextProvider>
      </>,
    );
    expect(screen.getAllByTestId('locale').map((badge) => badge.textContent)).toEqual(['id', 'en']);
  });

  it('re-renders when its instance changes language', () => {
    render(
      <I18nextProvider i18n={bookingI18n()}>
        <LocaleBadge />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('id');
    act(() => setLocale('en'));
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
  });
});

describe('I18nextProvider + useTranslation', () => {
  it("binds t to the app's instance and default namespace, falling back to common, and follows the bus", () => {
    render(
      <I18nextProvider i18n={bookingI18n()}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Buat Janji · Memuat... · Kembali ke beranda');
    act(() => setLocale('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Book an Appointment · Loading... · Back to home');
  });

  it('uses the namespace given to useTranslation, else the one given to the provider', () => {
    const i18n = bookingI18n();
    i18n.addResourceBundle('id', 'other', { title: 'Lainnya' });
    i18n.addResourceBundle('id', 'third', { title: 'Ketiga' });
    render(
      <I18nextProvider i18n={i18n} defaultNS="third">
        <Title ns="other" />
        <Title />
      </I18nextProvider>,
    );
    const [explicit, fromProvider] = screen.getAllByRole('heading');
    expect(explicit).toHaveTextContent(/^Lainnya · Memuat/);
    expect(fromProvider).toHaveTextContent(/^Ketiga · Memuat/);
  });

  it('gives each tree its own instance', () => {
    const content = createAppI18n({
      namespace: 'content',
      resources: { id: { title: 'Berita' }, en: { title: 'News' } },
    });
    render(
      <>
        <I18nextProvider i18n={bookingI18n()}>
          <Title />
        </I18nextProvider>
        <I18nextProvider i18n={content}>
          <Title />
        </I18nextProvider>
      </>,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent?.split(' · ')[0])).toEqual([
      'Buat Janji',
      'Berita',
    ]);
  });

  it('returns the instance and ready', () => {
    const i18n = bookingI18n();
    let seen: ReturnType<typeof useTranslation> | null = null;
    function Probe() {
      seen = useTranslation();
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(seen).toMatchObject({ i18n, ready: true });
  });

  it('gives a new t when the language changes (memoised children update), the same one otherwise', () => {
    const identities: TFunction[] = [];
    const Label = memo(function Label({ t }: { t: TFunction }) {
      return <p>{t('title')}</p>;
    });
    let rerender: () => void = () => undefined;
    function Page() {
      const { t } = useTranslation();
      const [, setCount] = useState(0);
      rerender = () => setCount((n) => n + 1);
      identities.push(t);
      return <Label t={t} />;
    }
    render(
      <I18nextProvider i18n={bookingI18n()}>
        <Page />
      </I18nextProvider>,
    );
    act(() => rerender());
    expect(identities[1]).toBe(identities[0]);
    act(() => setLocale('en'));
    expect(identities.at(-1)).not.toBe(identities[0]);
    expect(screen.getByText('Book an Appointment')).toBeInTheDocument();
  });

  it('re-renders when English arrives after the locale changed', async () => {
    let deliver: (dict: { title: string }) => void = () => undefined;
    const i18n = createAppI18n({
      namespace: 'mf-booking',
      resources: { id: { title: 'Buat Janji' }, en: () => new Promise((resolve) => (deliver = resolve)) },
    });
    const MemoTitle = memo(Title);
    render(
      <I18nextProvider i18n={i18n}>
        <MemoTitle />
      </I18nextProvider>,
    );
    act(() => setLocale('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Buat Janji · Memuat... · Kembali ke beranda');
    await act(async () => {
      deliver({ title: 'Book an Appointment' });
      await whenReady(i18n);
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Book an Appointment · Loading... · Back to home');
  });
});
