import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by its label with a decorative ring', () => {
    const { container } = render(<Spinner label="Memuat jadwal" />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat jadwal');
    expect(container.querySelector('.ring')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Memuat jadwal')).toHaveClass('hiddenLabel');
  });

  it('can show its label', () => {
    render(<Spinner label="Loading" showLabel size="lg" />);
    expect(screen.getByText('Loading')).toHaveClass('label');
  });
});
