import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('renders title as a heading, message and action', () => {
    render(
      <EmptyState
        title="Dokter tidak ditemukan"
        message="Coba ubah filter pencarian."
        action={<button type="button">Reset filter</button>}
        icon={<svg />}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Dokter tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Coba ubah filter pencarian.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset filter' })).toBeInTheDocument();
  });

  it('supports an h3 and hides the decorative icon', () => {
    const { container } = render(<EmptyState title="No results" headingLevel={3} icon={<span>🔍</span>} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('No results');
    expect(container.querySelector('.icon')).toHaveAttribute('aria-hidden', 'true');
  });
});
