import { act, render, screen } from '@testing-library/react';
import { resetBusForTests } from '@hospital/event-bus';
import { createAppI18n } from './createAppI18n';
import { setLocale } from './locale';
import { I18nProvider, useLocale, useTranslation } from './react';

beforeEach(() => {
  resetBusForTests();
  window.localStorage.clear();
});

function LocaleBadge() {
  return <span data-testid="locale">{useLocale()}</span>;
}

function Title() {
  const { t } = useTranslation();
  return (
    <h1>
      {t('title')} · {t('common:loading')}
    </h1>
  );
}

describe('useLocale', () => {
  it('re-renders when the locale changes', () => {
    render(<LocaleBadge />);
    expect(screen.getByTestId('locale')).toHaveTextContent('id');
    act(() => setLocale('en'));
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
  });
});

describe('I18nProvider', () => {
  it('binds useTranslation to the app instance and follows the bus', () => {
    const i18n = createAppI18n({
      namespace: 'mf-booking',
      resources: { id: { title: 'Buat Janji' }, en: { title: 'Book an Appointment' } },
    });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Buat Janji · Memuat...');
    act(() => setLocale('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Book an Appointment · Loading...');
  });
});
