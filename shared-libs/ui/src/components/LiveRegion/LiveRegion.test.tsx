import { render, screen } from '@testing-library/react';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  it('is a polite, atomic status region that updates in place', () => {
    const { rerender } = render(<LiveRegion message="" />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toHaveClass('hidden');
    rerender(<LiveRegion message="12 dokter ditemukan" />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('12 dokter ditemukan');
  });

  it('can be assertive and visible', () => {
    render(<LiveRegion message="Koneksi terputus" politeness="assertive" visible />);
    const region = screen.getByRole('alert');
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(region).toHaveClass('visible');
  });
});
