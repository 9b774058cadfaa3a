import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel } from './ErrorPanel';

describe('ErrorPanel', () => {
  it('is announced as an alert with title, message and status code', () => {
    render(
      <ErrorPanel title="Terjadi kesalahan" message="Silakan coba lagi." statusCode={500} headingLevel={1} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('500');
    expect(alert).toHaveTextContent('Terjadi kesalahan');
    expect(alert).toHaveTextContent('Silakan coba lagi.');
    expect(screen.getByRole('heading', { level: 1, name: 'Terjadi kesalahan' })).toBeInTheDocument();
  });

  it('uses an h2 by default (inside a page that has its h1)', () => {
    render(<ErrorPanel title="Bagian ini gagal dimuat" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Bagian ini gagal dimuat');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onRetry from the retry button', async () => {
    const onRetry = jest.fn();
    render(<ErrorPanel title="Failed to load" retryLabel="Try again" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the retry as busy while retrying and ignores more clicks', async () => {
    const onRetry = jest.fn();
    render(<ErrorPanel title="Failed" retryLabel="Coba lagi" onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Coba lagi' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
