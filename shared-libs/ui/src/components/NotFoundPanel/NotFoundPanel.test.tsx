import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchDefaultNavigation } from '../../testing/watchDefaultNavigation';
import { NotFoundPanel } from './NotFoundPanel';

describe('NotFoundPanel', () => {
  it('renders the given title as the single h1 and a link home', () => {
    render(<NotFoundPanel title="This page could not be found" homeHref="/" homeLabel="Back to home" />);
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveProperty('tagName', 'H1');
    expect(headings[0]).toHaveTextContent('This page could not be found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('renders Indonesian text passed by the app', () => {
    render(
      <NotFoundPanel
        title="Halaman ini tidak dapat ditemukan"
        message="Periksa kembali alamatnya."
        homeHref="/"
        homeLabel="Kembali ke beranda"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Halaman ini tidak dapat ditemukan');
    expect(screen.getByText('Periksa kembali alamatnya.')).toBeInTheDocument();
  });

  it('lets the app navigate home client-side', async () => {
    const navigation = watchDefaultNavigation();
    const onNavigate = jest.fn();
    render(<NotFoundPanel title="x" homeHref="/" homeLabel="Home" onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onNavigate).toHaveBeenCalledWith('/', expect.anything());
    navigation.stop();
  });

  it('lets the shell focus the heading after a route change', () => {
    render(<NotFoundPanel title="Not found" homeHref="/" homeLabel="Home" />);
    const heading = screen.getByRole('heading', { level: 1 });
    heading.focus();
    expect(heading).toHaveFocus();
  });
});
