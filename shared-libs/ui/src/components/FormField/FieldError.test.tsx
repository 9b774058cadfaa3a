import { render, screen } from '@testing-library/react';
import { FieldError } from '../../index';

describe('FieldError (exported for controls a remote builds itself)', () => {
  it('keeps an empty alert region under its id before any message arrives', () => {
    render(<FieldError id="birth-error" />);
    const region = screen.getByRole('alert');
    expect(region).toHaveAttribute('id', 'birth-error');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the message with an icon hidden from screen readers, so it is read once', () => {
    render(
      <>
        <input aria-describedby="date-error" aria-label="Tanggal" />
        <FieldError id="date-error">Pilih tanggal kunjungan.</FieldError>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih tanggal kunjungan.');
    expect(screen.getByRole('alert').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByLabelText('Tanggal')).toHaveAccessibleDescription('Pilih tanggal kunjungan.');
  });
});
