import { fireEvent, screen } from '@testing-library/react';
import type { Locale } from '@hospital/i18n';
import { renderChrome } from '../testing/renderChrome';
import { FALLBACK_HOSPITALS } from '../hospitals/fallbackHospitals';
import type { HospitalKey } from '../hospitals/hospitalContact';
import { WhatsAppChooser } from './WhatsAppChooser';

function renderChooser({
  hour,
  locale = 'id',
  initialHospital = null,
  onClose = jest.fn(),
}: {
  hour: number;
  locale?: Locale;
  initialHospital?: HospitalKey | null;
  onClose?: () => void;
}) {
  jest.setSystemTime(new Date(2026, 10, 20, hour, 30));
  return renderChrome(
    <WhatsAppChooser
      open
      onClose={onClose}
      hospitals={FALLBACK_HOSPITALS}
      initialHospital={initialHospital}
      locale={locale}
    />,
    { lang: locale },
  );
}

const preview = () => screen.getByRole('status', { name: /Pesan pembuka|Greeting/ });

describe('WhatsAppChooser', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => {
    jest.useRealTimers();
    open.mockRestore();
  });

  it('keeps confirm disabled until a hospital is picked', () => {
    renderChooser({ hour: 7 });
    const confirm = screen.getByRole('button', { name: 'Mulai chat' });
    expect(confirm).toBeDisabled();
    expect(preview()).toHaveTextContent('Pilih rumah sakit untuk melihat pesan pembuka.');
    fireEvent.click(confirm);
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'Medika Hospital Bandung' }));
    expect(confirm).toBeEnabled();
  });

  it.each([
    [7, 'Selamat Pagi'],
    [11, 'Selamat Pagi'],
    [12, 'Selamat Malam'],
    [14, 'Selamat Sore'],
    [17, 'Selamat Sore'],
    [18, 'Selamat Malam'],
    [5, 'Selamat Malam'],
  ])('at %i:30 greets with "%s" (docs/product-rules.md §1)', (hour, greeting) => {
    renderChooser({ hour });
    fireEvent.click(screen.getByRole('radio', { name: 'Medika Hospital Cianjur' }));
    expect(preview()).toHaveTextContent(`${greeting}, Medika Hospital Cianjur.`);
  });

  it('opens wa.me for the picked hospital with the greeting as text, then closes', () => {
    const onClose = jest.fn();
    renderChooser({ hour: 7, onClose });
    fireEvent.click(screen.getByRole('radio', { name: 'Medika Hospital Cianjur' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mulai chat' }));
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(open.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe('https://wa.me/6281122005678');
    expect(url.searchParams.get('text')).toBe(
      'Selamat Pagi, Medika Hospital Cianjur. Saya ingin bertanya...',
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('preselects the hospital asked for, and speaks English when the page does', () => {
    renderChooser({ hour: 14, locale: 'en', initialHospital: 'bandung' });
    expect(screen.getByRole('radio', { name: 'Medika Hospital Bandung' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeEnabled();
    expect(preview()).toHaveTextContent('Good afternoon, Medika Hospital Bandung. I would like to ask...');
  });
});
